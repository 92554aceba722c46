import { usePermissionLists } from '../../src/components/Authorized';
import { isActionAllowed } from '../../src/lib/permissions';

/**
 * The spec 6 show/hide rule of `<Authorized>` as a predicate, for lists of links that must drop
 * hidden entries before laying them out (no dangling separators). No code: shown to everyone.
 */
export function useAllowed(): (code: string | undefined) => boolean {
  const lists = usePermissionLists();
  return (code) => code === undefined || isActionAllowed(code, lists);
}
