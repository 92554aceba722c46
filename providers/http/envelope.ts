/**
 * Both reply envelopes normalised to one shape (spec 3, 7.1; architecture "Two envelopes"):
 * JeecgBoot `Result` for /sys, `{status, body}` for /cap. Key off `success`, never `code`.
 */
import { asString, isRecord, parseJson, type JsonRecord } from '../../src/lib/guards';
import { MALFORMED_REPLY } from '../../src/lib/messages';
import type { Normalised } from './types';

/** Spec 7.1: errorMsg is appended only when shorter than this. */
const ERROR_MSG_LIMIT = 64;

export function isCapEnvelope(json: unknown): json is JsonRecord & { status: JsonRecord } {
  return isRecord(json) && isRecord(json.status);
}

export function isSysEnvelope(json: unknown): json is JsonRecord & { success: boolean } {
  return isRecord(json) && typeof json.success === 'boolean';
}

function codeOf(value: unknown): number | string {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

export function normaliseSysEnvelope(json: JsonRecord): Normalised<unknown> {
  return {
    success: json.success === true,
    code: codeOf(json.code),
    message: asString(json.message) ?? '',
    result: json.result ?? null,
  };
}

/** replyText, plus ':' and errorMsg when errorMsg is non-empty and under 64 characters (spec 7.1). */
export function capMessage(replyText: string, errorMsg: string): string {
  if (errorMsg === '' || errorMsg.length >= ERROR_MSG_LIMIT) return replyText;
  return replyText === '' ? errorMsg : `${replyText}:${errorMsg}`;
}

export function normaliseCapEnvelope(
  json: JsonRecord & { status: JsonRecord },
): Normalised<unknown> {
  const { status } = json;
  return {
    success: status.success === true,
    code: codeOf(status.replyCode),
    message: capMessage(asString(status.replyText) ?? '', asString(status.errorMsg) ?? ''),
    result: json.body ?? null,
  };
}

export function malformedReply(code: number | string = ''): Normalised<null> {
  return { success: false, code, message: MALFORMED_REPLY, result: null };
}

/** Whichever envelope the JSON has; neither shape is a malformed reply. */
export function normaliseEnvelope(json: unknown): Normalised<unknown> {
  if (isCapEnvelope(json)) return normaliseCapEnvelope(json);
  if (isSysEnvelope(json)) return normaliseSysEnvelope(json);
  return malformedReply();
}

/**
 * As normaliseEnvelope, plus the one bare shape a real endpoint answers with: /sys/user/getMultiUser
 * returns the user array itself.
 */
export function normaliseReply(json: unknown): Normalised<unknown> {
  if (Array.isArray(json)) return { success: true, code: 200, message: '', result: json };
  return normaliseEnvelope(json);
}

export function normaliseReplyText(text: string): Normalised<unknown> {
  const parsed = parseJson(text);
  return parsed.ok ? normaliseReply(parsed.value) : malformedReply();
}
