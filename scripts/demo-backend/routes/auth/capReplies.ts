/** /cap replies with the contract's own replyText (capOk always says 交易成功). */
import { CAP_OK_CODE, type CapStatus } from '../../http/envelope';
import { decryptCredential } from '../../http/secrets';
import { Refusal } from '../../http/envelope';

export function capDone<T>(body: T, replyText: string): { status: CapStatus; body: T } {
  return {
    status: { success: true, replyCode: CAP_OK_CODE, replyText, errorMsg: null },
    body,
  };
}

/** A secret the console AES-encrypted (spec 7.2); a value that is not one is refused. */
export function decryptedSecret(cipherText: unknown, key: string, refusal: Refusal): string {
  if (typeof cipherText !== 'string' || cipherText === '') throw refusal;
  try {
    return decryptCredential(cipherText, key);
  } catch {
    throw refusal;
  }
}

/** The page of a /cap list request: {pageSize, pageNum} with the console's defaults. */
export function pageOf(body: unknown): { pageSize: number; offset: number } {
  const page = (body as { page?: { pageSize?: unknown; pageNum?: unknown } } | undefined)?.page;
  const pageSize = Math.min(Math.max(Number(page?.pageSize) || 10, 1), 1000);
  const pageNum = Math.max(Number(page?.pageNum) || 1, 1);
  return { pageSize, offset: (pageNum - 1) * pageSize };
}
