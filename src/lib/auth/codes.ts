/**
 * The code sets of 公司管理 systems, entities and tenants (issue 19 A; dictionary values, strings).
 * Labels come from the dictionaries at run time; the rules here branch on the codes only.
 */
import { isCode } from '../customer/codes';

export { isCode };

type CodeOf<T> = T[keyof T];

/** The dictionary codes themselves, for the pages' tags and selects. */
export const AUTH_DICT = {
  /** 1 启用, 0 停用: systems, entities and tenants alike */
  status: 'auth_sys_status',
  /** self 自营机构, partner 合作机构, agent 代理机构 */
  orgType: 'auth_org_type',
  /** sysInfo.sysTheme: light 亮色, dark 暗色 */
  sysTheme: 'auth_sys_theme',
} as const;

export const AUTH_STATUS = { enabled: '1', disabled: '0' } as const;
export type AuthStatusCode = CodeOf<typeof AUTH_STATUS>;

export const ORG_TYPE = { self: 'self', partner: 'partner', agent: 'agent' } as const;
export type OrgTypeCode = CodeOf<typeof ORG_TYPE>;

export const SYS_THEME = { light: 'light', dark: 'dark' } as const;

/** The button codes of spec 6 (both auth lists of the mock). */
export const AUTH_ADMIN_BUTTON = {
  systemAdd: 'authSystem:add',
  systemEdit: 'authSystem:edit',
  entityAdd: 'authEntity:add',
  entityEdit: 'authEntity:edit',
  entityStatus: 'authEntity:status',
  tenantAdd: 'authTenant:add',
  tenantEdit: 'authTenant:edit',
} as const;

/** The status an entity's 启用 / 停用 sets, with its label; undefined for an unknown status. */
export function entityStatusChange(
  status: string,
): { target: AuthStatusCode; label: '启用' | '停用' } | undefined {
  if (status === AUTH_STATUS.enabled) return { target: AUTH_STATUS.disabled, label: '停用' };
  if (status === AUTH_STATUS.disabled) return { target: AUTH_STATUS.enabled, label: '启用' };
  return undefined;
}
