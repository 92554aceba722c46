import { useTable } from '@refinedev/antd';
import type { BaseKey, HttpError } from '@refinedev/core';
import { Card, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SuperQuery as SuperQueryValue } from '../../providers/data-provider';
import type { ExportApi } from '../../providers/export-api';
import { ImportExcelDialog } from '../../src/components/ImportExcelDialog';
import { SuperQuery } from '../../src/components/SuperQuery';
import { labelledRowSelection } from '../../src/components/tableSelection/labelledRowSelection';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../src/lib/constants';
import { EMPTY_TEXT, listTotal } from '../../src/lib/messages';
import { listFieldNames, tableColumns } from './columns';
import { ListToolbar } from './ListToolbar';
import { RecordForms, type RecordFormsHandle } from './RecordForms';
import { RowActions, specialRowLinks, type RowLink } from './RowActions';
import { SearchForm } from './SearchForm';
import { searchFilters } from './searchFilters';
import { ShowDrawer } from './ShowDrawer';
import type { ListDeclaration, ListRow } from './types';
import { useFeedback } from './useFeedback';
import { useListActions } from './useListActions';
import { addChildLinks, listsWholeTree, useTreeList } from './useTreeList';

export interface ListPageProps<T extends ListRow> {
  declaration: ListDeclaration<T>;
  /** The export call; the app's by default (tests pass a fake). */
  exportApi?: ExportApi;
}

/** spec 9: grids page by 10 with 10/20/50/100, a size changer, a quick jumper and '共 N 条'. */
function listPagination(pagination: TablePaginationConfig | false | undefined) {
  if (!pagination) return false;
  return {
    ...pagination,
    // Refine renders page links for URL sync, which cached list pages do not use.
    itemRender: undefined,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: GRID_PAGE_SIZE_OPTIONS.map(String),
    showTotal: listTotal,
  };
}

/**
 * The generic administration list (issue 5; spec 7.5, 8.2, 6) over Refine's useTable and the
 * JeecgBoot data provider: search form, advanced query, sortable columns, paging, selection,
 * create/edit form, 详情 drawer, delete and batch delete, export, import and special actions, all
 * as declared. The page may be kept alive in a hidden tab: it never touches the URL and names its
 * resource explicitly.
 */
export function ListPage<T extends ListRow>({ declaration, exportApi }: ListPageProps<T>) {
  const feedback = useFeedback();
  const rowKey = declaration.rowKey ?? 'id';
  const [superQuery, setSuperQuery] = useState<SuperQueryValue>();
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const [shown, setShown] = useState<T>();
  const [importing, setImporting] = useState(false);

  const { tableProps, searchFormProps, tableQuery, filters, sorters, setCurrentPage } = useTable<
    T,
    HttpError,
    Record<string, unknown>
  >({
    resource: declaration.resource.name,
    syncWithLocation: false,
    // A whole tree comes in one reply: no paging (spec 3 tree node).
    pagination: listsWholeTree(declaration.resource)
      ? { mode: 'off' }
      : { currentPage: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE },
    sorters: declaration.initialSort ? { initial: [declaration.initialSort] } : undefined,
    filters: {
      defaultBehavior: 'replace',
      ...(declaration.permanentFilters ? { permanent: [...declaration.permanentFilters] } : {}),
    },
    meta: {
      fields: listFieldNames(declaration.columns, rowKey),
      ...(superQuery ? { superQuery } : {}),
    },
    onSearch: (values) => searchFilters(declaration.search ?? [], values),
    // A failed list is shown once, below; a retry would show an HTTP failure again.
    queryOptions: { retry: false },
    successNotification: false,
    errorNotification: false,
  });

  const { error, errorUpdatedAt, refetch, isFetching, dataUpdatedAt } = tableQuery;
  const tree = useTreeList(declaration, tableProps.dataSource, dataUpdatedAt);
  // A kept-alive tab re-runs its effects when shown again: each failure is still shown only once.
  const shownFailureAt = useRef(0);
  useEffect(() => {
    if (!error || errorUpdatedAt === shownFailureAt.current) return;
    shownFailureAt.current = errorUpdatedAt;
    feedback.failed(error);
  }, [error, errorUpdatedAt, feedback]);

  const refresh = () => void refetch();
  const clearSelection = () => setSelected([]);
  const actions = useListActions(declaration, {
    selected,
    clearSelection,
    conditions: { filters, sorters, superQuery },
    refresh,
    exportApi,
  });
  // Set once the list's forms are mounted (a list that declares none never has them).
  const [recordForms, setRecordForms] = useState<RecordFormsHandle<T> | null>(null);
  const openCreate = (values?: Record<string, unknown>) => recordForms?.create(values);
  const { form, permissions = {}, readOnly = false } = declaration;
  const showFields =
    declaration.show === false ? undefined : (declaration.show ?? declaration.columns);

  const linksOf = (record: T): RowLink[] => {
    const key: unknown = record[rowKey];
    const id = typeof key === 'string' || typeof key === 'number' ? key : undefined;
    return [
      ...(form && (declaration.canEdit?.(record) ?? true)
        ? [
            {
              key: 'edit',
              label: '编辑',
              code: permissions.edit,
              onClick: () => recordForms?.edit(record),
            },
          ]
        : []),
      ...addChildLinks(declaration, record, openCreate),
      ...(showFields ? [{ key: 'show', label: '详情', onClick: () => setShown(record) }] : []),
      ...specialRowLinks(declaration.rowActions ?? [], record, actions.runRowAction),
      ...(!readOnly && id !== undefined && (declaration.canDelete?.(record) ?? true)
        ? [
            {
              key: 'delete',
              label: '删除',
              code: permissions.delete,
              danger: true,
              onClick: () => actions.remove(id),
            },
          ]
        : []),
    ];
  };

  const columns: TableColumnsType<T> = tree.cells([
    ...tableColumns(declaration.columns, sorters),
    {
      title: '操作',
      key: 'action',
      align: 'center',
      fixed: 'right',
      render: (_value, record) => <RowActions links={linksOf(record)} />,
    },
  ]);

  return (
    <Card variant="borderless">
      {declaration.header}
      {declaration.search && declaration.search.length > 0 ? (
        <SearchForm
          name={`${declaration.resource.name}-search`}
          fields={declaration.search}
          formProps={searchFormProps}
          loading={isFetching}
        />
      ) : null}
      <ListToolbar
        permissions={permissions}
        onAdd={form ? () => openCreate() : undefined}
        onExport={
          declaration.resource.endpoints.exportXls ? () => void actions.exportXls() : undefined
        }
        exporting={actions.exporting}
        onImport={declaration.resource.endpoints.importExcel ? () => setImporting(true) : undefined}
        onRemoveSelected={
          readOnly || declaration.noBatchDelete ? undefined : actions.removeSelected
        }
        actions={declaration.toolbarActions ?? []}
        onAction={actions.runToolbarAction}
        advancedQuery={
          declaration.superQuery ? (
            <SuperQuery
              fields={declaration.superQuery}
              saveCode={declaration.resource.name}
              value={superQuery ?? { params: [] }}
              loading={isFetching}
              onSearch={(params, matchType) => {
                setSuperQuery(params.length > 0 ? { params, matchType } : undefined);
                setCurrentPage(FIRST_PAGE);
              }}
            />
          ) : undefined
        }
        selectedCount={selected.length}
        onClearSelection={clearSelection}
      />
      <Table<T>
        {...tableProps}
        dataSource={tree.dataSource}
        expandable={tree.expandable}
        rowKey={rowKey}
        size="middle"
        columns={columns}
        loading={isFetching}
        pagination={listPagination(tableProps.pagination)}
        locale={{ emptyText: EMPTY_TEXT }}
        rowSelection={labelledRowSelection({
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          renderCell: tree.selectionCell,
          onChange: (keys) =>
            setSelected(keys.filter((key): key is BaseKey => typeof key !== 'bigint')),
        })}
      />
      {form ? <RecordForms ref={setRecordForms} declaration={declaration} form={form} /> : null}
      {showFields ? (
        <ShowDrawer record={shown} fields={showFields} onClose={() => setShown(undefined)} />
      ) : null}
      {declaration.resource.endpoints.importExcel ? (
        <ImportExcelDialog
          open={importing}
          url={declaration.resource.endpoints.importExcel}
          onImported={refresh}
          onClose={() => setImporting(false)}
        />
      ) : null}
      {actions.dialog}
    </Card>
  );
}
