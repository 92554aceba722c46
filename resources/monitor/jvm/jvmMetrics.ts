import type { MetricRowDefinition } from '../shared/metricRows';

const MB = { kind: 'megabytes' } as const;
const PIECES = { kind: 'count', unit: '个' } as const;

/** The rows of JVM信息, as JeecgBoot v3.4.3's JvmInfo page reads them (spec 2.7). */
export const JVM_METRICS: readonly MetricRowDefinition[] = [
  { metric: 'jvm.memory.max', description: 'JVM 最大内存', format: MB, color: 'purple' },
  { metric: 'jvm.memory.committed', description: 'JVM 可用内存', format: MB, color: 'purple' },
  { metric: 'jvm.memory.used', description: 'JVM 已用内存', format: MB, color: 'purple' },
  {
    metric: 'jvm.buffer.memory.used',
    description: 'JVM 缓冲区已用内存',
    format: MB,
    color: 'cyan',
  },
  { metric: 'jvm.buffer.count', description: '当前缓冲区数量', format: PIECES, color: 'cyan' },
  { metric: 'jvm.threads.daemon', description: 'JVM 守护线程数量', format: PIECES, color: 'green' },
  {
    metric: 'jvm.threads.live',
    description: 'JVM 当前活跃线程数量',
    format: PIECES,
    color: 'green',
  },
  { metric: 'jvm.threads.peak', description: 'JVM 峰值线程数量', format: PIECES, color: 'green' },
  {
    metric: 'jvm.classes.loaded',
    description: 'JVM 已加载 Class 数量',
    format: PIECES,
    color: 'orange',
  },
  {
    metric: 'jvm.classes.unloaded',
    description: 'JVM 未加载 Class 数量',
    format: PIECES,
    color: 'orange',
  },
  {
    metric: 'jvm.gc.memory.allocated',
    description: 'GC 时，年轻代分配的内存空间',
    format: MB,
    color: 'pink',
  },
  {
    metric: 'jvm.gc.memory.promoted',
    description: 'GC 时，老年代分配的内存空间',
    format: MB,
    color: 'pink',
  },
  {
    metric: 'jvm.gc.max.data.size',
    description: 'GC 时，老年代的最大内存空间',
    format: MB,
    color: 'pink',
  },
  {
    metric: 'jvm.gc.live.data.size',
    description: 'FullGC 时，老年代的内存空间',
    format: MB,
    color: 'pink',
  },
  {
    param: 'jvm.gc.pause.count',
    metric: 'jvm.gc.pause',
    statistic: 'COUNT',
    description: '系统启动以来 GC 次数',
    format: { kind: 'count', unit: '次' },
    color: 'blue',
  },
  {
    param: 'jvm.gc.pause.totalTime',
    metric: 'jvm.gc.pause',
    statistic: 'TOTAL_TIME',
    description: '系统启动以来 GC 总耗时',
    format: { kind: 'duration' },
    color: 'blue',
  },
];
