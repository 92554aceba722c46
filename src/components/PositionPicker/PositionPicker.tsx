import { useMemo } from 'react';
import {
  getPositions,
  listPositions,
  NEWEST_FIRST,
  type PickerPosition,
} from '../../../providers/picker-api';
import { MODAL_WIDTH } from '../../lib/constants';
import { TablePicker } from '../TablePicker/TablePicker';
import type { PickerInputProps, TablePickerSource } from '../TablePicker/types';

export interface PositionPickerProps extends PickerInputProps {
  /** Store ids instead of position codes (JeecgBoot returnId, default false: codes). */
  returnId?: boolean;
  width?: number;
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
      listPositions({ pageNo, pageSize, name: filters.name, ...NEWEST_FIRST }),
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
