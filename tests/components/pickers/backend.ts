/**
 * A recording fake backend behind the real picker calls: component tests render the widgets,
 * then read the requests the widgets made (path and query) and answer from per-path handlers.
 */
import type * as PickerApiModule from '../../../providers/picker-api';
import { createTestHttp, json, type SentRequest, type TestHttp } from '../../unit/http/support';

type Answer = unknown | ((url: URL) => unknown);

interface PickerBackend {
  test?: TestHttp;
  routes: Record<string, Answer>;
}

export const pickerBackend: PickerBackend = { routes: {} };

/** Starts a fresh backend answering `routes` (paths below /admin, e.g. /sys/position/list). */
export function serve(routes: Record<string, Answer>): TestHttp {
  pickerBackend.routes = routes;
  pickerBackend.test = createTestHttp({
    reply: (request) => {
      const answer = pickerBackend.routes[request.url.pathname.replace(/^\/admin/, '')];
      if (answer === undefined) return json({ message: 'not served' }, 404);
      return json(typeof answer === 'function' ? answer(request.url) : answer);
    },
  });
  return pickerBackend.test;
}

/** The picker module with every call going through the fake backend. */
export function fakePickerModule(actual: typeof PickerApiModule): typeof PickerApiModule {
  const api = () => {
    if (!pickerBackend.test) throw new Error('serve() was not called');
    return actual.createPickerApi(pickerBackend.test.http);
  };
  return {
    ...actual,
    listUserComponentData: (query) => api().listUserComponentData(query),
    getMultiUser: (field, values) => api().getMultiUser(field, values),
    listUsers: (query) => api().listUsers(query),
    listPositions: (query) => api().listPositions(query),
    getPositions: (field, values) => api().getPositions(field, values),
    queryDepartTree: () => api().queryDepartTree(),
    queryDepartLevel: (pid) => api().queryDepartLevel(pid),
  };
}

/** Requests sent to `path`, as query objects without the cache buster. */
export function queriesTo(path: string): Record<string, string>[] {
  const sent: SentRequest[] = pickerBackend.test?.sent ?? [];
  return sent
    .filter((request) => request.url.pathname === `/admin${path}`)
    .map((request) => {
      const query = Object.fromEntries(request.url.searchParams);
      delete query._t;
      return query;
    });
}

export const lastQueryTo = (path: string): Record<string, string> | undefined =>
  queriesTo(path).at(-1);
