import { departApi } from '../../../providers/depart-api';
import { DEPART_PERMISSIONS } from './declaration';
import { PermissionGrant } from './PermissionGrant';

/**
 * 部门权限 of the selected department (JeecgBoot DepartAuthModal; jeecg-contracts §2.4
 * queryDepartPermission / saveDepartPermission): the role authorisation tree, the department's
 * ids checked.
 */
export function DepartPermissionTab({ departId }: { departId: string }) {
  return (
    <PermissionGrant
      queryKey={['depart', 'grant', departId]}
      load={async () => {
        const [tree, granted] = await Promise.all([
          departApi.permissionTree(),
          departApi.departPermissions(departId),
        ]);
        return { tree, granted };
      }}
      save={(ids) => departApi.saveDepartPermissions({ departId, ...ids })}
      code={DEPART_PERMISSIONS.permission}
    />
  );
}
