export { UserByDepartModal, type UserByDepartModalProps } from './UserByDepartModal';
export { DepartTree, type DepartTreeProps } from './DepartTree';
export { DepartTreeView, type DepartTreeViewProps } from './DepartTreeView';
export { toTreeData } from './toTreeData';
export { useDepartLevels } from './useDepartLevels';
export { useUsersOf } from './useUsersOf';
