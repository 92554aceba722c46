/**
 * The names behind sel_user and sel_depart cell values (usernames, department ids), as JeecgBoot's
 * grid shows them. Cells share the pickers' own lookups and caches: users by username through
 * getMultiUser, one entry per value so a scrolled-in window asks only for names not yet known, its
 * cells' values gathered into one request; departments from the one cached department tree.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  getMultiUser,
  queryDepartTree,
  type DepartTreeRecord,
  type PickerUser,
} from '../../../providers/picker-api';
import { createBatchedLookup } from '../../lib/batchedLookup';
import { flattenDeparts, toDepartNodes } from '../../lib/pickers/departTree';
import { pickerQueryKeys } from '../TablePicker/pickerQueryKeys';
import { useFailureWarning } from '../TablePicker/useFailureWarning';

/** Rows scroll in and out all the time; names are kept rather than asked again on each mount. */
const NAME_STALE_MS = 5 * 60_000;

const userByUsername = createBatchedLookup<PickerUser>({
  fetchMany: (values) => getMultiUser('username', values),
  keyOf: (user) => String(user.username),
});

/** The user pickers' cache entry of one username (usersLookup's key and reply shape). */
const userLookup = (username: string) => ({
  queryKey: pickerQueryKeys.users('username', [username]),
  queryFn: async (): Promise<PickerUser[]> => {
    const user = await userByUsername(username);
    return user ? [user] : [];
  },
  staleTime: NAME_STALE_MS,
  retry: false,
});

/** Each username's real name, in value order; an unknown or failed one shows itself. */
export function useUserNames(usernames: readonly string[]): string[] {
  const results = useQueries({ queries: usernames.map(userLookup) });
  useFailureWarning(results.find((result) => result.error)?.error);
  return usernames.map((username, index) => {
    const user = results[index]?.data?.[0];
    return user?.realname || username;
  });
}

// One name map per fetched tree, however many cells read it.
const namesOfTree = new WeakMap<readonly DepartTreeRecord[], ReadonlyMap<string, string>>();

function departNames(records: readonly DepartTreeRecord[]): ReadonlyMap<string, string> {
  let names = namesOfTree.get(records);
  if (!names) {
    names = new Map(flattenDeparts(toDepartNodes(records)).map((node) => [node.key, node.title]));
    namesOfTree.set(records, names);
  }
  return names;
}

/** Each department id's name, in value order; an unknown id shows itself. */
export function useDepartNames(ids: readonly string[]): string[] {
  const tree = useQuery({
    queryKey: pickerQueryKeys.departTree(),
    queryFn: queryDepartTree,
    enabled: ids.length > 0,
    staleTime: NAME_STALE_MS,
    retry: false,
  });
  useFailureWarning(tree.error);
  const names = tree.data ? departNames(tree.data) : undefined;
  return ids.map((id) => names?.get(id) || id);
}
