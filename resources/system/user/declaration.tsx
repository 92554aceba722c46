/**
 * 用户管理 (spec 2.7 users, 3 User, 5.1, 5.2, 6, 7.4; jeecg-contracts §2.2 SysUserController, §3
 * SysUser; JeecgBoot UserList / UserModal). The form sends the role and department ids as the
 * comma strings `selectedroles` / `selecteddeparts`; editing reads them first (queryUserRole,
 * userDepartList), since the list row does not carry them.
 */
import {
  USER_STATUS,
  userAdminApi,
  type UserAdminApi,
  type UserStatus,
} from '../../../providers/user-admin-api';
import { DepartPicker } from '../../../src/components/DepartPicker';
import { ImageUpload } from '../../../src/components/ImageUpload';
import { PositionPicker } from '../../../src/components/PositionPicker';
import {
  ADMIN_ACCOUNT_PROTECTED,
  USER_FREEZE_CONFIRM,
  USER_UNFREEZE_CONFIRM,
  USERS_FREEZE_CONFIRM,
  USERS_UNFREEZE_CONFIRM,
} from '../../../src/lib/messages';
import {
  emailRules,
  FIELD_MESSAGES,
  mobileRules,
  USERNAME_PATTERN,
  type FieldRule,
} from '../../../src/lib/validators/fields';
import {
  confirmationProblem,
  passwordProblem,
  type PasswordPolicy,
} from '../../../src/lib/validators/passwords';
import { landlineRule } from '../../../src/lib/validators/patternRules';
import { uniquenessRule } from '../../../src/lib/validators/remoteRules';
import { uniqueColumnRules, type ActionOutcome, type ListDeclaration } from '../../kit';
import { AvatarCell } from './AvatarCell';
import { PasswordChangeDialog } from './PasswordChangeDialog';
import { RoleSelect } from './RoleSelect';
import { userResource, type UserRecord } from './resource';

export type { UserRecord } from './resource';

export const SEX_DICT = 'sex';
export const USER_STATUS_DICT = 'user_status';
/** The account JeecgBoot never lets an administrator freeze. */
const ADMIN_USERNAME = 'admin';

/** Button codes (spec 6), as the server's button list names them. */
export const USER_PERMISSIONS = {
  add: 'user:add',
  edit: 'user:edit',
  delete: 'user:delete',
  batchDelete: 'user:batch_delete',
  export: 'user:export',
  import: 'user:import',
} as const;
export const USER_FREEZE_CODE = 'user:freeze';
export const USER_PASSWORD_CODE = 'user:password';
/** Type '2' field code: the mobile number is editable only for users granted it. */
export const USER_PHONE_FIELD_CODE = 'user:form:phone';

/** JeecgBoot UserModal 工作流引擎 (activiti_sync): 1 同步, 0 不同步. */
const ACTIVITI_SYNC_OPTIONS = [
  { value: '1', label: '同步' },
  { value: '0', label: '不同步' },
] as const;

const rejectWith = (problem: string | undefined): Promise<void> =>
  problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));

const usernamePatternRule: FieldRule = {
  pattern: USERNAME_PATTERN,
  message: FIELD_MESSAGES.usernameInvalid,
};

/** The row's 冻结 or 解冻; the administrator's account refuses both (JeecgBoot handleFrozen). */
const rowStatusAction =
  (api: UserAdminApi, status: UserStatus) =>
  (record: UserRecord): Promise<ActionOutcome> =>
    record.username === ADMIN_USERNAME
      ? Promise.resolve({ ok: false, message: ADMIN_ACCOUNT_PROTECTED })
      : api.setStatus([record.id], status);

const keysAsText = (keys: readonly (string | number)[]): string[] => keys.map(String);

export interface UserDeclarationOptions {
  /** The system's password rule (pwdReg / pwdMsg, spec 5.2); the default rule when absent. */
  policy?: PasswordPolicy;
  api?: UserAdminApi;
}

export function userDeclaration({
  policy,
  api = userAdminApi,
}: UserDeclarationOptions = {}): ListDeclaration<UserRecord> {
  return {
    resource: userResource,
    title: '用户管理',
    columns: [
      { field: 'username', title: '用户账号', width: 120 },
      { field: 'realname', title: '用户姓名', width: 100 },
      {
        field: 'avatar',
        title: '头像',
        width: 90,
        render: (row) => <AvatarCell path={row.avatar} />,
      },
      { field: 'sex', title: '性别', dictText: true, sortable: true, width: 80 },
      { field: 'birthday', title: '生日', width: 110 },
      { field: 'phone', title: '手机号', width: 120 },
      { field: 'orgCodeTxt', title: '部门', width: 160, ellipsis: true },
      { field: 'status', title: '状态', dictText: true, width: 80 },
      { field: 'createTime', title: '创建时间', sortable: true, width: 180 },
    ],
    search: [
      { kind: 'text', field: 'username', label: '用户账号' },
      { kind: 'text', field: 'realname', label: '用户姓名' },
      { kind: 'dict', field: 'sex', label: '性别', dictCode: SEX_DICT },
      { kind: 'text', field: 'phone', label: '手机号' },
      { kind: 'dict', field: 'status', label: '用户状态', dictCode: USER_STATUS_DICT },
    ],
    form: {
      container: 'drawer',
      initialValues: { activitiSync: '1' },
      // The list row has neither the roles nor the departments (JeecgBoot loadUserRoles/Departs).
      editValues: async (record) => {
        const [roles, departs] = await Promise.all([
          api.userRoleIds(record.id),
          api.userDepartIds(record.id),
        ]);
        return { selectedroles: roles.join(','), selecteddeparts: departs.join(',') };
      },
      fields: [
        {
          kind: 'text',
          field: 'username',
          label: '用户账号',
          required: true,
          readOnlyOnEdit: true,
          // spec 7.4 checkOnlyUser: a taken account fails with 用户账号已存在.
          rules: ({ mode }) =>
            mode === 'create'
              ? [
                  usernamePatternRule,
                  uniquenessRule((value) => api.checkUsername(value), '用户账号'),
                ]
              : [],
        },
        {
          kind: 'password',
          field: 'password',
          label: '登录密码',
          required: true,
          modes: ['create'],
          rules: [{ validator: (_rule, value) => rejectWith(passwordProblem(value, policy)) }],
        },
        {
          kind: 'password',
          field: 'confirmpassword',
          label: '确认密码',
          required: true,
          modes: ['create'],
          dependencies: ['password'],
          rules: ({ valueOf }) => [
            {
              validator: (_rule, value) =>
                rejectWith(confirmationProblem(value, valueOf?.('password'))),
            },
          ],
        },
        { kind: 'text', field: 'realname', label: '用户姓名', required: true },
        {
          kind: 'text',
          field: 'workNo',
          label: '工号',
          required: true,
          rules: uniqueColumnRules('sys_user', 'work_no', '工号'),
        },
        {
          kind: 'widget',
          field: 'post',
          label: '职务',
          widget: () => <PositionPicker multiple placeholder="请选择职务" />,
        },
        { kind: 'widget', field: 'selectedroles', label: '角色分配', widget: () => <RoleSelect /> },
        {
          kind: 'widget',
          field: 'selecteddeparts',
          label: '部门分配',
          widget: () => <DepartPicker multi />,
        },
        {
          kind: 'widget',
          field: 'avatar',
          label: '头像',
          widget: () => <ImageUpload target="sys" bizPath="temp" />,
        },
        { kind: 'date', field: 'birthday', label: '生日' },
        { kind: 'dict', field: 'sex', label: '性别', dictCode: SEX_DICT },
        { kind: 'text', field: 'email', label: '邮箱', rules: emailRules() },
        {
          kind: 'text',
          field: 'phone',
          label: '手机号',
          code: USER_PHONE_FIELD_CODE,
          // spec 5.1 mobile (required, on blur); unique among users (JeecgBoot validatePhone).
          rules: (context) => [
            ...mobileRules({ dialable: true }),
            ...uniqueColumnRules('sys_user', 'phone', '手机号')(context),
          ],
        },
        { kind: 'text', field: 'telephone', label: '座机', rules: [landlineRule()] },
        {
          kind: 'select',
          field: 'activitiSync',
          label: '工作流引擎',
          options: ACTIVITI_SYNC_OPTIONS,
        },
      ],
    },
    exportFileName: '用户信息',
    permissions: USER_PERMISSIONS,
    rowActions: [
      {
        key: 'freeze',
        label: '冻结',
        code: USER_FREEZE_CODE,
        confirm: USER_FREEZE_CONFIRM,
        visible: (record) => record.status === Number(USER_STATUS.normal),
        run: rowStatusAction(api, USER_STATUS.frozen),
      },
      {
        key: 'unfreeze',
        label: '解冻',
        code: USER_FREEZE_CODE,
        confirm: USER_UNFREEZE_CONFIRM,
        visible: (record) => record.status === Number(USER_STATUS.frozen),
        run: rowStatusAction(api, USER_STATUS.normal),
      },
      {
        key: 'password',
        label: '修改密码',
        code: USER_PASSWORD_CODE,
        dialog: (props) => <PasswordChangeDialog {...props} />,
      },
    ],
    toolbarActions: [
      {
        key: 'freeze',
        label: '冻结',
        code: USER_FREEZE_CODE,
        needsSelection: true,
        confirm: USERS_FREEZE_CONFIRM,
        run: (selected) => api.setStatus(keysAsText(selected), USER_STATUS.frozen),
      },
      {
        key: 'unfreeze',
        label: '解冻',
        code: USER_FREEZE_CODE,
        needsSelection: true,
        confirm: USERS_UNFREEZE_CONFIRM,
        run: (selected) => api.setStatus(keysAsText(selected), USER_STATUS.normal),
      },
    ],
  };
}
