import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queryDepartLevel } from '../../../providers/picker-api';
import { toDepartNodes, withChildren, type DepartNode } from '../../lib/pickers/departTree';
import { pickerQueryKeys } from '../TablePicker/pickerQueryKeys';
import { useFailureReporter, useFailureWarning } from '../TablePicker/useFailureWarning';

/**
 * The department tree one level at a time (spec 7.4 queryDepartTreeSync, as JeecgBoot loads it):
 * the children of `pid` (the roots without one) first, a level more each time a node opens.
 */
export function useDepartLevels(pid: string | undefined, enabled = true) {
  const queryClient = useQueryClient();
  const reportFailure = useFailureReporter();
  const roots = useQuery({
    queryKey: pickerQueryKeys.departLevel(pid),
    queryFn: () => queryDepartLevel(pid),
    enabled,
    retry: false,
  });
  useFailureWarning(roots.error);
  // Levels loaded so far, in load order (a parent always before its children).
  const [levels, setLevels] = useState<[string, DepartNode[]][]>([]);
  const nodes = useMemo(
    () =>
      levels.reduce(
        (tree, [key, children]) => withChildren(tree, key, children),
        toDepartNodes(roots.data),
      ),
    [roots.data, levels],
  );

  /** Loads the children of `key` once; a failure is shown and leaves the node closed and empty. */
  const loadChildren = async (key: string) => {
    try {
      const level = await queryClient.fetchQuery({
        queryKey: pickerQueryKeys.departLevel(key),
        queryFn: () => queryDepartLevel(key),
        retry: false,
      });
      setLevels((current) => [...current, [key, toDepartNodes(level)]]);
    } catch (error) {
      reportFailure(error);
    }
  };

  return { nodes, loading: roots.isLoading, loadChildren };
}
