/**
 * Failed monitoring calls told once per load, in one notice (spec 8.1, 8.2): the calls are quiet
 * (monitorApi), so the page groups what failed by message. An ended session is told by the
 * session dialog instead, and a call the page cancelled is no failure.
 */
import { isPresentedError } from '../../../providers/http/httpError';
import { LOGIN_EXPIRED_CONTENT, REQUEST_FAILED } from '../../../src/lib/messages';

export interface CallFailure {
  /** What was read (a metric name, 'Key 数量'…). */
  label: string;
  message: string;
}

const UNAUTHORIZED = 401;

/** The message to tell for a failed call, or null when nothing should be told. */
export function failureMessage(error: unknown): string | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (isPresentedError(error)) {
    const ended = error.statusCode === UNAUTHORIZED || error.message === LOGIN_EXPIRED_CONTENT;
    return ended ? null : error.message || REQUEST_FAILED;
  }
  return error instanceof Error && error.message ? error.message : REQUEST_FAILED;
}

/** One line per distinct message, naming what failed with it: `请求失败（jvm.gc.pause、…）`. */
export function failureLines(failures: readonly CallFailure[]): string[] {
  const byMessage = new Map<string, string[]>();
  for (const { label, message } of failures) {
    byMessage.set(message, [...(byMessage.get(message) ?? []), label]);
  }
  return [...byMessage].map(([message, labels]) => `${message}（${labels.join('、')}）`);
}

/** The failure to tell for the call labelled `label`: none, or one. */
export function toFailures(label: string, error: unknown): CallFailure[] {
  const message = failureMessage(error);
  return message === null ? [] : [{ label, message }];
}

/**
 * For polled calls: a failure is told when a call starts failing, not on every poll while it
 * keeps failing; a success ends the streak.
 */
export function createFailureStreaks(): (
  label: string,
  result: PromiseSettledResult<unknown>,
) => CallFailure[] {
  const failing = new Set<string>();
  return (label, result) => {
    if (result.status === 'fulfilled') {
      failing.delete(label);
      return [];
    }
    if (failing.has(label)) return [];
    failing.add(label);
    return toFailures(label, result.reason);
  };
}
