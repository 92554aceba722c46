/**
 * The HTTP layer (architecture "providers/http"): two typed openapi-fetch clients and the helper
 * forms of spec 7.1, all over one pipeline, outermost first:
 * token refresh + replay → error mapping → reply format → access headers → service context → _t
 * → signing → timeout → fetch. Replays re-enter at error mapping, so they get the new token from
 * the header step and, in a service body, from the context step.
 */
import createClient, { defaultPathSerializer, type Client } from 'openapi-fetch';
import type { paths as CapPaths } from '../../src/api/generated/cap';
import type { paths as SysPaths } from '../../src/api/generated/sys';
import type { ConsoleConfig } from '../../src/lib/config';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/constants';
import type { ConsoleStorage } from '../../src/lib/storage';
import { readDownload, type DownloadedFile } from './download';
import { BINARY_MARKER, markerHeaders, withoutMarkers } from './markers';
import { compose, type Handler } from './pipeline';
import type { Clock, HttpPresenter, RouteReader, SessionActions } from './ports';
import {
  createRequester,
  createRequestHelpers,
  type QueryParams,
  type RequestHelpers,
} from './requester';
import {
  buildServiceBody,
  type ServiceFields,
  type ServicePage,
  type SessionSnapshot,
} from './serviceBody';
import { createSessionEnd } from './sessionEnd';
import { resolveApiBase, staticUrl } from './staticUrl';
import { accessHeadersStep } from './steps/accessHeaders';
import { cacheBusterStep } from './steps/cacheBuster';
import { errorMappingStep } from './steps/errorMapping';
import { replyFormatStep } from './steps/replyFormat';
import { serviceContextStep } from './steps/serviceContext';
import { signingStep } from './steps/signing';
import { timeoutStep } from './steps/timeout';
import { tokenRefreshStep } from './steps/tokenRefresh';
import type { JsonRequester, Normalised } from './types';

export const REFRESH_TOKEN_PATH = '/cap/auth/v1/RefreshToken';

/**
 * Commas stay literal in path parameters (table dictionary codes such as sys_user,realname,id):
 * the backend only treats a last segment with a literal comma as the signed path variable (§5.2).
 */
export function keepCommasInPath(pathname: string, params: Record<string, unknown>): string {
  return defaultPathSerializer(pathname, params).replace(/%2C/gi, ',');
}

export interface HttpDeps {
  config: Pick<ConsoleConfig, 'apiBase' | 'staticDomain' | 'signSecret'>;
  storage: ConsoleStorage;
  presenter: HttpPresenter;
  session: SessionActions;
  getRoute: RouteReader;
  isEnterpriseChat: () => boolean;
  /** True once the page is being left (src/lib/pageLeave.ts); tests leave it out. */
  isLeavingPage?: () => boolean;
  fetch: Handler;
  clock: Clock;
  /** Address a relative apiBase is resolved against; defaults to the page's. */
  pageUrl?: string;
}

export interface Http extends RequestHelpers {
  sys: Client<SysPaths>;
  cap: Client<CapPaths>;
  request: JsonRequester;
  /** POST to a /cap service with the payload plus page and context (spec 7.1), normalised. */
  servicePost<T = unknown>(
    path: string,
    payload?: object,
    page?: ServicePage,
  ): Promise<Normalised<T>>;
  /** POST a /cap service whose reply is a file (an export), or the envelope of its refusal. */
  serviceDownload(path: string, payload?: object): Promise<Normalised<DownloadedFile | null>>;
  /** The same body for typed calls: `http.cap.POST(path, { body: http.serviceBody(path, {...}) })`. */
  serviceBody<Payload extends object>(
    path: string,
    payload: Payload,
    page?: ServicePage,
  ): Payload & ServiceFields;
  staticUrl(path: string | null | undefined): string;
  /** Absolute API base the clients use. */
  baseUrl: string;
  /** The whole pipeline as a fetch, for another openapi-fetch client over the same behaviour. */
  fetch: Handler;
}

export type { QueryParams };

export function createHttp(deps: HttpDeps): Http {
  const { storage, presenter, clock } = deps;
  const baseUrl = resolveApiBase(deps.config.apiBase, deps.pageUrl ?? globalThis.location?.href);
  const hasToken = storage.hasSession;
  const sessionEnd = createSessionEnd({
    presenter,
    session: deps.session,
    hasToken,
    isEnterpriseChat: deps.isEnterpriseChat,
  });

  const currentSession = (): SessionSnapshot => ({
    userInfo: storage.get('Login_Userinfo'),
    tenantId: storage.get('TENANT_ID'),
    token: storage.get('Access-Token'),
    now: new Date(clock.now()),
  });
  const serviceBody = <Payload extends object>(
    path: string,
    payload: Payload,
    page?: ServicePage,
  ) => buildServiceBody(path, payload, currentSession(), page);

  const send: Handler = (request) => deps.fetch(withoutMarkers(request));
  const inner = compose(
    [
      accessHeadersStep(storage, deps.getRoute),
      serviceContextStep(currentSession),
      cacheBusterStep(clock),
      signingStep(deps.config.signSecret, clock),
      timeoutStep(REQUEST_TIMEOUT_MS),
    ],
    send,
  );
  const sendRefresh = (refreshToken: string): Promise<Response> =>
    inner(
      new Request(`${baseUrl}${REFRESH_TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(serviceBody(REFRESH_TOKEN_PATH, { refreshToken })),
      }),
    );
  const pipeline = compose(
    [
      tokenRefreshStep({ storage, presenter, sessionEnd, sendRefresh }),
      errorMappingStep({
        presenter,
        sessionEnd,
        hasToken,
        isLeavingPage: deps.isLeavingPage ?? (() => false),
      }),
      replyFormatStep,
    ],
    inner,
  );

  const request = createRequester(baseUrl, pipeline);
  return {
    sys: createClient<SysPaths>({ baseUrl, fetch: pipeline, pathSerializer: keepCommasInPath }),
    cap: createClient<CapPaths>({ baseUrl, fetch: pipeline, pathSerializer: keepCommasInPath }),
    request,
    ...createRequestHelpers(baseUrl, pipeline, request),
    servicePost: (path, payload = {}, page) =>
      request('post', path, { body: serviceBody(path, payload, page) }),
    serviceDownload: async (path, payload = {}) => {
      const download = new Request(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...markerHeaders(BINARY_MARKER) },
        body: JSON.stringify(serviceBody(path, payload)),
      });
      return readDownload(await pipeline(download));
    },
    serviceBody,
    staticUrl: (path) => staticUrl(deps.config.staticDomain, path),
    baseUrl,
    fetch: pipeline,
  };
}
