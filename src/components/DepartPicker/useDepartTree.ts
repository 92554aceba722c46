import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryDepartTree } from '../../../providers/picker-api';
import { toDepartNodes } from '../../lib/pickers/departTree';
import { pickerQueryKeys } from '../TablePicker/pickerQueryKeys';
import { useFailureWarning } from '../TablePicker/useFailureWarning';

/** The whole department tree (spec 7.4 queryTreeList): the picker's tree and its value's names. */
export function useDepartTree(enabled = true) {
  const query = useQuery({
    queryKey: pickerQueryKeys.departTree(),
    queryFn: queryDepartTree,
    enabled,
    retry: false,
  });
  useFailureWarning(query.error);
  const nodes = useMemo(() => toDepartNodes(query.data), [query.data]);
  return { nodes, loading: query.isLoading };
}
