/** How a cell reads when it is not edited: option texts, dates, checkboxes, custom views. */
import { Checkbox } from 'antd';
import dayjs from 'dayjs';
import type { GridRow } from '../../lib/grid/rowState';
import {
  checkboxValues,
  DATE_FORMAT,
  DATETIME_FORMAT,
  TIME_FORMAT,
  useColumnOptions,
} from './editors/basic';
import { cellViews } from './editors';
import type { GridColumn, GridOption } from './types';

const textOf = (value: unknown): string =>
  value == null ? '' : Array.isArray(value) ? value.join(',') : String(value);

const DATE_FORMATS: Readonly<Record<string, string>> = {
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
  time: TIME_FORMAT,
};

/** Dates given as timestamps read in the column's format; date strings as they are. */
function viewText(column: GridColumn, value: unknown): string {
  const format = DATE_FORMATS[column.type];
  if (format && typeof value === 'number') return dayjs(value).format(format);
  return textOf(value);
}

function optionText(options: readonly GridOption[], value: unknown): string {
  const values = Array.isArray(value) ? value.map(String) : textOf(value).split(',');
  return values
    .map((item) => options.find((option) => option.value === item)?.text ?? item)
    .filter((item) => item !== '')
    .join(',');
}

function OptionText({ column, value }: { column: GridColumn; value: unknown }) {
  const options = useColumnOptions(column.options, column.dictCode);
  return <>{optionText(options, value)}</>;
}

const SELECT_LIKE = new Set(['select', 'select-search', 'select-multiple']);

export function CellText({
  column,
  value,
  row,
}: {
  column: GridColumn;
  value: unknown;
  row: GridRow;
}) {
  const View = cellViews[column.type];
  if (View) return <View column={column} value={value} row={row} />;
  if (column.type === 'checkbox') {
    return <Checkbox checked={textOf(value) === checkboxValues(column.options)[0]} tabIndex={-1} />;
  }
  if (SELECT_LIKE.has(column.type) && (column.options || column.dictCode)) {
    return <OptionText column={column} value={value} />;
  }
  return viewText(column, value);
}
