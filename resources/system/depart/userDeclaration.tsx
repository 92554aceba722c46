/**
 * 部门用户 of one department (JeecgBoot DeptUserInfo; jeecg-contracts §2.2 depart membership): a
 * read-only kit list of the users linked to it (depId), 添加已有用户 and 取消关联, one or several.
 */
import type { DepartOutcome } from '../../../providers/depart-api';
import { departApi } from '../../../providers/depart-api';
import type { components } from '../../../src/api/generated/sys';
import {
  UNLINK_USER_CONFIRM,
  UNLINK_USERS_CONFIRM,
  USERS_UNLINKED,
} from '../../../src/lib/messages';
import type { ActionOutcome, ListDeclaration } from '../../kit';
import { DEPART_PERMISSIONS, type DepartRecord } from './declaration';
import { LinkUsersDialog } from './LinkUsersDialog';
import { departUserResource } from './parts';

export type DepartUserRecord = components['schemas']['SysUserRecord'];

const USER_CODE = DEPART_PERMISSIONS.user;

/** JeecgBoot says the same thing for one unlinked user or several, whatever the server sends. */
const unlinked = async (call: Promise<DepartOutcome>): Promise<ActionOutcome> => {
  const outcome = await call;
  return outcome.ok ? { ok: true, message: USERS_UNLINKED } : outcome;
};

export function departUserDeclaration(depart: DepartRecord): ListDeclaration<DepartUserRecord> {
  return {
    resource: departUserResource,
    title: '部门用户',
    columns: [
      { field: 'username', title: '用户账号' },
      { field: 'realname', title: '用户名称' },
      { field: 'sex', title: '性别', dictText: true },
      { field: 'phone', title: '电话' },
    ],
    // The server matches the account with LIKE itself: the text goes as typed.
    search: [{ kind: 'text', field: 'username', label: '用户账号', operator: 'eq' }],
    permanentFilters: [{ field: 'depId', operator: 'eq', value: depart.id }],
    show: false,
    rowActions: [
      {
        key: 'unlink',
        label: '取消关联',
        code: USER_CODE,
        confirm: UNLINK_USER_CONFIRM,
        run: (record) => unlinked(departApi.unlinkUser(depart.id, record.id)),
      },
    ],
    toolbarActions: [
      {
        key: 'link',
        label: '添加已有用户',
        code: USER_CODE,
        dialog: ({ onClose, onDone }) => (
          <LinkUsersDialog departId={depart.id} onClose={onClose} onDone={onDone} />
        ),
      },
      {
        key: 'unlinkSelected',
        label: '批量取消关联',
        code: USER_CODE,
        needsSelection: true,
        confirm: UNLINK_USERS_CONFIRM,
        run: (selected) => unlinked(departApi.unlinkUsers(depart.id, selected.map(String))),
      },
    ],
  };
}
