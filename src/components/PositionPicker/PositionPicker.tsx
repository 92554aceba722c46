import { useMemo } from 'react';
import { getPositions, listPositions, type PickerPosition } from '../../../providers/picker-api';
import { MODAL_WIDTH } from '../../lib/constants';
import { TablePicker } from '../TablePicker/TablePicker';
import type { TablePickerSource } from '../TablePicker/types';

export interface PositionPickerProps {
  /** Comma-joined position codes, or ids with `returnId`. */
  value?: string;
  onChange?: (value: string) => void;
  /** Store ids instead of codes (JeecgBoot returnId, default false: codes). */
  returnId?: boolean;
  /** Several positions or one (JeecgBoot default: several). */
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  width?: number;
  id?: string;
}

interface PositionFilters {
  name?: string;
}

function positionSource(returnId: boolean): TablePickerSource<PickerPosition, PositionFilters> {
  const field = returnId ? 'id' : 'code';
  return {
    name: '职务',
    queryKey: `positions:${field}`,
    // spec 3 position: name, code, rank (the reply's postRank_dictText).
    columns: [
      { title: '职务名称', dataIndex: 'name' },
      { title: '职务编码', dataIndex: 'code' },
      { title: '职级', dataIndex: 'postRank_dictText' },
    ],
    rowKey: (row) => row.id,
    valueOf: (row) => (returnId ? row.id : (row.code ?? '')),
    labelOf: (row) => row.name ?? '',
    searchLabel: '职务名称',
    searchField: 'name',
    fetchPage: ({ pageNo, pageSize, filters }) =>
      listPositions({ pageNo, pageSize, name: filters.name, column: 'createTime', order: 'desc' }),
    fetchByValues: (values) => getPositions(field, values),
  };
}

/** The position picker (spec 2.10, 9: width 1000, 5 a page) over /sys/position/list. */
export function PositionPicker({
  returnId = false,
  width = MODAL_WIDTH.positionPicker,
  ...rest
}: PositionPickerProps) {
  const source = useMemo(() => positionSource(returnId), [returnId]);
  return <TablePicker source={source} width={width} {...rest} />;
}
