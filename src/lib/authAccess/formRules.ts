/**
 * The spec 5.1 rules of the group, resource and role forms, as structural antd rules (no React).
 * A menu names its route (/auth/roleList); a button names its action code (role:grant, spec 6:
 * comma separated when one button answers several).
 */
import {
  lengthRules,
  predicateRule,
  requiredRules,
  selectRules,
  type FieldRule,
} from '../validators';

const ROUTE = /^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_:-]+)*$/;
const ACTION = /^[a-z][A-Za-z0-9_]*(:[A-Za-z0-9_]+)+$/;
const ROLE_CODE = /^[a-z][a-z0-9_]{1,29}$/;

export const isRoutePath = (text: string): boolean => ROUTE.test(text.trim());

/** One code, or several comma separated (spec 3 permission item action). */
export const isActionCode = (text: string): boolean =>
  text.split(',').every((code) => ACTION.test(code.trim()));

export const isRoleCode = (text: string): boolean => ROLE_CODE.test(text.trim());

export const AUTH_RULE_TEXTS = {
  routeInvalid: '请输入以 / 开头的路由地址，如 /auth/roleList',
  actionInvalid: '权限编码格式为 模块:操作，如 role:grant，多个以英文逗号分隔',
  roleCodeInvalid: '角色编码以小写字母开头，由小写字母、数字和下划线组成，2至30位',
} as const;

export const GROUP_RULES = {
  groupName: requiredRules('用户组名称', { max: 30 }),
  groupType: selectRules('用户组类型'),
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;

export const RESOURCE_RULES = {
  resourceName: requiredRules('资源名称', { max: 30 }),
  resourceType: selectRules('资源类型'),
  path: [
    ...requiredRules('路由地址', { max: 100 }),
    predicateRule(isRoutePath, AUTH_RULE_TEXTS.routeInvalid),
  ],
  action: [
    ...requiredRules('权限编码', { max: 100 }),
    predicateRule(isActionCode, AUTH_RULE_TEXTS.actionInvalid),
  ],
} satisfies Record<string, FieldRule[]>;

export const ROLE_RULES = {
  roleCode: [
    ...requiredRules('角色编码'),
    predicateRule(isRoleCode, AUTH_RULE_TEXTS.roleCodeInvalid),
  ],
  roleName: requiredRules('角色名称', { max: 30 }),
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;
