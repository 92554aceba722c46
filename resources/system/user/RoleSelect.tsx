import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userAdminApi } from '../../../providers/user-admin-api';
import { MultiSelectTag } from '../../../src/components/MultiSelectTag';
import type { SelectFieldProps } from '../../../src/components/DictSelect';

/**
 * 角色分配 of the user form (JeecgBoot UserModal): several roles of /sys/role/queryall as tags; the
 * value is the comma-joined role ids the server takes as `selectedroles` (jeecg-contracts §2.2).
 */
export function RoleSelect(props: SelectFieldProps) {
  const roles = useQuery({
    queryKey: ['sys-role-queryall'],
    queryFn: () => userAdminApi.allRoles(),
    retry: false,
  });
  const options = useMemo(
    () => (roles.data ?? []).map((role) => ({ value: role.id, text: role.roleName ?? role.id })),
    [roles.data],
  );
  return <MultiSelectTag {...props} options={options} placeholder="请选择角色" />;
}
