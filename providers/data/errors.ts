import { ApiError } from '../http/httpError';

/** The page or the endpoint table is wrong (missing url, unsupported filter): spec 8.2 error toast. */
export const configurationError = (message: string): ApiError =>
  new ApiError(message, 'configuration');

/** The user asked for something that cannot be sent (batch delete with no selection). */
export const inputError = (message: string): ApiError => new ApiError(message, 'input');
