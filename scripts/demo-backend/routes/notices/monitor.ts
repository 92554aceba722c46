/**
 * 系统监控 (spec 2.7): the Redis, disk, JVM, server, Tomcat and request-trace pages, answered with
 * this demo backend's own readings (processMetrics.ts), never constants.
 *
 * There is no Redis here: the Redis calls keep the contract's shapes and report the backend's own
 * store instead (keys = rows of the main tables, memory = the process's resident memory), and the
 * info rows say so in their descriptions.
 */
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { Paths } from '../../contract';
import { one } from '../../db/database';
import { sysOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import type { TraceRing } from './httpTrace';
import {
  fileSystemOf,
  folderSize,
  gcPause,
  observeGarbageCollection,
  oldSpace,
  processCpuShare,
  systemCpuShare,
  threads,
  type Measurement,
} from './processMetrics';
import { socketHubOf } from './socketHub';

type MetricPath = Extract<keyof Paths, `/actuator/metrics/${string}`>;
type MetricName = MetricPath extends `/actuator/metrics/${infer Name}` ? Name : never;

interface MetricSource {
  description: string;
  baseUnit: string | null;
  read: () => Measurement[] | Promise<Measurement[]>;
}

const value = (v: number): Measurement[] => [{ statistic: 'VALUE', value: v }];
const count = (v: number): Measurement[] => [{ statistic: 'COUNT', value: v }];

/** The tables whose rows stand for Redis keys. */
const MAIN_TABLES = [
  'sys_user',
  'sys_role',
  'sys_permission',
  'sys_depart',
  'sys_dict',
  'sys_dict_item',
  'sys_position',
  'sys_tenant',
  'sys_log',
  'sys_announcement',
  'sys_announcement_send',
  'demo_session',
  'demo_stored_file',
] as const;

const MB = 1024 * 1024;
const humanBytes = (bytes: number) => `${(bytes / MB).toFixed(2)}M`;

export function monitorRoutes(router: ContractRouter, traces: TraceRing): void {
  const { db, config, now } = router.deps;
  const hub = socketHubOf(router.deps);
  const dataDir = path.dirname(path.resolve(config.filesDir));
  let peakSessions = 0;
  observeGarbageCollection();

  const rowCount = async () =>
    (
      await one<{ keys: number }>(
        db,
        `SELECT (${MAIN_TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')})::int AS keys`,
      )
    )?.keys ?? 0;

  const sessionCounts = async () => {
    const counts = await one<{ created: number; expired: number; live: number }>(
      db,
      `SELECT count(*)::int AS created,
              count(*) FILTER (WHERE s.revoked_at IS NULL AND s.access_expires_at <= $1)::int AS expired,
              count(*) FILTER (WHERE s.revoked_at IS NULL AND s.access_expires_at > $1
                                 AND u.status = 1 AND u.del_flag = 0)::int AS live
         FROM demo_session s JOIN sys_user u ON u.id = s.user_id`,
      [now()],
    );
    const result = counts ?? { created: 0, expired: 0, live: 0 };
    peakSessions = Math.max(peakSessions, result.live);
    return { ...result, peak: peakSessions };
  };

  // Spring's names, Node's figures: heap for JVM memory, ArrayBuffers for buffers, V8's old space
  // for the old generation, built-in modules for classes, sign-in sessions for Tomcat's.
  const metrics: Record<MetricName, MetricSource> = {
    'jvm.memory.max': {
      description: 'V8 heap size limit of the demo backend (Node.js)',
      baseUnit: 'bytes',
      read: () => value(v8.getHeapStatistics().heap_size_limit),
    },
    'jvm.memory.committed': {
      description: 'V8 heap reserved by the demo backend (Node.js heapTotal)',
      baseUnit: 'bytes',
      read: () => value(process.memoryUsage().heapTotal),
    },
    'jvm.memory.used': {
      description: 'V8 heap in use by the demo backend (Node.js heapUsed)',
      baseUnit: 'bytes',
      read: () => value(process.memoryUsage().heapUsed),
    },
    'jvm.buffer.memory.used': {
      description: 'Memory of ArrayBuffers and Buffers (Node.js arrayBuffers)',
      baseUnit: 'bytes',
      read: () => value(process.memoryUsage().arrayBuffers),
    },
    'jvm.buffer.count': {
      description: 'Active handles and requests of the event loop (Node.js)',
      baseUnit: 'buffers',
      read: () => value(process.getActiveResourcesInfo().length),
    },
    'jvm.threads.daemon': {
      description: 'Threads besides the main one (Node.js worker pool and V8)',
      baseUnit: 'threads',
      read: () => value(threads().live - 1),
    },
    'jvm.threads.live': {
      description: 'Operating-system threads of the demo backend',
      baseUnit: 'threads',
      read: () => value(threads().live),
    },
    'jvm.threads.peak': {
      description: 'Most threads seen since the demo backend started',
      baseUnit: 'threads',
      read: () => value(threads().peak),
    },
    'jvm.classes.loaded': {
      description: 'Built-in modules and bindings loaded (Node.js)',
      baseUnit: 'classes',
      read: () => value((process as { moduleLoadList?: unknown[] }).moduleLoadList?.length ?? 0),
    },
    'jvm.classes.unloaded': {
      description: 'Contexts detached and not yet collected (V8)',
      baseUnit: 'classes',
      read: () => count(v8.getHeapStatistics().number_of_detached_contexts),
    },
    'jvm.gc.memory.allocated': {
      description: 'Heap allocated by V8 (total heap size)',
      baseUnit: 'bytes',
      read: () => count(v8.getHeapStatistics().total_heap_size),
    },
    'jvm.gc.memory.promoted': {
      description: 'Bytes in V8 old space (promoted by the young-generation collector)',
      baseUnit: 'bytes',
      read: () => count(oldSpace().used),
    },
    'jvm.gc.max.data.size': {
      description: 'Size V8 old space may grow to',
      baseUnit: 'bytes',
      read: () => value(oldSpace().size + oldSpace().available),
    },
    'jvm.gc.live.data.size': {
      description: 'Bytes in V8 old space now',
      baseUnit: 'bytes',
      read: () => value(oldSpace().used),
    },
    'jvm.gc.pause': {
      description: 'Garbage collections since start and their pause time (Node.js gc entries)',
      baseUnit: 'seconds',
      read: gcPause,
    },
    'system.cpu.count': {
      description: 'The number of processors available to the demo backend',
      baseUnit: null,
      read: () => value(os.availableParallelism()),
    },
    'system.cpu.usage': {
      description: 'The machine’s CPU usage since the last reading',
      baseUnit: null,
      read: () => value(systemCpuShare()),
    },
    'process.start.time': {
      description: 'Start time of the demo backend since the epoch',
      baseUnit: 'seconds',
      read: () => value((Date.now() - process.uptime() * 1000) / 1000),
    },
    'process.uptime': {
      description: 'The uptime of the demo backend',
      baseUnit: 'seconds',
      read: () => value(process.uptime()),
    },
    'process.cpu.usage': {
      description: 'The demo backend’s CPU usage since the last reading',
      baseUnit: null,
      read: () => value(processCpuShare()),
    },
    'tomcat.sessions.created': {
      description: 'Sign-in sessions created',
      baseUnit: 'sessions',
      read: async () => count((await sessionCounts()).created),
    },
    'tomcat.sessions.expired': {
      description: 'Sign-in sessions whose access token ran out without a logout',
      baseUnit: 'sessions',
      read: async () => count((await sessionCounts()).expired),
    },
    'tomcat.sessions.active.current': {
      description: 'Live sign-in sessions',
      baseUnit: 'sessions',
      read: async () => value((await sessionCounts()).live),
    },
    'tomcat.sessions.active.max': {
      description: 'Most live sign-in sessions seen since the demo backend started',
      baseUnit: 'sessions',
      read: async () => value((await sessionCounts()).peak),
    },
    'tomcat.sessions.rejected': {
      description: 'Sessions refused for a session limit (the demo backend has none)',
      baseUnit: 'sessions',
      read: () => count(0),
    },
  };

  for (const [name, source] of Object.entries(metrics) as [MetricName, MetricSource][]) {
    const metricPath: MetricPath = `/actuator/metrics/${name}`;
    router.on('get', metricPath, async () => ({
      name,
      description: source.description,
      baseUnit: source.baseUnit,
      measurements: await source.read(),
      availableTags: [],
    }));
  }

  router.on('get', '/actuator/httptrace', () => ({ traces: traces.newestFirst() }));

  router.on('get', '/sys/actuator/redis/keysSize', async () => ({
    dbSize: await rowCount(),
    create_time: Date.now(),
  }));

  router.on('get', '/sys/actuator/redis/memoryInfo', () => ({
    used_memory: String(process.memoryUsage().rss),
    create_time: Date.now(),
  }));

  router.on('get', '/sys/actuator/redis/info', async ({ request }) => {
    const memory = process.memoryUsage();
    const rows: [string, string, string][] = [
      ['redis_version', `Node.js ${process.version}`, '无 Redis：演示后端自身的运行环境版本'],
      ['redis_mode', 'standalone', '运行模式：演示后端为单进程'],
      ['os', `${os.type()} ${os.release()} ${os.arch()}`, '演示后端的宿主操作系统'],
      ['process_id', String(process.pid), '演示后端的进程号'],
      ['tcp_port', new URL(request.url).port || '80', '演示后端的监听端口'],
      ['uptime_in_seconds', String(Math.floor(process.uptime())), '自演示后端启动以来经过的秒数'],
      [
        'uptime_in_days',
        String(Math.floor(process.uptime() / 86_400)),
        '自演示后端启动以来经过的天数',
      ],
      ['connected_clients', String(hub.size), '已连接的 websocket 客户端数量（通知与表格同步）'],
      ['used_memory', String(memory.rss), '演示后端进程占用的内存（字节，RSS）'],
      ['used_memory_human', humanBytes(memory.rss), '以人类可读的格式返回演示后端占用的内存'],
      [
        'used_memory_peak_human',
        humanBytes(process.resourceUsage().maxRSS * 1024),
        '以人类可读的格式返回演示后端的内存峰值',
      ],
      ['total_commands_processed', String(traces.served), '演示后端已处理的 HTTP 请求数量'],
      ['db0', `keys=${await rowCount()}`, '主要数据表的记录总数（代替 Redis 键数）'],
      ['aof_enabled', '0', '无 AOF：数据保存在 PGlite 数据目录'],
    ];
    return sysOk(
      rows.map(([key, text, description]) => ({ key, value: text, description })),
      '',
    );
  });

  // The data folder's file system, and the data folder itself as the share it takes of it.
  router.on('get', '/sys/actuator/redis/queryDiskInfo', async () => {
    const disk = await fileSystemOf(dataDir);
    const used = await folderSize(dataDir);
    const percent = (part: number) => (disk.size > 0 ? Math.round((part * 100) / disk.size) : 0);
    return sysOk(
      [
        {
          name: dataDir,
          max: disk.size,
          rest: disk.free,
          restPPT: percent(disk.size - disk.free),
        },
        {
          name: `${dataDir}（演示数据）`,
          max: disk.size,
          rest: disk.size - used,
          restPPT: percent(used),
        },
      ],
      '查询成功',
    );
  });
}
