import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuthResource, AuthResourceFilters } from '../../../providers/auth-access-api';
import { flattenResources, RESOURCE_TYPE } from '../../../src/lib/authAccess';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useAuthAccessApi } from '../accessShared/authAccessContext';

const menuIds = (roots: readonly AuthResource[]): string[] =>
  flattenResources(roots)
    .filter((node) => node.resourceType === RESOURCE_TYPE.menu && node.children.length > 0)
    .map((node) => node.resourceId);

/**
 * The resource tree of the last search (ResourceInquiry answers it whole), every menu open as it
 * loads; 展开全部 / 折叠全部 and each row's icon change that. A failed read is shown once (spec
 * 8.2) and keeps the tree shown before.
 */
export function useResourceTree() {
  const api = useAuthAccessApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<AuthResourceFilters>({});
  const [expanded, setExpanded] = useState<readonly string[]>([]);

  const query = useQuery({
    queryKey: ['cap', 'authResource', 'tree', filters],
    queryFn: async () => {
      const roots = await api.resources(filters);
      setExpanded((open) => [...new Set([...open, ...menuIds(roots)])]);
      return roots;
    },
    retry: false,
  });
  useFailureOnce(query, feedback.failed);
  const roots = query.data ?? [];

  return {
    roots,
    loading: query.isFetching,
    expanded,
    setExpanded,
    expandAll: () => setExpanded(menuIds(roots)),
    collapseAll: () => setExpanded([]),
    search: setFilters,
    refresh: () => void query.refetch(),
  };
}
