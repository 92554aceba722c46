/**
 * The grid's advanced cell editors and views (spec 3 "Column types", 4 "Grid editing" and "Upload
 * cell", 5.3), built on the console's existing widgets. Picker modals are antd modals, which the
 * grid counts as inside the edited cell, so choosing in them does not end editing early.
 */
import { Input, Progress, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { extendOptions, isMultiSelect, splitTags, TAG_SEPARATOR } from '../../../lib/grid/cells';
import { splitPickedValues } from '../../../lib/pickers/commaValues';
import { DepartPicker } from '../../DepartPicker';
import { DictSearchSelect } from '../../DictSearchSelect';
import { DictSelect } from '../../DictSelect';
import { FileUpload } from '../../FileUpload';
import { nameFromPath, splitPaths } from '../../FileUpload/uploadList';
import { MultiSelectTag } from '../../MultiSelectTag';
import { UserSelect } from '../../UserSelect';
import { useDepartNames, useUserNames } from '../pickerNames';
import type { CellEditor, CellEditorProps, CellView, GridColumn, GridColumnType } from '../types';

const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** spec 3 "Dictionary item": only active options (no status, or status 1) are offered. */
const activeOptions = (column: GridColumn) =>
  (column.options ?? []).filter((option) => option.status === undefined || option.status === '1');

/** fieldExtendJson.uploadnum as a positive whole number, else no limit. */
export function uploadLimit(column: GridColumn): number | undefined {
  const limit = Number(extendOptions(column.fieldExtendJson).uploadnum);
  return Number.isInteger(limit) && limit > 0 ? limit : undefined;
}

/**
 * select-search: a searchable drop-down that commits the chosen value. A table dictionary
 * (`table,text,code`) is searched on the server, a plain dictionary code and static options are
 * filtered here.
 */
function SelectSearchEditor({ value, column, onCommit, onCancel }: CellEditorProps) {
  const commit = (next: string | undefined) => onCommit(next ?? '');
  const common = { value: textOf(value) || undefined, onChange: commit };
  if (column.dictCode?.includes(','))
    return <DictSearchSelect dict={column.dictCode} {...common} />;
  if (column.dictCode) return <DictSelect dictCode={column.dictCode} {...common} />;
  return (
    <Select
      autoFocus
      defaultOpen
      showSearch
      allowClear
      style={{ width: '100%' }}
      optionFilterProp="label"
      placeholder={column.placeholder ?? '请选择'}
      disabled={column.disabled}
      options={activeOptions(column).map((option) => ({
        value: option.value,
        label: option.text,
      }))}
      value={common.value}
      onChange={(next: string | undefined) => commit(next)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    />
  );
}

/** select-multiple: several values joined by commas (JeecgBoot); editing ends when the cell is left. */
function SelectMultipleEditor({ value, column, onChange }: CellEditorProps) {
  return (
    <MultiSelectTag
      dictCode={column.dictCode}
      options={column.dictCode ? undefined : activeOptions(column)}
      placeholder={column.placeholder}
      disabled={column.disabled}
      value={textOf(value) || undefined}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

/** sel_depart: the department picker; accepting its modal commits. */
function DepartEditor({ value, column, onCommit }: CellEditorProps) {
  return (
    <DepartPicker
      multi={isMultiSelect(column)}
      placeholder={column.placeholder}
      disabled={column.disabled}
      value={textOf(value)}
      onChange={(next) => onCommit(next)}
    />
  );
}

/** sel_user: the user-by-department picker; accepting its modal commits. */
function UserEditor({ value, column, onCommit }: CellEditorProps) {
  return (
    <UserSelect
      multi={isMultiSelect(column)}
      placeholder={column.placeholder}
      disabled={column.disabled}
      value={textOf(value)}
      onChange={(next) => onCommit(next)}
    />
  );
}

/**
 * upload: the path string (comma-joined with several files). An upload finishes after its request
 * answers, so the value is reported as it changes and the cell commits when left.
 */
function UploadEditor({ value, column, onChange }: CellEditorProps) {
  const limit = uploadLimit(column);
  return (
    <FileUpload
      value={textOf(value)}
      multiple={limit !== undefined && limit > 1}
      maxCount={limit}
      disabled={column.disabled}
      onChange={onChange}
    />
  );
}

/** tags: free text; Enter or leaving commits it split into 2-character segments (spec 4). */
function TagsEditor({ value, column, onChange, onCommit, onCancel }: CellEditorProps) {
  const [text, setText] = useState(() => textOf(value));
  return (
    <Input
      autoFocus
      placeholder={column.placeholder}
      disabled={column.disabled}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
      onPressEnter={() => onCommit(splitTags(text))}
      onBlur={() => onCommit(splitTags(text))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    />
  );
}

export const advancedEditors: Partial<Record<GridColumnType, CellEditor>> = {
  'select-search': SelectSearchEditor,
  'select-multiple': SelectMultipleEditor,
  sel_depart: DepartEditor,
  sel_user: UserEditor,
  upload: UploadEditor,
  tags: TagsEditor,
};

/** progress: 0–100, view only; anything else reads as 0. */
const ProgressView: CellView = ({ value }) => {
  const percent = Number(value);
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return <Progress percent={clamped} size="small" />;
};

const TagsView: CellView = ({ value }) => {
  const tags = textOf(value)
    .split(TAG_SEPARATOR)
    .filter((tag) => tag !== '');
  return (
    <Space size={4} wrap>
      {tags.map((tag, index) => (
        <Tag key={`${index}:${tag}`}>{tag}</Tag>
      ))}
    </Space>
  );
};

/** upload: the stored files' names, comma-joined. */
const UploadView: CellView = ({ value }) => splitPaths(textOf(value)).map(nameFromPath).join(',');

/** sel_user: the stored usernames as real names, comma-joined (JeecgBoot). */
const UserNamesView: CellView = ({ value }) =>
  useUserNames(splitPickedValues(textOf(value))).join(',');

/** sel_depart: the stored department ids as department names, comma-joined (JeecgBoot). */
const DepartNamesView: CellView = ({ value }) =>
  useDepartNames(splitPickedValues(textOf(value))).join(',');

export const advancedViews: Partial<Record<GridColumnType, CellView>> = {
  progress: ProgressView,
  tags: TagsView,
  upload: UploadView,
  sel_user: UserNamesView,
  sel_depart: DepartNamesView,
};
