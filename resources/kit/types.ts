/**
 * How a list resource is declared (issue 5 "Generic list machinery", spec 7.5, 8.2, 6): the
 * differences between administration lists are data; ListPage renders any declaration.
 */
import type { BaseKey, BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import type { ReactElement, ReactNode } from 'react';
import type { QueryField } from '../../src/components/SuperQuery';
import type { FieldRule } from '../../src/lib/validators/fields';
import type { ResourceModule } from './resource';

/** A list row: the server's record, keyed by `id` unless the declaration says otherwise. */
export type ListRow = BaseRecord;

/** One table column. */
export interface ColumnDecl<T extends ListRow> {
  /** The record field shown (and sorted by). */
  field: keyof T & string;
  title: string;
  width?: number;
  /** JeecgBoot `@Dict` field: show its `<field>_dictText` translation when the row has one. */
  dictText?: boolean;
  /** Server-side sort on this column (`column=<field>`, the `_dictText` suffix is never sent). */
  sortable?: boolean;
  ellipsis?: boolean;
  align?: 'left' | 'center' | 'right';
  render?: (record: T) => ReactNode;
}

interface SearchFieldBase {
  field: string;
  label: string;
  placeholder?: string;
}

/**
 * One field of the search form. Text fields match with JInput's LIKE by default (`*x*`,
 * jeecg-contracts §8); dictionary and select fields match exactly; a date range sends
 * `<field>_begin` / `<field>_end` (jeecg-contracts §1.4).
 */
export type SearchFieldDecl =
  | (SearchFieldBase & {
      kind: 'text';
      operator?: 'contains' | 'eq' | 'startswith' | 'endswith';
    })
  | (SearchFieldBase & { kind: 'dict'; dictCode: string })
  | (SearchFieldBase & { kind: 'select'; options: readonly SelectOption[] })
  | (SearchFieldBase & { kind: 'dateRange'; withTime?: boolean });

export interface SelectOption {
  value: string;
  label: string;
}

/** Which form is open and for which record; rules that ask the server need the record's id. */
export interface FormContext {
  mode: 'create' | 'edit';
  /** The edited record's id (edit only). */
  id?: string;
  /** The current value of another field of the form, for rules that compare fields. */
  valueOf?: (field: string) => unknown;
}

interface FormFieldBase {
  field: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** More rules; a function gets the form context (duplicate checks exclude the edited id). */
  rules?: readonly FieldRule[] | ((context: FormContext) => readonly FieldRule[]);
  /** Shown but not editable when editing (codes that identify the record). */
  readOnlyOnEdit?: boolean;
  /** Only in these modes; both when absent. */
  modes?: readonly FormContext['mode'][];
  /**
   * Type '2' permission code (spec 6 disable policy, e.g. user:form:phone): the field is disabled,
   * and not checked, unless the user is granted it.
   */
  code?: string;
  /** Shown (and sent) only while the form's values pass, e.g. recipients only for msgType USER. */
  visibleWhen?: (values: Readonly<Record<string, unknown>>) => boolean;
  /** Fields whose change re-checks this one (rules that use `valueOf`). */
  dependencies?: readonly string[];
}

/** One field of the create/edit form; values stay strings as the server sends them. */
export type FormFieldDecl =
  | (FormFieldBase & { kind: 'text' | 'textarea' | 'password' | 'date' | 'datetime' })
  | (FormFieldBase & { kind: 'number'; min?: number; max?: number; precision?: number })
  | (FormFieldBase & { kind: 'dict'; dictCode: string })
  | (FormFieldBase & { kind: 'select'; options: readonly SelectOption[] })
  /** Any controlled widget (pickers, uploads, cron…): Form.Item passes value/onChange to it. */
  | (FormFieldBase & { kind: 'widget'; widget: (context: FormContext) => ReactElement });

/** What a special action reports: shown as a success message, or a warning unless presented. */
export type ActionOutcome =
  { ok: true; message?: string } | { ok: false; message: string; presented?: boolean };

/** What an action's own dialog gets: how to end it, and the rows it works on. */
export interface ActionDialogProps {
  onClose: () => void;
  /** Closes the dialog and reads the list again (after a save). */
  onDone: () => void;
}

interface ActionBase {
  key: string;
  label: string;
  /** Permission code (spec 6); shown to everyone when absent. */
  code?: string;
}

/**
 * A special action of one row (freeze, release, run once…): either a call whose outcome the kit
 * shows, or a dialog of its own (change password, authorise…) that the kit opens for the row.
 */
export type RowActionDecl<T extends ListRow> = ActionBase & {
  /** Asked before running (calls only). */
  confirm?: string | ((record: T) => string);
  /** Whether the row offers it (e.g. 发布 only for drafts). */
  visible?: (record: T) => boolean;
} & (
    | { run: (record: T) => Promise<ActionOutcome>; dialog?: undefined }
    | {
        dialog: (props: ActionDialogProps & { record: T }) => ReactElement;
        run?: undefined;
      }
  );

/** A special toolbar action over the selected rows (batch freeze, refresh cache…). */
export type ToolbarActionDecl = ActionBase & {
  /** 请选择一条记录！ when nothing is selected. */
  needsSelection?: boolean;
  confirm?: string;
} & (
    | { run: (selected: readonly BaseKey[]) => Promise<ActionOutcome>; dialog?: undefined }
    | {
        dialog: (props: ActionDialogProps & { selected: readonly BaseKey[] }) => ReactElement;
        run?: undefined;
      }
  );

/**
 * Tree affordances of a list (spec 3 tree node, 4). A resource whose endpoint entry says `tree`
 * lists the whole tree without paging; this adds 添加下级 and children loaded on demand.
 */
export interface TreeDecl<T extends ListRow> {
  /** 添加下级 on the rows: the create form opens with the row as parent. */
  addChild?: {
    /** The form field that holds the parent's key (parentId, pid). */
    parentField: string;
    /** More values the child starts with (e.g. its menu type). */
    values?: (parent: T) => Record<string, unknown>;
    /** Whether a row may have children (a button may not). */
    visible?: (parent: T) => boolean;
    /** Permission code; the add code when absent. */
    code?: string;
  };
  /** Children loaded when a row is first expanded; until then it shows a 'loading...' child. */
  lazyChildren?: {
    hasChildren: (row: T) => boolean;
    /** Rejects like the list does (a `success: false` reply is shown as a warning). */
    load: (parent: T) => Promise<readonly T[]>;
  };
}

/** Permission codes of the standard buttons (spec 6); a button without a code is shown to all. */
export interface ListPermissions {
  add?: string;
  edit?: string;
  delete?: string;
  batchDelete?: string;
  export?: string;
  import?: string;
}

export interface ListDeclaration<T extends ListRow> {
  /**
   * The resource module listed: its name is the data provider resource, its endpoints give the
   * paths and what the list offers: 删除 with `delete`, 批量删除 with `deleteBatch`, 导出 with
   * `exportXls`, 导入 with `importExcel` (a list the server fills by itself declares none).
   */
  resource: ResourceModule<T>;
  /** Page title; also the default export file name. */
  title: string;
  rowKey?: keyof T & string;
  columns: readonly ColumnDecl<T>[];
  search?: readonly SearchFieldDecl[];
  /** Fields of the advanced query (高级查询); no button without them. */
  superQuery?: readonly QueryField[];
  /** Initial sort shown on the columns; the provider's default (createTime desc) otherwise. */
  initialSort?: CrudSort;
  /** Create/edit form; no 新增 / 编辑 without it. */
  form?: {
    fields: readonly FormFieldDecl[];
    container?: 'modal' | 'drawer';
    width?: number;
    /** Values a new record starts with. */
    initialValues?: Record<string, unknown>;
    /**
     * Values the list row lacks, read when 编辑 opens and put into the form (e.g. a user's role
     * and department ids).
     */
    editValues?: (record: T) => Promise<Record<string, unknown>>;
    /** Values sent with every save but not shown (e.g. the parent record's id). */
    fixedValues?: Record<string, unknown>;
  };
  /** 详情 drawer fields; the columns when absent, no 详情 when false. */
  show?: readonly ColumnDecl<T>[] | false;
  /** The export's file name when the server names none; the title when absent. */
  exportFileName?: string;
  permissions?: ListPermissions;
  rowActions?: readonly RowActionDecl<T>[];
  toolbarActions?: readonly ToolbarActionDecl[];
  /** Whether a row offers 编辑 (e.g. only unpublished announcements); every row when absent. */
  canEdit?: (record: T) => boolean;
  /** Whether a row offers 删除; every row when absent. */
  canDelete?: (record: T) => boolean;
  /** Filters always sent with the list and export, whatever the search form holds (e.g. logType). */
  permanentFilters?: readonly CrudFilter[];
  /** Shown above the search form (summaries, charts). */
  header?: ReactNode;
  /** 添加下级 and lazily loaded children (tree lists; see TreeDecl). */
  tree?: TreeDecl<T>;
}
