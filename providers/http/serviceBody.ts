/**
 * Body of a /cap service POST (spec 7.1): the payload plus `page` and a `context` describing who
 * calls which service. Values the session does not have are sent as empty strings.
 */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../src/lib/constants';
import { asText, isRecord } from '../../src/lib/guards';
import type { LoginUserInfo } from '../../src/lib/storedValues';

export interface ServicePage {
  pageSize: number;
  pageNum: number;
}

// A type alias, not an interface, so it fits the generated context type's index signature.
export type ServiceContext = {
  localDateTime: string;
  entityId: string;
  tenantId: string;
  orgId: string;
  userId: string;
  token: string;
  channel: 'web';
  serviceUri: string;
};

export interface ServiceFields {
  page: ServicePage;
  context: ServiceContext;
}

export interface SessionSnapshot {
  userInfo?: LoginUserInfo;
  tenantId?: string;
  token?: string;
  now: Date;
}

export const DEFAULT_SERVICE_PAGE: ServicePage = {
  pageSize: DEFAULT_PAGE_SIZE,
  pageNum: FIRST_PAGE,
};

function nestedId(value: unknown): string | undefined {
  return isRecord(value) ? asText(value.id) : undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The browser's local time as DATE_TIME_FORMAT (YYYY-MM-DD HH:mm:ss), without dayjs: every
 * request goes through here, the sign-in page's too, which loads no date library (issue 20).
 */
export function localDateTime(at: Date): string {
  const date = [at.getFullYear(), twoDigits(at.getMonth() + 1), twoDigits(at.getDate())];
  const time = [at.getHours(), at.getMinutes(), at.getSeconds()].map(twoDigits);
  return `${date.join('-')} ${time.join(':')}`;
}

export function buildServiceContext(serviceUri: string, session: SessionSnapshot): ServiceContext {
  const info = session.userInfo ?? {};
  return {
    localDateTime: localDateTime(session.now),
    entityId: info.entityId ?? '',
    tenantId: session.tenantId || info.tenantId || '',
    orgId: info.orgId ?? nestedId(info.org) ?? '',
    userId: info.id ?? '',
    token: session.token ?? '',
    channel: 'web',
    serviceUri,
  };
}

export function buildServiceBody<Payload extends object>(
  serviceUri: string,
  payload: Payload,
  session: SessionSnapshot,
  page: ServicePage = DEFAULT_SERVICE_PAGE,
): Payload & ServiceFields {
  return { ...payload, page, context: buildServiceContext(serviceUri, session) };
}

/**
 * A JSON body carrying a service context, with that context rebuilt from `session`; undefined for
 * any other body. A body is built once but may be sent again after a token refresh (spec 4), and
 * then it must speak for the session as it is now, as the headers do.
 */
export function withCurrentContext(body: unknown, session: SessionSnapshot): object | undefined {
  if (!isRecord(body) || !isRecord(body.context)) return undefined;
  const { serviceUri } = body.context;
  if (typeof serviceUri !== 'string') return undefined;
  return { ...body, context: buildServiceContext(serviceUri, session) };
}
