import { Drawer } from 'antd';
import { departApi } from '../../../providers/depart-api';
import { DEPART_PERMISSIONS } from './declaration';
import { PermissionGrant } from './PermissionGrant';

export interface DeptRoleGrantDrawerProps {
  roleId: string;
  departId: string;
  onClose: () => void;
}

/**
 * 授权 of a department role (JeecgBoot DeptRoleAuthModal, spec 7.4 sysDepartPermission): what
 * the department itself may grant, with the role's ids checked.
 */
export function DeptRoleGrantDrawer({ roleId, departId, onClose }: DeptRoleGrantDrawerProps) {
  return (
    <Drawer open title="部门角色权限配置" width={650} onClose={onClose}>
      <PermissionGrant
        queryKey={['depart', 'roleGrant', departId, roleId]}
        load={async () => {
          const [tree, granted] = await Promise.all([
            departApi.deptRolePermissionTree(departId),
            departApi.deptRolePermissions(roleId),
          ]);
          return { tree, granted };
        }}
        save={(ids) => departApi.saveDeptRolePermissions({ roleId, ...ids })}
        code={DEPART_PERMISSIONS.role}
      />
    </Drawer>
  );
}
