/** The identity administration of /sys (issue 34 item 6): users, roles, menus, departments. */
import type { ContractRouter } from '../../http/router';
import { departRoleRoutes } from './departRoles';
import { departRoutes } from './departs';
import { departUserRoutes } from './departUsers';
import { permissionRoutes } from './permissions';
import { roleRoutes } from './roles';
import { userLookupRoutes } from './userLookups';
import { userRoutes } from './users';

export function identityRoutes(router: ContractRouter): void {
  userRoutes(router);
  userLookupRoutes(router);
  departUserRoutes(router);
  roleRoutes(router);
  permissionRoutes(router);
  departRoutes(router);
  departRoleRoutes(router);
}
