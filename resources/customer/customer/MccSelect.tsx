import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import type { MccNode } from '../../../providers/customer-api';
import type { SelectFieldProps } from '../../../src/components/DictSelect';
import { useCustomerApi } from './customerApiContext';
import { CUSTOMER_PAGE_TEXTS } from './texts';

interface MccOption {
  value: string;
  title: string;
  selectable: boolean;
  children?: MccOption[];
}

/** Groups open and close; only an MCC code (a leaf) is a customer's industry. */
export function mccOptions(nodes: readonly MccNode[]): MccOption[] {
  return nodes.map(({ mccCode, mccName, children }) =>
    children?.length
      ? { value: mccCode, title: mccName, selectable: false, children: mccOptions(children) }
      : { value: mccCode, title: `${mccCode} ${mccName}`, selectable: true },
  );
}

/**
 * 所属行业 (issue 16 page 1): the MCC tree of CusMccInquiry, read once per session, searchable by
 * code or name. A failed read says so in the drop-down and is read again when it next opens.
 */
export function MccSelect({
  value,
  onChange,
  placeholder = '请选择所属行业',
  disabled,
  id,
}: SelectFieldProps) {
  const api = useCustomerApi();
  const tree = useQuery({
    queryKey: ['cap', 'customer', 'mccTree'],
    queryFn: () => api.mccTree(),
    staleTime: Infinity,
    retry: false,
  });
  const failure = tree.error instanceof Error ? tree.error.message : undefined;
  return (
    <TreeSelect
      id={id}
      showSearch
      allowClear
      treeNodeFilterProp="title"
      value={value ?? undefined}
      treeData={mccOptions(tree.data ?? [])}
      loading={tree.isFetching}
      placeholder={placeholder}
      disabled={disabled}
      notFoundContent={failure ? `${CUSTOMER_PAGE_TEXTS.mccLoadFailed}：${failure}` : undefined}
      onOpenChange={(open) => {
        if (open && tree.isError) void tree.refetch();
      }}
      onChange={(next: string | undefined) => onChange?.(next)}
    />
  );
}
