/**
 * 菜单管理 (spec 2.7 permissions and data rules, 6, 7.4; jeecg-contracts §2.4, §3 SysPermission):
 * the whole menu tree without paging, 添加下级, a form whose fields follow the menu type (JeecgBoot
 * PermissionModal) and each menu's 数据规则.
 */
import { Radio } from 'antd';
import type { components } from '../../../src/api/generated/sys';
import { uniqueColumnRules, type FormFieldDecl, type ListDeclaration } from '../../kit';
import { BooleanSwitch } from './BooleanSwitch';
import { DataRuleDrawer } from './DataRuleDrawer';
import { MenuTreeSelect } from './MenuTreeSelect';
import { permissionResource } from './resource';

export type PermissionRecord = components['schemas']['SysPermissionTree'];

/** menuType (CommonConstant MENU_TYPE_0/1/2; dictionary menu_type). */
export const MENU_TYPE = { top: 0, sub: 1, button: 2 } as const;

export const MENU_TYPE_OPTIONS = [
  { value: MENU_TYPE.top, label: '一级菜单' },
  { value: MENU_TYPE.sub, label: '子菜单' },
  { value: MENU_TYPE.button, label: '按钮/权限' },
] as const;

/** permsType: how an unauthorised button behaves (spec 6, dictionary global_perms_type). */
export const PERMS_TYPE_OPTIONS = [
  { value: '1', label: '可见/可访问(授权后可见)' },
  { value: '2', label: '可编辑(未授权时禁用)' },
] as const;

export const STATUS_OPTIONS = [
  { value: '1', label: '有效' },
  { value: '0', label: '无效' },
] as const;

/** Button codes (spec 6), as the menu example grants them. */
export const PERMISSION_PERMISSIONS = {
  add: 'permission:add',
  edit: 'permission:edit',
  delete: 'permission:delete',
  batchDelete: 'permission:batch_delete',
} as const;
export const DATA_RULE_CODE = 'permission:datarule';

const menuTypeLabel = (menuType: number | null | undefined): string =>
  MENU_TYPE_OPTIONS.find((option) => option.value === menuType)?.label ?? '';

const typeOf = (values: Readonly<Record<string, unknown>>): unknown => values.menuType;
const isButton = (values: Readonly<Record<string, unknown>>) => typeOf(values) === MENU_TYPE.button;
const isMenu = (values: Readonly<Record<string, unknown>>) => !isButton(values);

/** A switch of the menu's route flags, shown for menus only. */
const menuSwitch = (
  field: string,
  label: string,
  labels?: readonly [string, string],
): FormFieldDecl => ({
  kind: 'widget',
  field,
  label,
  visibleWhen: isMenu,
  widget: () => <BooleanSwitch labels={labels} />,
});

/** JeecgBoot PermissionModal: which fields a menu, a sub-menu and a button have. */
export const PERMISSION_FORM_FIELDS: readonly FormFieldDecl[] = [
  {
    kind: 'widget',
    field: 'menuType',
    label: '菜单类型',
    required: true,
    widget: () => <Radio.Group options={[...MENU_TYPE_OPTIONS]} />,
  },
  { kind: 'text', field: 'name', label: '菜单名称', required: true },
  {
    kind: 'widget',
    field: 'parentId',
    label: '上级菜单',
    required: true,
    visibleWhen: (values) => typeOf(values) !== MENU_TYPE.top,
    widget: () => <MenuTreeSelect />,
  },
  { kind: 'text', field: 'url', label: '菜单路径', required: true, visibleWhen: isMenu },
  { kind: 'text', field: 'component', label: '前端组件', required: true, visibleWhen: isMenu },
  { kind: 'text', field: 'componentName', label: '组件名称', visibleWhen: isMenu },
  {
    kind: 'text',
    field: 'redirect',
    label: '默认跳转地址',
    visibleWhen: (values) => typeOf(values) === MENU_TYPE.top,
  },
  {
    kind: 'text',
    field: 'perms',
    label: '授权标识',
    visibleWhen: isButton,
    // A code names one button only (JeecgBoot checks sys_permission.perms).
    rules: uniqueColumnRules('sys_permission', 'perms', '授权标识'),
  },
  {
    kind: 'widget',
    field: 'permsType',
    label: '授权策略',
    visibleWhen: isButton,
    widget: () => <Radio.Group options={[...PERMS_TYPE_OPTIONS]} />,
  },
  {
    kind: 'widget',
    field: 'status',
    label: '状态',
    visibleWhen: isButton,
    widget: () => <Radio.Group options={[...STATUS_OPTIONS]} />,
  },
  { kind: 'text', field: 'icon', label: '菜单图标', visibleWhen: isMenu },
  { kind: 'number', field: 'sortNo', label: '排序' },
  menuSwitch('route', '是否路由菜单'),
  menuSwitch('hidden', '隐藏路由'),
  menuSwitch('keepAlive', '是否缓存路由'),
  menuSwitch('alwaysShow', '聚合路由'),
  menuSwitch('internalOrExternal', '打开方式', ['外部', '内部']),
];

export const permissionDeclaration: ListDeclaration<PermissionRecord> = {
  resource: permissionResource,
  title: '菜单管理',
  columns: [
    { field: 'name', title: '菜单名称', align: 'left' },
    { field: 'menuType', title: '菜单类型', render: (record) => menuTypeLabel(record.menuType) },
    { field: 'icon', title: 'icon' },
    { field: 'component', title: '组件', ellipsis: true },
    { field: 'url', title: '路径', ellipsis: true },
    { field: 'sortNo', title: '排序', width: 80 },
  ],
  // The list matches the name with its own LIKE: the value goes as typed.
  search: [{ kind: 'text', field: 'name', label: '菜单名称', operator: 'eq' }],
  form: {
    container: 'drawer',
    width: 700,
    fields: PERMISSION_FORM_FIELDS,
    // JeecgBoot PermissionModal's defaults for a new entry.
    initialValues: {
      menuType: MENU_TYPE.top,
      component: 'layouts/RouteView',
      route: true,
      sortNo: 1,
      permsType: '1',
      status: '1',
    },
  },
  show: false,
  permissions: PERMISSION_PERMISSIONS,
  tree: {
    // A child starts as a sub-menu under the row (JeecgBoot handleAddSub).
    addChild: {
      parentField: 'parentId',
      values: () => ({ menuType: MENU_TYPE.sub, component: undefined }),
      visible: (record) => record.menuType !== MENU_TYPE.button,
    },
  },
  rowActions: [
    {
      key: 'dataRule',
      label: '数据规则',
      code: DATA_RULE_CODE,
      visible: (record) => record.menuType !== MENU_TYPE.button,
      dialog: ({ record, onClose }) => (
        <DataRuleDrawer
          permissionId={record.id}
          menuName={record.name ?? ''}
          code={DATA_RULE_CODE}
          onClose={onClose}
        />
      ),
    },
  ],
};
