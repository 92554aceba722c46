export { PermissionTree, type PermissionTreeProps } from './PermissionTree';
