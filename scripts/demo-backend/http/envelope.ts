/**
 * The two reply envelopes (spec 7.1): JeecgBoot's `Result` for /sys and `{status, body}` for /cap,
 * and the refusals every handler may answer with. A refusal is thrown as `Refusal` and written by
 * the router in the envelope of the path it was thrown on.
 */
const SUCCESS_CODE = 200;
const FAILURE_CODE = 500;
export const CAP_OK_CODE = '0000';
export const CAP_OK_TEXT = '交易成功';
export const CAP_FAILED_TEXT = '交易失败';

export interface SysResult<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export interface CapStatus {
  success: boolean;
  replyCode: string;
  replyText: string;
  errorMsg: string | null;
}

export function sysOk<T>(result: T, message = '操作成功！'): SysResult<T> {
  return { success: true, message, code: SUCCESS_CODE, result, timestamp: Date.now() };
}

/** A /sys list or tree reply: JeecgBoot answers these with `code: 0` (jeecg-contracts §1.1). */
export function sysListOk<T>(result: T, message = ''): SysResult<T> {
  return { success: true, message, code: 0, result, timestamp: Date.now() };
}

export function sysFail(message: string, code = FAILURE_CODE): SysResult<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

export function capOk<T>(body: T): { status: CapStatus; body: T } {
  return {
    status: { success: true, replyCode: CAP_OK_CODE, replyText: CAP_OK_TEXT, errorMsg: null },
    body,
  };
}

export function capFail(
  errorMsg: string,
  replyCode = 'E0001',
  replyText = CAP_FAILED_TEXT,
): { status: CapStatus; body: null } {
  return { status: { success: false, replyCode, replyText, errorMsg }, body: null };
}

/**
 * A business refusal: answered HTTP `httpStatus` (200 unless the contract says otherwise) in the
 * envelope of the path, with the message the console shows.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly options: {
      httpStatus?: 200 | 401 | 403 | 404 | 500;
      code?: number;
      replyCode?: string;
      /** /cap: the status's replyText (交易失败 unless given). */
      replyText?: string;
    } = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** The body of a refusal in the envelope of the path it answers. */
export function refusalBody(path: string, refusal: Refusal): unknown {
  if (path.startsWith('/cap/')) {
    return capFail(refusal.message, refusal.options.replyCode, refusal.options.replyText);
  }
  return sysFail(refusal.message, refusal.options.code ?? FAILURE_CODE);
}
