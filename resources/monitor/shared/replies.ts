/**
 * What the monitoring calls answer, read defensively (spec 2.7; JeecgBoot v3.4.3 monitor module):
 * the Redis samples and the actuator endpoints answer bare JSON, not a Result, and an unhandled
 * server error may still come back as a `success: false` Result. Each reader returns the value or
 * throws a refusal `ApiError` with the server's message, or the malformed-reply text.
 */
import type { components } from '../../../src/api/generated/sys';
import { isRecord } from '../../../src/lib/guards';
import { MALFORMED_REPLY } from '../../../src/lib/messages';
import { isSysEnvelope, normaliseSysEnvelope } from '../../../providers/http/envelope';
import { ApiError } from '../../../providers/http/httpError';
import { resultOf } from '../../../providers/http/unwrap';

export type ActuatorMetric = components['schemas']['ActuatorMetric'];
export type HttpTrace = components['schemas']['HttpTrace'];

const malformed = (): ApiError => new ApiError(MALFORMED_REPLY, 'server');

/** The bare map itself, or a Result's `result`; a failed Result throws its message. */
function bareBody(reply: unknown): unknown {
  return isSysEnvelope(reply) ? resultOf(normaliseSysEnvelope(reply), MALFORMED_REPLY) : reply;
}

function numberField(body: unknown, field: string): number {
  const raw = isRecord(body) ? body[field] : undefined;
  // Redis INFO values reach the map as text (used_memory: '3586152').
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw malformed();
  }
  return value;
}

/** keysSize: `{dbSize, create_time}`. */
export const keyCountOf = (reply: unknown): number => numberField(bareBody(reply), 'dbSize');

/** memoryInfo: `{used_memory, create_time}`, bytes. */
export const usedMemoryOf = (reply: unknown): number => numberField(bareBody(reply), 'used_memory');

/** An actuator metric: `{name, measurements: [{statistic, value}], …}`. */
export function metricOf(reply: unknown): ActuatorMetric {
  const body = bareBody(reply);
  if (!isRecord(body) || typeof body.name !== 'string' || !Array.isArray(body.measurements)) {
    throw malformed();
  }
  return body as ActuatorMetric;
}

/** actuator/httptrace: `{traces: […]}`. */
export function tracesOf(reply: unknown): HttpTrace[] {
  const body = bareBody(reply);
  if (!isRecord(body) || !Array.isArray(body.traces)) throw malformed();
  return body.traces.filter(
    (trace): trace is HttpTrace =>
      isRecord(trace) && isRecord(trace.request) && isRecord(trace.response),
  );
}
