/**
 * The code sets of 用户组、资源与角色 (issue 19 B; dictionary values, strings). Labels come from
 * the dictionaries at run time; the pure rules here branch on the codes only.
 */

type CodeOf<T> = T[keyof T];

/** The dictionary codes themselves, for the pages' tags and selects. */
export const AUTH_DICT = {
  groupType: 'auth_group_type',
  resourceType: 'auth_resource_type',
  resourceStatus: 'auth_resource_status',
} as const;

/** auth_resource_type (spec 3 permission item type): 1 菜单, 2 按钮 */
export const RESOURCE_TYPE = { menu: '1', button: '2' } as const;
export type ResourceType = CodeOf<typeof RESOURCE_TYPE>;

/** auth_resource_status (spec 3 permission item status): 0 停用, 1 启用 */
export const RESOURCE_STATUS = { disabled: '0', enabled: '1' } as const;
export type ResourceStatus = CodeOf<typeof RESOURCE_STATUS>;

/** The button codes of spec 6 (both auth lists of the mock). */
export const AUTH_BUTTON = {
  groupAdd: 'authgroup:add',
  groupEdit: 'authgroup:edit',
  resourceAdd: 'authres:add',
  resourceEdit: 'authres:edit',
  resourceStatus: 'authres:status',
  resourceSort: 'authres:sort',
  roleAdd: 'authrole:add',
  roleEdit: 'authrole:edit',
  roleGrant: 'authrole:grant',
} as const;
export type AuthButton = CodeOf<typeof AUTH_BUTTON>;
