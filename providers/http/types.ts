/** Shapes shared by the HTTP layer and the providers built on it. */

/** Both reply envelopes normalised to one shape (spec 3, 7.1). */
export interface Normalised<T> {
  success: boolean;
  code: number | string;
  message: string;
  result: T;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions {
  /** Query parameters; undefined and null values are dropped. */
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body. */
  body?: unknown;
  /** Adds X-Sign and X-TIMESTAMP (spec 7.1). */
  signed?: boolean;
}

/**
 * A request through the full middleware pipeline (headers, _t, signing, timeout, error mapping,
 * refresh and replay) to a path below the API base, for callers whose path is data rather than a
 * literal (the data provider's resource table). The reply is normalised whichever envelope it has.
 */
export type JsonRequester = <T = unknown>(
  method: HttpMethod,
  path: string,
  options?: RequestOptions,
) => Promise<Normalised<T>>;
