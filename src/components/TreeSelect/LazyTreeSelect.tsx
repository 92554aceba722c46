import { TreeSelect as AntTreeSelect, Typography } from 'antd';
import type { TreeSelectNode } from '../../../providers/dict-api';
import { TREE_DROPDOWN_MAX_HEIGHT } from '../../lib/constants';
import { joinValues, splitValues } from '../DictSelect/dictValues';
import type { SelectFieldProps } from '../DictSelect/selectFieldProps';
import { useKeyLabels } from './useKeyLabels';
import { useLazyTree } from './useLazyTree';

/** The loaders must be stable (module level or useCallback): other loaders reload the tree. */
export interface LazyTreeSelectProps extends SelectFieldProps {
  loadRoots: () => Promise<TreeSelectNode[]>;
  loadChildren: (parentKey: string) => Promise<TreeSelectNode[]>;
  /** Texts of stored keys, in key order. */
  resolveLabels: (keys: string[]) => Promise<string[]>;
  /** A configuration error shown instead of loading anything (spec 5.4). */
  configError?: string;
  multiple?: boolean;
}

interface Labeled {
  value: string | number;
  label?: unknown;
}

const asList = (next: Labeled | Labeled[] | null | undefined): Labeled[] =>
  Array.isArray(next) ? next : next ? [next] : [];

// spec 9: tree dropdown max height 400.
const POPUP_STYLES = {
  popup: { root: { maxHeight: TREE_DROPDOWN_MAX_HEIGHT, overflow: 'auto' } },
} as const;

/**
 * A tree select that loads one level at a time; the value is the selected keys joined by commas,
 * shown with their labels (looked up when they were set from outside).
 */
export function LazyTreeSelect({
  loadRoots,
  loadChildren,
  resolveLabels,
  configError,
  multiple = false,
  value,
  onChange,
  placeholder = '请选择',
  disabled,
  id,
  style,
}: LazyTreeSelectProps) {
  const tree = useLazyTree({ loadRoots, loadChildren }, !configError);
  const keys = configError ? [] : splitValues(value);
  const { labelOf, remember } = useKeyLabels(keys, resolveLabels);
  const labeled = keys.map((key) => ({ value: key, label: labelOf(key) ?? key }));

  return (
    <>
      <AntTreeSelect
        id={id}
        style={{ width: '100%', ...style }}
        disabled={disabled || Boolean(configError)}
        status={configError ? 'error' : undefined}
        allowClear
        showSearch
        treeNodeFilterProp="title"
        labelInValue
        multiple={multiple}
        placeholder={placeholder}
        loading={tree.loading}
        treeData={tree.options}
        loadData={tree.loadData}
        listHeight={TREE_DROPDOWN_MAX_HEIGHT}
        styles={POPUP_STYLES}
        value={multiple ? labeled : labeled[0]}
        onChange={(next: Labeled | Labeled[] | null | undefined) => {
          const picked = asList(next).map((entry) => ({
            key: String(entry.value),
            label: String(entry.label ?? entry.value),
          }));
          remember(picked);
          onChange?.(joinValues(picked.map((entry) => entry.key)));
        }}
      />
      {configError ? (
        <Typography.Text type="danger" role="alert">
          {configError}
        </Typography.Text>
      ) : null}
    </>
  );
}
