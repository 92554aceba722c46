import { Button, type TableColumnsType } from 'antd';
import type { DynColumn, DynRecord } from '../../../providers/dyn-api';
import { cellText, columnLayoutsOf } from '../../../src/lib/dynamic';
import { DictTag } from '../../account/account/DictTag';
import { DYN_TEXTS as TEXTS } from './texts';

/** Dictionary values of a descriptor page carry no colour of their own. */
const NO_COLOURS: Readonly<Record<string, string>> = {};

/**
 * The descriptor's columns (dictionary values through their dictionary, spec 7.3) and, when the
 * user may edit, 编辑 per row.
 */
export function dynColumnsOf(
  columns: readonly DynColumn[],
  onEdit: ((record: DynRecord) => void) | undefined,
): TableColumnsType<DynRecord> {
  const shown: TableColumnsType<DynRecord> = columnLayoutsOf(columns).map((layout) => ({
    key: layout.field,
    title: layout.title,
    dataIndex: ['values', layout.field],
    width: layout.width,
    align: layout.align,
    render: (value: string | null | undefined) =>
      layout.dictCode && value ? (
        <DictTag dictCode={layout.dictCode} value={value} colours={NO_COLOURS} />
      ) : (
        cellText(value)
      ),
  }));
  if (!onEdit) return shown;
  return [
    ...shown,
    {
      key: 'actions',
      title: TEXTS.actions,
      fixed: 'right',
      width: 90,
      render: (_: unknown, record) => (
        <Button type="link" size="small" autoInsertSpace={false} onClick={() => onEdit(record)}>
          {TEXTS.edit}
        </Button>
      ),
    },
  ];
}
