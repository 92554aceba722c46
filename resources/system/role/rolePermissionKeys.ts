/** Query keys of the role authorisation calls (one cache entry per role, per menu and role). */
export const rolePermissionKeys = {
  tree: () => ['role-permission', 'tree'] as const,
  granted: (roleId: string) => ['role-permission', 'granted', roleId] as const,
  dataRules: (permissionId: string, roleId: string) =>
    ['role-permission', 'data-rules', permissionId, roleId] as const,
};
