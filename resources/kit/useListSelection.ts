import type { BaseKey } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { labelledRowSelection } from '../../src/components/tableSelection/labelledRowSelection';

type RowSelection<T> = NonNullable<TableProps<T>['rowSelection']>;

/**
 * The selected rows of a list, kept across pages (spec 7.5: 已选择 N 项, batch delete and export
 * of the selection). `rowSelection` is the table's, with every checkbox named.
 */
export function useListSelection<T>() {
  const [selected, setSelected] = useState<readonly BaseKey[]>([]);
  const clear = () => setSelected([]);

  const rowSelection = (renderCell?: RowSelection<T>['renderCell']): RowSelection<T> =>
    labelledRowSelection<T>({
      selectedRowKeys: [...selected],
      preserveSelectedRowKeys: true,
      ...(renderCell ? { renderCell } : {}),
      onChange: (keys) =>
        setSelected(keys.filter((key): key is BaseKey => typeof key !== 'bigint')),
    });

  return { selected, clear, rowSelection };
}
