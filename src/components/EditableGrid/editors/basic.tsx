/**
 * The basic cell editors of the editable grid (spec 3 "Column types", 5.3): each is mounted only
 * while its cell is edited, focuses itself and reports through the CellEditorProps contract.
 */
import { Checkbox, DatePicker, Input, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { numberOnBlur, sanitizeNumberInput } from '../../../lib/grid/cells';
import { useDictItems } from '../../DictSelect/useDictItems';
import type { CellEditor, CellEditorProps, GridColumn, GridColumnType, GridOption } from '../types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

const textOf = (value: unknown): string => (value == null ? '' : String(value));

function InputEditor({ value, column, onChange }: CellEditorProps) {
  return (
    <Input
      autoFocus
      size="small"
      value={textOf(value)}
      placeholder={column.placeholder}
      aria-label={column.title}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** spec 5.3: only digits, minus and point are typed; blur turns the text into a number or ''. */
function InputNumberEditor({ value, column, onChange }: CellEditorProps) {
  return (
    <Input
      autoFocus
      size="small"
      inputMode="decimal"
      value={textOf(value)}
      placeholder={column.placeholder}
      aria-label={column.title}
      onChange={(event) => onChange(sanitizeNumberInput(event.target.value))}
      onBlur={(event) => onChange(numberOnBlur(event.target.value))}
    />
  );
}

function TextareaEditor({ value, column, onChange }: CellEditorProps) {
  return (
    <Input.TextArea
      autoFocus
      autoSize={{ minRows: 1, maxRows: 4 }}
      value={textOf(value)}
      placeholder={column.placeholder}
      aria-label={column.title}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Static options, else the dictionary's active items (spec 3 "Dictionary item"). */
export function useColumnOptions(options: readonly GridOption[] | undefined, dictCode = '') {
  const dict = useDictItems(options ? '' : dictCode);
  if (options)
    return options.filter((option) => option.status === undefined || option.status === '1');
  return dict.items.map((item) => ({ value: item.value, text: item.text }));
}

/**
 * select (and select-search with allowInput): allowSearch or allowInput filter the options by
 * typing. With allowInput the typed text is offered as the first option, so Enter keeps it, and
 * it is the draft, so leaving the cell keeps it too (JeecgBoot's select cell adds it likewise).
 */
function SelectEditor({ value, column, onChange, onCommit }: CellEditorProps) {
  const options = useColumnOptions(column.options, column.dictCode);
  const [initial] = useState(value);
  const [typed, setTyped] = useState('');
  const searchable = Boolean(column.allowSearch || column.allowInput);
  const shown = options.map((option) => ({ value: option.value, label: option.text }));
  if (column.allowInput && typed !== '' && !options.some((option) => option.value === typed)) {
    shown.unshift({ value: typed, label: typed });
  }
  return (
    <Select
      autoFocus
      defaultOpen
      size="small"
      style={{ width: '100%' }}
      value={value == null || value === '' ? undefined : textOf(value)}
      placeholder={column.placeholder}
      aria-label={column.title}
      allowClear={column.allowClear}
      showSearch={searchable}
      optionFilterProp="label"
      options={shown}
      onSearch={
        column.allowInput
          ? (text: string) => {
              setTyped(text);
              onChange(text === '' ? initial : text);
            }
          : undefined
      }
      onBlur={column.allowInput ? () => onCommit() : undefined}
      onChange={(next: string | undefined) => onCommit(next ?? '')}
    />
  );
}

/**
 * The editor a column's settings call for before its type's: select-search with allowInput
 * (static options or a plain dictionary code) types into the select editor.
 */
export function settingsEditorFor(column: GridColumn): CellEditor | undefined {
  const tableDict = column.dictCode?.includes(',') ?? false;
  return column.type === 'select-search' && column.allowInput && !tableDict
    ? SelectEditor
    : undefined;
}

/** The checkbox column stores the first option's value when checked, the second when not. */
function CheckboxEditor({ value, column, onCommit }: CellEditorProps) {
  const [on, off] = checkboxValues(column.options);
  return (
    <Checkbox
      autoFocus
      aria-label={column.title}
      checked={textOf(value) === on}
      onChange={(event) => onCommit(event.target.checked ? on : off)}
    />
  );
}

export function checkboxValues(options: readonly GridOption[] | undefined): [string, string] {
  return [options?.[0]?.value ?? 'Y', options?.[1]?.value ?? 'N'];
}

function parsed(value: unknown, format: string): Dayjs | null {
  if (value == null || value === '') return null;
  const day = dayjs(textOf(value), format);
  return day.isValid() ? day : null;
}

function pickerEditor(format: string, showTime: boolean): CellEditor {
  return function PickerEditor({ value, column, onCommit }: CellEditorProps) {
    const [open, setOpen] = useState(true);
    return (
      <DatePicker
        autoFocus
        open={open}
        size="small"
        format={format}
        showTime={showTime}
        value={parsed(value, format)}
        placeholder={column.placeholder}
        aria-label={column.title}
        onOpenChange={setOpen}
        onChange={(day: Dayjs | null) => onCommit(day ? day.format(format) : '')}
      />
    );
  };
}

function TimeEditor({ value, column, onCommit }: CellEditorProps) {
  return (
    <TimePicker
      autoFocus
      defaultOpen
      size="small"
      format={TIME_FORMAT}
      value={parsed(value, TIME_FORMAT)}
      placeholder={column.placeholder}
      aria-label={column.title}
      onChange={(day: Dayjs | null) => onCommit(day ? day.format(TIME_FORMAT) : '')}
    />
  );
}

export const basicEditors: Partial<Record<GridColumnType, CellEditor>> = {
  input: InputEditor,
  inputNumber: InputNumberEditor,
  textarea: TextareaEditor,
  select: SelectEditor,
  checkbox: CheckboxEditor,
  date: pickerEditor(DATE_FORMAT, false),
  datetime: pickerEditor(DATETIME_FORMAT, true),
  time: TimeEditor,
};
