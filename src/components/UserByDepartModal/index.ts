export { UserByDepartModal, type UserByDepartModalProps } from './UserByDepartModal';
export { DepartLevelTree, type DepartLevelTreeProps } from './DepartLevelTree';
export { toTreeData } from './toTreeData';
export { useDepartLevels } from './useDepartLevels';
export { useUsersOf } from './useUsersOf';
