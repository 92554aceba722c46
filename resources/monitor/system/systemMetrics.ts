import type { MetricRowDefinition } from '../shared/metricRows';

/** The rows of 服务器信息, as JeecgBoot v3.4.3's SystemInfo page reads them (spec 2.7). */
export const SYSTEM_METRICS: readonly MetricRowDefinition[] = [
  {
    metric: 'system.cpu.count',
    description: 'CPU 数量',
    format: { kind: 'count', unit: '核' },
    color: 'green',
  },
  {
    metric: 'system.cpu.usage',
    description: '系统 CPU 使用率',
    format: { kind: 'percent' },
    color: 'green',
  },
  {
    metric: 'process.start.time',
    description: '应用启动时间点',
    format: { kind: 'datetime' },
    color: 'purple',
  },
  {
    metric: 'process.uptime',
    description: '应用已运行时间',
    format: { kind: 'duration' },
    color: 'purple',
  },
  {
    metric: 'process.cpu.usage',
    description: '当前应用 CPU 使用率',
    format: { kind: 'percent' },
    color: 'purple',
  },
];
