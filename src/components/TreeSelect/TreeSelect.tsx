import { useCallback } from 'react';
import { loadDictTexts, loadTreeLevel } from '../../../providers/dict-api';
import { TREE_CONDITION_INVALID } from '../../lib/messages';
import { LazyTreeSelect } from './LazyTreeSelect';
import { isValidTreeCondition } from './treeNodes';
import type { SelectFieldProps } from '../DictSelect';

export interface TreeSelectProps extends SelectFieldProps {
  /** Table, text column and value column of the tree (spec 7.3 loadTreeData). */
  tableName: string;
  text: string;
  code: string;
  /** Parent column (default pid) and the parent value of the root level (default ''). */
  pidField?: string;
  pidValue?: string;
  hasChildField?: string;
  /** JSON object text with extra equality filters (spec 5.4). */
  condition?: string;
  converIsLeafVal?: number;
  multiple?: boolean;
}

/**
 * Generic tree select (JTreeSelect) over any table: each level is loaded with loadTreeData when
 * its parent is first expanded; stored values show their texts via loadDictItem.
 */
export function TreeSelect({
  tableName,
  text,
  code,
  pidField = 'pid',
  pidValue = '',
  hasChildField,
  condition,
  converIsLeafVal,
  ...select
}: TreeSelectProps) {
  const loadChildren = useCallback(
    (pid: string) =>
      loadTreeLevel({
        pid,
        tableName,
        text,
        code,
        pidField,
        hasChildField,
        condition,
        converIsLeafVal,
      }),
    [tableName, text, code, pidField, hasChildField, condition, converIsLeafVal],
  );
  const loadRoots = useCallback(() => loadChildren(pidValue), [loadChildren, pidValue]);
  const resolveLabels = useCallback(
    (keys: string[]) => loadDictTexts(`${tableName},${text},${code}`, keys),
    [tableName, text, code],
  );
  return (
    <LazyTreeSelect
      {...select}
      loadRoots={loadRoots}
      loadChildren={loadChildren}
      resolveLabels={resolveLabels}
      configError={isValidTreeCondition(condition) ? undefined : TREE_CONDITION_INVALID}
    />
  );
}
