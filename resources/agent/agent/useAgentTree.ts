import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgentFilters } from '../../../providers/agent-api';
import { parentCodes } from '../../../src/lib/agent';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useAgentApi } from '../shared/agentApiContext';

/**
 * The agent tree of the last search (AgentInquiry answers it whole) and which rows are expanded:
 * the level-1 rows start collapsed; 展开全部 / 折叠全部 and each row's icon change that. A failed
 * read is shown once (spec 8.2) and keeps the tree shown before.
 */
export function useAgentTree() {
  const api = useAgentApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<AgentFilters>({});
  const [expanded, setExpanded] = useState<readonly string[]>([]);

  const query = useQuery({
    queryKey: ['cap', 'agent', 'tree', filters],
    queryFn: async () => {
      const roots = await api.agents(filters);
      // A search names agents anywhere in the tree: show them by opening every branch.
      if (Object.keys(filters).length > 0) setExpanded(parentCodes(roots));
      return roots;
    },
    retry: false,
  });
  useFailureOnce(query, feedback.failed);
  const roots = query.data;

  return {
    roots: roots ?? [],
    loading: query.isFetching,
    expanded,
    setExpanded,
    expandAll: () => setExpanded(parentCodes(roots ?? [])),
    collapseAll: () => setExpanded([]),
    search: setFilters,
    refresh: () => void query.refetch(),
  };
}
