import { readPermissionLists, type PermissionLists } from '../../lib/permissions';
import { storage } from '../../lib/storage';

/**
 * The session's stored button lists, read on every render: they change only at menu load or system
 * switch, and both re-render the shell, so a subscription would buy nothing.
 */
export function usePermissionLists(): PermissionLists {
  return readPermissionLists(storage);
}
