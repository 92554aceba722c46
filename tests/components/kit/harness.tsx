/**
 * Renders a ListPage inside Refine with the real JeecgBoot data provider over a recording
 * requester, which also serves the kit's list reads, so tests assert the requests a user's
 * actions send (path, query, body).
 */
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { createDataProvider } from '../../../providers/data-provider';
import type {
  HttpMethod,
  JsonRequester,
  Normalised,
  RequestOptions,
} from '../../../providers/http/types';
import type { ExportApi } from '../../../providers/export-api';
import { i18nProvider } from '../../../providers/i18n';
import {
  ListPage,
  ListRequesterContext,
  type ListDeclaration,
  type ListRow,
  type ResourceModule,
} from '../../../resources/kit';
import { endpointTable, resourceEndpoints } from '../../../resources/registry';
import { ApiError } from '../../../providers/http/httpError';

export interface Call {
  method: HttpMethod;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

type Answer = Normalised<unknown> | ApiError;
type Route_ = (call: Call) => Answer | undefined;

export const ok = (result: unknown, message = ''): Normalised<unknown> => ({
  success: true,
  code: 200,
  message,
  result,
});
export const refused = (message: string): Normalised<unknown> => ({
  success: false,
  code: 500,
  message,
  result: null,
});
/** What the HTTP layer rejects with after it has shown the failure itself. */
export const presented = (message = '服务器错误') => new ApiError(message, 'http', 500);

/** A requester that records calls and answers by `METHOD path` (the first route answering wins). */
export function routedRequester(routes: Record<string, Answer | Route_>) {
  const calls: Call[] = [];
  const request: JsonRequester = <T,>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ) => {
    const call: Call = { method, path, query: { ...options?.query }, body: options?.body };
    calls.push(call);
    const route = routes[`${method.toUpperCase()} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === undefined) return Promise.reject(new Error(`unexpected ${method} ${path}`));
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer as Normalised<T>);
  };
  return { request, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/**
 * A resource's module whose rows the test shapes itself (a few fields of the contract's row): the
 * same name and paths, no row type.
 */
export const withTestRows = ({ name, endpoints }: ResourceModule): ResourceModule<never> => ({
  name,
  endpoints,
  pages: {},
});

/** The app's endpoint table, plus the listed module when it is one the test declares itself. */
const endpointsWith = <T extends ListRow>(declaration: ListDeclaration<T>) => ({
  ...endpointTable([declaration.resource]),
  ...resourceEndpoints,
});

/** The page as the router shows it; `wrap` puts it in a keep-alive boundary, for one. */
export function listElement<T extends ListRow>(
  declaration: ListDeclaration<T>,
  request: JsonRequester,
  wrap: (page: ReactElement) => ReactElement = (page) => page,
) {
  return (
    <MemoryRouter initialEntries={['/list']}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={createDataProvider(request, endpointsWith(declaration))}
          i18nProvider={i18nProvider}
          options={{ disableTelemetry: true, syncWithLocation: false }}
        >
          <ListRequesterContext value={request}>
            <Routes>
              <Route path="/list" element={wrap(<ListPage declaration={declaration} />)} />
            </Routes>
          </ListRequesterContext>
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
}

export function renderList<T extends ListRow>(
  declaration: ListDeclaration<T>,
  request: JsonRequester,
  exportApi?: ExportApi,
) {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={createDataProvider(request, endpointsWith(declaration))}
          i18nProvider={i18nProvider}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: true,
          }}
        >
          <ListRequesterContext value={request}>
            <Routes>
              <Route
                path="/list"
                element={<ListPage declaration={declaration} exportApi={exportApi} />}
              />
            </Routes>
          </ListRequesterContext>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

/** The texts of the antd messages on screen. */
export const shownMessages = (): string[] =>
  Array.from(document.querySelectorAll('.ant-message-notice')).map(
    (node) => node.textContent ?? '',
  );

/**
 * Every message shown from now on, also those antd has closed again (a message stays 3 s: on a
 * loaded machine the first may be gone before the next one shows).
 */
export function recordShownMessages(): () => string[] {
  const notices: Element[] = [];
  const take = () => {
    for (const node of document.querySelectorAll('.ant-message-notice')) {
      if (!notices.includes(node)) notices.push(node);
    }
  };
  new MutationObserver(take).observe(document.body, { childList: true, subtree: true });
  return () => {
    take();
    return notices.map((node) => node.textContent ?? '');
  };
}

export const openDialog = async (title: string): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error(`no dialog ${title}`);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const confirmDialog = async (): Promise<HTMLElement> => {
  await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).not.toBeNull());
  return document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
};

export const rowOf = (name: string): HTMLElement => {
  const cell = screen.getByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

export { within };
