/** Public surface of the HTTP layer. The app-wide instance lives in ./instance. */
export { createHttp, REFRESH_TOKEN_PATH, type Http, type HttpDeps } from './createHttp';
export { readDownload, fileNameFromDisposition, type DownloadedFile } from './download';
export {
  capMessage,
  malformedReply,
  normaliseCapEnvelope,
  normaliseEnvelope,
  normaliseReply,
  normaliseReplyText,
  normaliseSysEnvelope,
} from './envelope';
export { ApiError, isPresentedError, isRefusal, type ApiErrorKind } from './httpError';
export { QUIET_HEADERS, SIGNATURE_PLACEHOLDERS, SIGNED_HEADERS } from './markers';
export { sessionHeaders } from './steps/accessHeaders';
export type { Handler, Step } from './pipeline';
export type {
  Clock,
  ExpiredDialogText,
  HttpPresenter,
  MessageKind,
  RouteInfo,
  RouteReader,
  SessionActions,
} from './ports';
export type { QueryParams, RequestHelpers } from './requester';
export { EXPIRED_DIALOG } from './sessionEnd';
export type { ServiceContext, ServiceFields, ServicePage } from './serviceBody';
export { staticUrl } from './staticUrl';
export type { HttpMethod, JsonRequester, Normalised, RequestOptions } from './types';
export {
  refusalOf,
  requiredResultOf,
  resultOf,
  unwrapCap,
  unwrapSys,
  unwrapUpload,
  type CapBodyOf,
  type SysResultOf,
} from './unwrap';
