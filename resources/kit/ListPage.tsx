import { Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ExportApi } from '../../providers/export-api';
import { SuperQuery } from '../../src/components/SuperQuery';
import { GRID_PAGE_SIZE_OPTIONS } from '../../src/lib/constants';
import { EMPTY_TEXT, listTotal } from '../../src/lib/messages';
import { listFieldNames, tableColumns } from './columns';
import { ListToolbar } from './ListToolbar';
import { RecordForms, type RecordFormsHandle } from './RecordForms';
import { SearchForm } from './SearchForm';
import { ShowDrawer } from './ShowDrawer';
import type { ListDeclaration, ListRow } from './types';
import { useImport } from './useImport';
import { useListActions } from './useListActions';
import { useListQuery } from './useListQuery';
import { useListSelection } from './useListSelection';
import { useRowActions } from './useRowActions';
import { useTreeList } from './useTreeList';

export interface ListPageProps<T extends ListRow> {
  declaration: ListDeclaration<T>;
  /** The export call; the app's by default (tests pass a fake). */
  exportApi?: ExportApi;
}

/** spec 9: grids page by 10 with 10/20/50/100, a size changer, a quick jumper and '共 N 条'. */
export const LIST_PAGINATION = {
  showSizeChanger: true,
  showQuickJumper: true,
  pageSizeOptions: GRID_PAGE_SIZE_OPTIONS.map(String),
  showTotal: listTotal,
};

/**
 * The generic administration list (issue 5; spec 7.5, 8.2, 6), the default composition of the
 * kit's hooks (issue 15 item 2): useListQuery, useListSelection, the record forms, useRowActions,
 * useListActions (delete, export, special actions) and useImport, all as declared. A page that
 * does not fit composes the same hooks itself. The page may be kept alive in a hidden tab: it
 * never touches the URL.
 */
export function ListPage<T extends ListRow>({ declaration, exportApi }: ListPageProps<T>) {
  const rowKey = declaration.rowKey ?? 'id';
  const [shown, setShown] = useState<T>();
  const list = useListQuery(declaration.resource, {
    initialSort: declaration.initialSort,
    permanentFilters: declaration.permanentFilters,
    fields: listFieldNames(declaration.columns, rowKey),
    search: declaration.search,
  });
  const { isFetching, dataUpdatedAt } = list.query;
  const tree = useTreeList(declaration, list.rows, dataUpdatedAt);
  const selection = useListSelection<T>();
  const actions = useListActions(declaration, {
    selected: selection.selected,
    clearSelection: selection.clear,
    conditions: { filters: list.filters, sorters: list.sorters, superQuery: list.superQuery },
    refresh: list.refresh,
    exportApi,
  });
  const importing = useImport(declaration.resource.endpoints.importExcel, list.refresh);
  // Set once the list's forms are mounted (a list that declares none never has them).
  const [recordForms, setRecordForms] = useState<RecordFormsHandle<T> | null>(null);
  const { form, permissions = {} } = declaration;
  const { endpoints } = declaration.resource;
  const showFields =
    declaration.show === false ? undefined : (declaration.show ?? declaration.columns);
  const rowActions = useRowActions(declaration, {
    ...(form
      ? {
          edit: (record: T) => recordForms?.edit(record),
          create: (values: Record<string, unknown>) => recordForms?.create(values),
        }
      : {}),
    ...(showFields ? { show: setShown } : {}),
    ...(endpoints.delete ? { remove: actions.remove } : {}),
    run: actions.runRowAction,
  });

  const columns: TableColumnsType<T> = tree.cells([
    ...tableColumns(declaration.columns, list.sorters),
    rowActions.column,
  ]);
  const { pagination } = list.tableProps;

  return (
    <Card variant="borderless">
      {declaration.header}
      {declaration.search && declaration.search.length > 0 ? (
        <SearchForm
          name={`${declaration.resource.name}-search`}
          fields={declaration.search}
          formProps={list.searchFormProps}
          loading={isFetching}
        />
      ) : null}
      <ListToolbar
        permissions={permissions}
        onAdd={form ? () => recordForms?.create() : undefined}
        onExport={endpoints.exportXls ? () => void actions.exportXls() : undefined}
        exporting={actions.exporting}
        onImport={importing.open}
        onRemoveSelected={endpoints.deleteBatch ? actions.removeSelected : undefined}
        actions={declaration.toolbarActions ?? []}
        onAction={actions.runToolbarAction}
        advancedQuery={
          declaration.superQuery ? (
            <SuperQuery
              fields={declaration.superQuery}
              saveCode={declaration.resource.name}
              value={list.superQuery ?? { params: [] }}
              loading={isFetching}
              onSearch={(params, matchType) =>
                list.setSuperQuery(params.length > 0 ? { params, matchType } : undefined)
              }
            />
          ) : undefined
        }
        selectedCount={selection.selected.length}
        onClearSelection={selection.clear}
      />
      <Table<T>
        {...list.tableProps}
        dataSource={tree.dataSource}
        expandable={tree.expandable}
        rowKey={rowKey}
        size="middle"
        columns={columns}
        pagination={pagination && { ...pagination, ...LIST_PAGINATION }}
        locale={{ emptyText: EMPTY_TEXT }}
        rowSelection={selection.rowSelection(tree.selectionCell)}
      />
      {form ? <RecordForms ref={setRecordForms} declaration={declaration} form={form} /> : null}
      {showFields ? (
        <ShowDrawer record={shown} fields={showFields} onClose={() => setShown(undefined)} />
      ) : null}
      {importing.dialog}
      {actions.dialog}
    </Card>
  );
}
