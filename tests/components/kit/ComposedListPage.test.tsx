/**
 * Issue 15 item 2: the kit's hooks serve a page that does not use ListPage. A page written here
 * from useListQuery, useListSelection and useExport alone lists the module's rows (typed from the
 * contract, spec 7.5 paging and sort), selects one and exports the selection; one with its own
 * 高级查询 reads again from page 1.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, Button, Table } from 'antd';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createExportApi, type ExportApi } from '../../../providers/export-api';
import {
  ListRequesterContext,
  useExport,
  useListQuery,
  useListSelection,
  type RowOf,
} from '../../../resources/kit';
import positionResource from '../../../resources/system/position';
import { ok, routedRequester, rowOf, within } from './harness';

type Position = RowOf<'/sys/position/list'>;

function PositionsByHand({ exportApi }: { exportApi: ExportApi }) {
  const list = useListQuery(positionResource);
  // The rows are the contract's rows of the module's list path, with no cast anywhere.
  expectTypeOf(list.rows).toEqualTypeOf<Position[] | undefined>();
  const selection = useListSelection<Position>();
  const exporter = useExport(exportApi);
  const exportSelected = () =>
    void exporter.exportXls(
      positionResource.endpoints.exportXls,
      { filters: list.filters, sorters: list.sorters, selections: selection.selected },
      '职务',
    );
  return (
    <>
      <Button onClick={exportSelected}>导出</Button>
      <Table<Position>
        {...list.tableProps}
        rowKey="id"
        columns={[{ title: '职务名称', dataIndex: 'name' }]}
        rowSelection={selection.rowSelection()}
      />
    </>
  );
}

/** 高级查询 set by the page itself: the list starts again from page 1 with the conditions. */
function PositionsQueried() {
  const list = useListQuery(positionResource);
  const query = () =>
    list.setSuperQuery({ params: [{ field: 'name', rule: 'eq', val: '出纳' }], matchType: 'or' });
  return (
    <>
      <Button onClick={query}>高级查询</Button>
      <Table<Position> {...list.tableProps} rowKey="id" columns={[{ dataIndex: 'name' }]} />
    </>
  );
}

describe('a page composed from the kit hooks without ListPage', { timeout: 60_000 }, () => {
  it('lists the module rows, selects one and exports the selection', async () => {
    const backend = routedRequester({
      'GET /sys/position/list': ok({
        records: [
          { id: 'p1', code: 'ceo', name: '总经理' },
          { id: 'p2', code: 'cashier', name: '出纳' },
        ],
        total: 2,
      }),
    });
    const blobGet = vi.fn(async () => ({
      success: false,
      code: 500,
      message: '无数据',
      result: null,
    }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AntdApp>
          <ListRequesterContext value={backend.request}>
            <PositionsByHand exportApi={createExportApi({ blobGet })} />
          </ListRequesterContext>
        </AntdApp>
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('cell', { name: '出纳' })).toBeVisible();
    expect(backend.callsTo('/sys/position/list')[0]?.query).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
    });

    fireEvent.click(within(rowOf('出纳')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(blobGet).toHaveBeenCalledTimes(1));
    expect(blobGet).toHaveBeenCalledWith(
      '/sys/position/exportXls',
      expect.objectContaining({ selections: 'p2', column: 'createTime', order: 'desc' }),
    );
  });

  it('pages, then sends 高级查询 from page 1', async () => {
    const backend = routedRequester({
      'GET /sys/position/list': ok({ records: [{ id: 'p1', name: '总经理' }], total: 11 }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AntdApp>
          <ListRequesterContext value={backend.request}>
            <PositionsQueried />
          </ListRequesterContext>
        </AntdApp>
      </QueryClientProvider>,
    );
    await screen.findByRole('cell', { name: '总经理' });
    const reads = () => backend.callsTo('/sys/position/list').map((call) => call.query);

    fireEvent.click(screen.getByTitle(/Next Page|下一页/));
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(reads()[1]).toMatchObject({ pageNo: 2, pageSize: 10 });

    fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
    await waitFor(() => expect(reads()).toHaveLength(3));
    expect(reads()[2]).toMatchObject({
      pageNo: 1,
      superQueryParams: encodeURI(JSON.stringify([{ field: 'name', rule: 'eq', val: '出纳' }])),
      superQueryMatchType: 'or',
    });
  });
});
