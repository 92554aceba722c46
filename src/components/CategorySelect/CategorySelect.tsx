import { useCallback } from 'react';
import {
  loadCategoryChildren,
  loadCategoryLevel,
  loadCategoryNames,
  loadCategoryRoots,
} from '../../../providers/dict-api';
import { TREE_CONDITION_INVALID } from '../../lib/messages';
import type { SelectFieldProps } from '../DictSelect';
import { isValidTreeCondition, LazyTreeSelect } from '../TreeSelect';

export interface CategorySelectProps extends SelectFieldProps {
  /** Code of the category whose children are the roots; '' for the top level. */
  pcode?: string;
  /** false loads the whole subtree at once (loadTreeRoot async=false). */
  async?: boolean;
  /** JSON object text filtering the categories (spec 5.4); loads through loadTreeData. */
  condition?: string;
  multiple?: boolean;
}

/**
 * Category tree select (JCategorySelect, spec 2.10, 7.3): roots under `pcode`, children on
 * expansion, stored ids shown by name; a refused root load shows the server message (spec 8.4).
 */
export function CategorySelect({
  pcode = '',
  async = true,
  condition,
  ...select
}: CategorySelectProps) {
  const loadRoots = useCallback(
    () => (condition ? loadCategoryLevel({ pcode, condition }) : loadCategoryRoots(pcode, async)),
    [pcode, async, condition],
  );
  const loadChildren = useCallback(
    (pid: string) =>
      condition ? loadCategoryLevel({ pid, condition }) : loadCategoryChildren(pid),
    [condition],
  );
  return (
    <LazyTreeSelect
      {...select}
      loadRoots={loadRoots}
      loadChildren={loadChildren}
      resolveLabels={loadCategoryNames}
      configError={isValidTreeCondition(condition) ? undefined : TREE_CONDITION_INVALID}
    />
  );
}
