export { Authorized, type AuthorizedProps } from './Authorized';
export { usePermissionLists } from './usePermissionLists';
