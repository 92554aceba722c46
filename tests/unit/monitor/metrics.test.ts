import { describe, expect, it } from 'vitest';
import { JVM_METRICS } from '../../../resources/monitor/jvm/jvmMetrics';
import {
  measurementOf,
  metricRows,
  metricsToRead,
  settledOutcomes,
  type MetricOutcome,
  type MetricRowDefinition,
} from '../../../resources/monitor/shared/metricRows';
import type { MetricName } from '../../../resources/monitor/shared/monitorApi';
import {
  keyCountOf,
  metricOf,
  tracesOf,
  usedMemoryOf,
  type ActuatorMetric,
} from '../../../resources/monitor/shared/replies';
import { SYSTEM_METRICS } from '../../../resources/monitor/system/systemMetrics';
import { TOMCAT_METRICS } from '../../../resources/monitor/tomcat/tomcatMetrics';
import { pageForComponent } from '../../../resources/registry';
import { MALFORMED_REPLY, METRIC_FAILED } from '../../../src/lib/messages';
import { operations, sysContract } from '../kit/contract';
import { ApiError } from '../../../providers/http/httpError';

const gcPause: ActuatorMetric = {
  name: 'jvm.gc.pause',
  baseUnit: 'seconds',
  measurements: [
    { statistic: 'COUNT', value: 127 },
    { statistic: 'TOTAL_TIME', value: 3.215 },
    { statistic: 'MAX', value: 0.041 },
  ],
};
const memoryMax: ActuatorMetric = {
  name: 'jvm.memory.max',
  measurements: [{ statistic: 'VALUE', value: 5637144576 }],
};

const definitions: MetricRowDefinition[] = [
  {
    metric: 'jvm.memory.max',
    description: 'JVM 最大内存',
    format: { kind: 'megabytes' },
    color: 'purple',
  },
  {
    param: 'jvm.gc.pause.count',
    metric: 'jvm.gc.pause',
    statistic: 'COUNT',
    description: 'GC 次数',
    format: { kind: 'count', unit: '次' },
    color: 'blue',
  },
  {
    param: 'jvm.gc.pause.totalTime',
    metric: 'jvm.gc.pause',
    statistic: 'TOTAL_TIME',
    description: 'GC 总耗时',
    format: { kind: 'duration' },
    color: 'blue',
  },
];

describe('metric rows', () => {
  it('reads each metric once, in row order', () => {
    expect(metricsToRead(definitions)).toEqual(['jvm.memory.max', 'jvm.gc.pause']);
  });

  it('takes the named statistic, else the first measurement', () => {
    expect(measurementOf(gcPause, 'TOTAL_TIME')).toBe(3.215);
    expect(measurementOf(gcPause)).toBe(127);
    expect(measurementOf(memoryMax, 'COUNT')).toBeUndefined();
  });

  it('maps metrics to 参数 / 描述 / 当前值 rows with units, 参数 being the metric unless given', () => {
    const outcomes = new Map<MetricName, MetricOutcome>([
      ['jvm.memory.max', { metric: memoryMax }],
      ['jvm.gc.pause', { metric: gcPause }],
    ]);
    expect(metricRows(definitions, outcomes)).toEqual([
      {
        key: 'jvm.memory.max',
        param: 'jvm.memory.max',
        description: 'JVM 最大内存',
        color: 'purple',
        value: '5376.00 MB',
        failed: false,
      },
      {
        key: 'jvm.gc.pause.count',
        param: 'jvm.gc.pause.count',
        description: 'GC 次数',
        color: 'blue',
        value: '127 次',
        failed: false,
      },
      {
        key: 'jvm.gc.pause.totalTime',
        param: 'jvm.gc.pause.totalTime',
        description: 'GC 总耗时',
        color: 'blue',
        value: '3.21秒',
        failed: false,
      },
    ]);
  });

  it('marks every row of a failed metric and leaves the others alone', () => {
    const outcomes = new Map<MetricName, MetricOutcome>([
      ['jvm.memory.max', { metric: memoryMax }],
      ['jvm.gc.pause', { error: '指标不可用' }],
    ]);
    const rows = metricRows(definitions, outcomes);
    expect(rows.map((row) => [row.value, row.failed])).toEqual([
      ['5376.00 MB', false],
      [METRIC_FAILED, true],
      [METRIC_FAILED, true],
    ]);
  });

  it('shows - for a metric not read or without the statistic', () => {
    const outcomes = new Map<MetricName, MetricOutcome>([
      ['jvm.gc.pause', { metric: { name: 'jvm.gc.pause', measurements: [] } }],
    ]);
    expect(metricRows(definitions, outcomes).map((row) => row.value)).toEqual(['-', '-', '-']);
  });
});

describe('settledOutcomes', () => {
  it('keeps each metric read and tells each failure once, by metric', () => {
    const { outcomes, failures } = settledOutcomes(
      ['jvm.memory.max', 'jvm.gc.pause', 'jvm.threads.live'],
      [
        { status: 'fulfilled', value: memoryMax },
        { status: 'rejected', reason: new ApiError('指标不可用', 'server') },
        { status: 'rejected', reason: new DOMException('stopped', 'AbortError') },
      ],
    );
    expect(outcomes.get('jvm.memory.max')).toEqual({ metric: memoryMax });
    expect(outcomes.get('jvm.gc.pause')).toEqual({ error: '指标不可用' });
    expect(outcomes.get('jvm.threads.live')).toEqual({ error: '' });
    expect(failures).toEqual([{ label: 'jvm.gc.pause', message: '指标不可用' }]);
  });
});

describe('monitoring pages against the contract', () => {
  const contract = operations(sysContract());

  it('reads only metrics the contract lists, with GET', () => {
    for (const definition of [...JVM_METRICS, ...SYSTEM_METRICS, ...TOMCAT_METRICS]) {
      expect(contract.get(`/actuator/metrics/${definition.metric}`), definition.metric).toContain(
        'get',
      );
    }
    for (const path of [
      '/sys/actuator/redis/info',
      '/sys/actuator/redis/keysSize',
      '/sys/actuator/redis/memoryInfo',
      '/sys/actuator/redis/queryDiskInfo',
      '/actuator/httptrace',
    ]) {
      expect(contract.get(path), path).toContain('get');
    }
  });

  it('gives every row its own parameter name', () => {
    for (const rows of [JVM_METRICS, SYSTEM_METRICS, TOMCAT_METRICS]) {
      expect(new Set(rows.map((row) => row.param ?? row.metric)).size).toBe(rows.length);
    }
  });

  it('registers the six pages under the server menu component paths', () => {
    for (const component of [
      'monitor/RedisInfo',
      'monitor/DiskMonitoring',
      'monitor/JvmInfo',
      'monitor/SystemInfo',
      'monitor/TomcatInfo',
      'monitor/HttpTrace',
    ]) {
      expect(pageForComponent(component), component).toBeDefined();
    }
  });
});

describe('bare monitoring replies', () => {
  it('reads the Redis samples, used_memory given as text', () => {
    expect(keyCountOf({ dbSize: 1286, create_time: 1795226400000 })).toBe(1286);
    expect(usedMemoryOf({ used_memory: '3586152', create_time: 1795226400000 })).toBe(3586152);
  });

  it('turns a failed Result into its message and a wrong shape into the malformed text', () => {
    expect(() => keyCountOf({ success: false, message: 'Redis连接失败', code: 500 })).toThrow(
      new ApiError('Redis连接失败', 'server'),
    );
    expect(() => usedMemoryOf({ used_memory: '' })).toThrow(MALFORMED_REPLY);
    expect(() => keyCountOf('<html>')).toThrow(MALFORMED_REPLY);
    expect(() => metricOf({ name: 'jvm.memory.max' })).toThrow(MALFORMED_REPLY);
    expect(() => tracesOf({ traces: null })).toThrow(MALFORMED_REPLY);
  });

  it('keeps well-formed metrics and traces', () => {
    expect(metricOf(memoryMax)).toBe(memoryMax);
    const trace = {
      timestamp: 't',
      request: { method: 'GET', uri: '/a' },
      response: { status: 200 },
    };
    expect(tracesOf({ traces: [trace, { timestamp: 'broken' }] })).toEqual([trace]);
  });
});
