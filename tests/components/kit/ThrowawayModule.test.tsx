/**
 * Issue 15 "Done when": a resource module written here, and nothing else, is routed (the menu's
 * component path finds its page), listed (its page asks its typed list path and shows the rows)
 * and exported (导出 asks its export path). The registry and the endpoint table are derived from
 * the modules; this one is added to the app's by the same derivation the app uses.
 */
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../providers/data-provider';
import { createExportApi } from '../../../providers/export-api';
import { i18nProvider } from '../../../providers/i18n';
import {
  defineResource,
  lazyPage,
  ListPage,
  ListRequesterContext,
  type ListDeclaration,
  type RowOf,
} from '../../../resources/kit';
import { endpointTable, pageLookup, resourceModules } from '../../../resources/registry';
import { ok, routedRequester } from './harness';

type Row = RowOf<'/sys/position/list'>;

// The server's answer does not matter here, only that the module's export path is asked.
const blobGet = vi.fn(async () => ({ success: false, code: 500, message: '无数据', result: null }));

const throwaway = defineResource({
  name: 'throwawayRanks',
  endpoints: { list: '/sys/position/list', exportXls: '/sys/position/exportXls' },
  pages: {
    'demo/ThrowawayList': lazyPage(
      () => Promise.resolve({ ThrowawayListPage }),
      (m) => m.ThrowawayListPage,
    ),
  },
});

const declaration: ListDeclaration<Row> = {
  resource: throwaway,
  title: '临时职级',
  columns: [
    { field: 'name', title: '名称' },
    { field: 'code', title: '编码' },
  ],
};

function ThrowawayListPage() {
  return <ListPage declaration={declaration} exportApi={createExportApi({ blobGet })} />;
}

const modules = [...resourceModules, throwaway];

describe('a resource module added in a test (issue 15)', { timeout: 60_000 }, () => {
  it('is routed, listed from its typed list path and exported to its export path', async () => {
    const Page = pageLookup(modules)('views/demo/ThrowawayList.vue');
    expect(Page).toBeDefined();
    if (!Page) return;

    const backend = routedRequester({
      'GET /sys/position/list': ok({
        records: [{ id: 'r1', name: '临时一级', code: 'tmp1' }],
        total: 1,
      }),
    });
    render(
      <MemoryRouter>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={createDataProvider(backend.request, endpointTable(modules))}
            i18nProvider={i18nProvider}
            options={{ disableTelemetry: true, syncWithLocation: false }}
          >
            <ListRequesterContext value={backend.request}>
              <Suspense>
                <Page />
              </Suspense>
            </ListRequesterContext>
          </Refine>
        </AntdApp>
      </MemoryRouter>,
    );

    expect(
      await screen.findByRole('cell', { name: '临时一级' }, { timeout: 30_000 }),
    ).toBeVisible();
    expect(backend.callsTo('/sys/position/list')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(blobGet).toHaveBeenCalledTimes(1));
    expect(blobGet).toHaveBeenCalledWith('/sys/position/exportXls', expect.any(Object));
  });
});
