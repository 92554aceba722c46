import type { MetricRowDefinition } from '../shared/metricRows';

const SESSIONS = { kind: 'count', unit: '个' } as const;

/**
 * The rows of Tomcat信息 (spec 2.7): the session metrics JeecgBoot v3.4.3's TomcatInfo page reads
 * (its request and thread metrics are commented out there: Spring Boot 2.3 no longer has them).
 */
export const TOMCAT_METRICS: readonly MetricRowDefinition[] = [
  {
    metric: 'tomcat.sessions.created',
    description: 'tomcat 已创建 session 数',
    format: SESSIONS,
    color: 'green',
  },
  {
    metric: 'tomcat.sessions.expired',
    description: 'tomcat 已过期 session 数',
    format: SESSIONS,
    color: 'green',
  },
  {
    metric: 'tomcat.sessions.active.current',
    description: 'tomcat 当前活跃 session 数',
    format: SESSIONS,
    color: 'green',
  },
  {
    metric: 'tomcat.sessions.active.max',
    description: 'tomcat 活跃 session 数峰值',
    format: SESSIONS,
    color: 'green',
  },
  {
    metric: 'tomcat.sessions.rejected',
    description: '超过 session 最大配置后，拒绝的 session 个数',
    format: SESSIONS,
    color: 'green',
  },
];
