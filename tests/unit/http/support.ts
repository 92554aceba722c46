/** Fakes for the HTTP layer tests: a recording backend, a recording presenter, a test instance. */
import { vi } from 'vitest';
import { createHttp, type Http } from '../../../providers/http/createHttp';
import type { Handler } from '../../../providers/http/pipeline';
import type { HttpPresenter, RouteInfo, SessionActions } from '../../../providers/http/ports';
import { createStorage, type ConsoleStorage } from '../../../src/lib/storage';
import { MemoryStorage } from '../lib/memoryStorage';

export const SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';
export const NOW = new Date(2026, 10, 21, 10, 0, 0).getTime();

export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  keepalive: boolean;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
  });
}

export const sysOk = (result: unknown = null, message = ''): unknown => ({
  success: true,
  message,
  code: 200,
  result,
  timestamp: 1763701200000,
});

export const capOk = (body: unknown): unknown => ({
  status: { success: true, replyCode: '0000', replyText: '交易成功', errorMsg: null },
  body,
});

export const CAP_EXPIRED = {
  status: {
    success: false,
    replyCode: 'E0401',
    replyText: '登录状态已失效',
    errorMsg: 'Access token has expired',
  },
  body: null,
};

/** Records every request that reaches the network and answers with `reply`. */
export function fakeBackend(reply: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetch: Handler = async (request) => {
    const record: SentRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
      signal: request.signal,
      keepalive: request.keepalive,
    };
    sent.push(record);
    return reply(record);
  };
  return { sent, fetch };
}

export function fakePresenter() {
  const shown: string[] = [];
  const presenter = {
    notifyError: vi.fn((message: string) => {
      shown.push(`notification:${message}`);
    }),
    message: vi.fn((kind: string, text: string) => {
      shown.push(`message:${kind}:${text}`);
    }),
    showExpiredDialog: vi.fn(() => {
      shown.push('dialog');
      return Promise.resolve();
    }),
    showLoading: vi.fn((text: string) => {
      shown.push(`loading:${text}`);
    }),
  } satisfies HttpPresenter;
  return { presenter, shown };
}

export function fakeSession() {
  return {
    logout: vi.fn(() => Promise.resolve()),
    reload: vi.fn(() => undefined),
  } satisfies SessionActions;
}

export interface TestHttpOptions {
  reply: (request: SentRequest) => Response | Promise<Response>;
  route?: RouteInfo;
  enterpriseChat?: boolean;
  /** Whether the page is being left when a call fails (default: never). */
  leavingPage?: () => boolean;
}

export interface TestHttp {
  http: Http;
  sent: SentRequest[];
  storage: ConsoleStorage;
  /** The local-storage backend, to read stored values as written. */
  local: MemoryStorage;
  presenter: ReturnType<typeof fakePresenter>['presenter'];
  shown: string[];
  session: ReturnType<typeof fakeSession>;
}

export function createTestHttp(options: TestHttpOptions): TestHttp {
  const backend = fakeBackend(options.reply);
  const local = new MemoryStorage();
  const storage = createStorage({
    local,
    session: new MemoryStorage(),
    now: () => NOW,
  });
  const { presenter, shown } = fakePresenter();
  const session = fakeSession();
  const http = createHttp({
    config: {
      apiBase: '/admin',
      staticDomain: 'https://static.example.com/admin/sys/common/static/',
      signSecret: SECRET,
    },
    storage,
    presenter,
    session,
    getRoute: () => options.route ?? { name: 'home', params: {} },
    isEnterpriseChat: () => options.enterpriseChat ?? false,
    isLeavingPage: options.leavingPage,
    fetch: backend.fetch,
    clock: { now: () => NOW },
    pageUrl: 'https://console.example.com/Home',
  });
  return { http, sent: backend.sent, storage, local, presenter, shown, session };
}

/** Runs one step in front of a recording terminal. */
export async function throughStep(
  step: (request: Request, next: Handler) => Promise<Response>,
  request: Request,
  reply: () => Response = () => json(sysOk()),
) {
  const seen: Request[] = [];
  const response = await step(request, async (forwarded) => {
    seen.push(forwarded);
    return reply();
  });
  return { seen, response };
}
