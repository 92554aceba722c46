/**
 * The one error type the data provider rejects with. It is a Refine `HttpError` (`message`,
 * `statusCode`), so Refine's notifications and `authProvider.onError` can read it, and it says
 * which kind of failure it is so the UI can pick the spec 8.2 presentation:
 * - `server`: the server answered `success: false`; the server message is shown as a warning.
 * - `configuration`: the page or the endpoint table is wrong (missing url, unsupported filter);
 *   shown as an error toast.
 * - `input`: the user asked for something that cannot be sent (batch delete with no selection).
 */
export type DataProviderErrorKind = 'server' | 'configuration' | 'input';

export class DataProviderError extends Error {
  readonly statusCode: number;
  readonly kind: DataProviderErrorKind;

  constructor(message: string, kind: DataProviderErrorKind, statusCode = 500) {
    super(message);
    this.name = 'DataProviderError';
    this.kind = kind;
    this.statusCode = statusCode;
  }
}

export const configurationError = (message: string): DataProviderError =>
  new DataProviderError(message, 'configuration');
