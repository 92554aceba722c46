export { UserByDepartModal, type UserByDepartModalProps } from './UserByDepartModal';
export { DepartTree, type DepartTreeProps } from './DepartTree';
export { toTreeData } from './toTreeData';
export { useDepartLevels } from './useDepartLevels';
export { useUsersOf } from './useUsersOf';
