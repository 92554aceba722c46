import type { ReactNode } from 'react';
import type { PickerPage } from '../../../providers/picker-api';

/** What a form and its page give a table picker input (the widgets are controlled components). */
export interface PickerInputProps {
  /** Comma-joined stored values. */
  value?: string;
  onChange?: (value: string) => void;
  /** Several rows or one (JeecgBoot default: several). */
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** One column of a picker table; cells are cut at the picker ellipsis length (spec 9). */
export interface PickerColumn<Row> {
  title: string;
  dataIndex: keyof Row & string;
  width?: number | string;
  /** Text of the cell when the raw value is not what people read. */
  text?: (row: Row) => string | null | undefined;
}

/** What a picker asks for a page: paging plus the search form's values. */
export interface PickerPageQuery<Filters> {
  pageNo: number;
  pageSize: number;
  filters: Filters;
}

/**
 * Everything that makes a table picker a position picker or a user picker (JeecgBoot
 * JSelectBizComponent settings).
 */
export interface TablePickerSource<Row, Filters> {
  /** What is picked, e.g. 职务: the title reads 职务选择, the chosen list 已选职务. */
  name: string;
  /** Names the cached calls of this source. */
  queryKey: string;
  columns: readonly PickerColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The field the value stores. */
  valueOf: (row: Row) => string;
  /** The text a chosen row shows in the input. */
  labelOf: (row: Row) => string;
  /** Label of the main search field. */
  searchLabel: string;
  /** Form name of the main search field. */
  searchField: keyof Filters & string;
  /** More search fields (antd Form.Items named after filter keys). */
  moreFilters?: ReactNode;
  fetchPage: (query: PickerPageQuery<Filters>) => Promise<PickerPage<Row>>;
  /** The rows behind stored values, so an existing value shows names. */
  fetchByValues: (values: readonly string[]) => Promise<Row[]>;
}
