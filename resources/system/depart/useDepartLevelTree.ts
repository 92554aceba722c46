import { keys } from '@refinedev/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { DepartTreeRecord } from '../../../providers/depart-api';
import { queryDepartLevel } from '../../../providers/picker-api';
import type { Feedback } from '../../kit/useFeedback';
import { withLevel } from './departTree';
import { warnFailure } from './failures';

/**
 * The level of `pid` (the roots without one), keyed as a list of the `depart` resource so that
 * every add, edit and delete, which Refine follows by invalidating that resource's lists, reads
 * the opened levels again.
 */
const levelKey = (pid: string | undefined) =>
  keys()
    .data('default')
    .resource('depart')
    .action('list')
    .params({ pid: pid ?? null })
    .get();

const readLevel = (pid: string | undefined) => ({
  queryKey: levelKey(pid),
  queryFn: () => queryDepartLevel(pid),
  retry: false,
});

// Shared structurally by TanStack Query: the same array while no level changed.
const levelData = (results: readonly { data?: DepartTreeRecord[] }[]) =>
  results.map((result) => result.data ?? []);

/**
 * The department tree one level at a time (JeecgBoot DepartListSync; jeecg-contracts §2.5
 * queryDepartTreeSync): the roots first, a department's children when it is first opened.
 * `enabled` false reads nothing (the page then shows the whole tree).
 */
export function useDepartLevelTree(enabled: boolean, feedback: Feedback) {
  const queryClient = useQueryClient();
  // The departments opened so far, in load order: a parent always before its children.
  const [parents, setParents] = useState<string[]>([]);
  const roots = useQuery({ ...readLevel(undefined), enabled });
  const levels = useQueries({
    queries: parents.map((pid) => ({ ...readLevel(pid), enabled })),
    combine: levelData,
  });

  const records = useMemo(
    () =>
      parents.reduce(
        (tree, pid, index) => withLevel(tree, pid, levels[index] ?? []),
        roots.data ?? [],
      ),
    [parents, levels, roots.data],
  );

  /** Reads a department's children once; a failure is told and leaves it opened and empty. */
  const loadChildren = useCallback(
    async (pid: string) => {
      try {
        await queryClient.fetchQuery(readLevel(pid));
        setParents((current) => (current.includes(pid) ? current : [...current, pid]));
      } catch (error) {
        warnFailure(feedback, error);
      }
    },
    [queryClient, feedback],
  );

  return { records, roots, loadChildren };
}
