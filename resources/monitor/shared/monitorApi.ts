/**
 * Calls of the monitoring pages (spec 2.7; JeecgBoot v3.4.3 ActuatorRedisController and the
 * Spring Boot actuator endpoints below the API base, all provisional in openapi/sys.yaml). Every
 * call carries the session token like any other (CVE-2021-37304 was httptrace answering without
 * one). Calls are quiet: a page reads several at once and tells their failures in one notice.
 */
import type { components, paths } from '../../../src/api/generated/sys';
import {
  QUIET_HEADERS,
  resultOf,
  unwrapSys,
  type Http,
  type Normalised,
} from '../../../providers/http';
import { http as appHttp } from '../../../providers/http/instance';
import { MALFORMED_REPLY } from '../../../src/lib/messages';
import {
  keyCountOf,
  metricOf,
  tracesOf,
  usedMemoryOf,
  type ActuatorMetric,
  type HttpTrace,
} from './replies';

export type RedisInfoItem = components['schemas']['RedisInfoItem'];
export type DiskInfo = components['schemas']['DiskInfo'];

type MetricPath = Extract<keyof paths, `/actuator/metrics/${string}`>;
/** The actuator metrics the contract lists (each with its own example). */
export type MetricName = MetricPath extends `/actuator/metrics/${infer Name}` ? Name : never;

export interface MonitorApi {
  redisInfo(): Promise<RedisInfoItem[]>;
  /** Keys in the Redis database now. */
  redisKeyCount(signal?: AbortSignal): Promise<number>;
  /** Bytes Redis has allocated now. */
  redisUsedMemory(signal?: AbortSignal): Promise<number>;
  diskInfo(): Promise<DiskInfo[]>;
  metric(name: MetricName): Promise<ActuatorMetric>;
  httpTraces(): Promise<HttpTrace[]>;
}

const listOf = <Row>(reply: Normalised<Row[] | null | undefined>): Row[] =>
  resultOf(reply, MALFORMED_REPLY) ?? [];

export function createMonitorApi(http: Pick<Http, 'sys'>): MonitorApi {
  const quiet = (signal?: AbortSignal) => ({ headers: QUIET_HEADERS, signal });
  return {
    async redisInfo() {
      return listOf(unwrapSys(await http.sys.GET('/sys/actuator/redis/info', quiet())));
    },
    async redisKeyCount(signal) {
      const { data } = await http.sys.GET('/sys/actuator/redis/keysSize', quiet(signal));
      return keyCountOf(data);
    },
    async redisUsedMemory(signal) {
      const { data } = await http.sys.GET('/sys/actuator/redis/memoryInfo', quiet(signal));
      return usedMemoryOf(data);
    },
    async diskInfo() {
      return listOf(unwrapSys(await http.sys.GET('/sys/actuator/redis/queryDiskInfo', quiet())));
    },
    async metric(name) {
      const path: MetricPath = `/actuator/metrics/${name}`;
      const { data } = await http.sys.GET(path, quiet());
      return metricOf(data);
    },
    async httpTraces() {
      const { data } = await http.sys.GET('/actuator/httptrace', quiet());
      return tracesOf(data);
    },
  };
}

export const monitorApi = createMonitorApi(appHttp);
