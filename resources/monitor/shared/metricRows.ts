/**
 * A metrics table (JVM信息, 服务器信息, Tomcat信息; spec 2.7) is declared as rows over actuator
 * metrics: which metric and statistic each row reads, its description and how its value is shown.
 * A metric with several statistics (jvm.gc.pause: count and total time) gives several rows.
 */
import { METRIC_FAILED } from '../../../src/lib/messages';
import { failureMessage, type CallFailure } from './failures';
import { formatMetricValue, NO_VALUE, type MetricFormat } from './format';
import type { MetricName } from './monitorApi';
import type { ActuatorMetric } from './replies';

export type Statistic = ActuatorMetric['measurements'][number]['statistic'];

export interface MetricRowDefinition {
  /** 参数 when not the metric's name: where one metric gives several rows (jvm.gc.pause.count). */
  param?: string;
  metric: MetricName;
  /** Which measurement to show; the first one when not given (gauges answer VALUE, counters COUNT). */
  statistic?: Statistic;
  /** 描述. */
  description: string;
  format: MetricFormat;
  /** Colour of the parameter's tag, grouping related rows. */
  color: string;
}

/** What reading one metric gave: the metric, or the failure's message. */
export type MetricOutcome = { metric: ActuatorMetric } | { error: string };

export interface MetricRow {
  key: string;
  param: string;
  description: string;
  color: string;
  /** 当前值, formatted with its unit. */
  value: string;
  failed: boolean;
}

/** Each metric the rows read, once, in row order. */
export function metricsToRead(definitions: readonly MetricRowDefinition[]): MetricName[] {
  return [...new Set(definitions.map((definition) => definition.metric))];
}

export function measurementOf(metric: ActuatorMetric, statistic?: Statistic): number | undefined {
  const found = statistic
    ? metric.measurements.find((measurement) => measurement.statistic === statistic)
    : metric.measurements[0];
  return found?.value;
}

function valueOf(definition: MetricRowDefinition, outcome: MetricOutcome | undefined) {
  if (!outcome) return { value: NO_VALUE, failed: false };
  if ('error' in outcome) return { value: METRIC_FAILED, failed: true };
  const value = measurementOf(outcome.metric, definition.statistic);
  return {
    value: value === undefined ? NO_VALUE : formatMetricValue(value, definition.format),
    failed: false,
  };
}

/** The table's rows from what each metric read gave; a failed metric's rows say so. */
export function metricRows(
  definitions: readonly MetricRowDefinition[],
  outcomes: ReadonlyMap<MetricName, MetricOutcome>,
): MetricRow[] {
  return definitions.map((definition) => {
    const param = definition.param ?? definition.metric;
    return {
      key: param,
      param,
      description: definition.description,
      color: definition.color,
      ...valueOf(definition, outcomes.get(definition.metric)),
    };
  });
}

/** What each metric's call gave, and the failures to tell (none for a cancelled call). */
export function settledOutcomes(
  names: readonly MetricName[],
  settled: readonly PromiseSettledResult<ActuatorMetric>[],
): { outcomes: Map<MetricName, MetricOutcome>; failures: CallFailure[] } {
  const outcomes = new Map<MetricName, MetricOutcome>();
  const failures: CallFailure[] = [];
  names.forEach((name, index) => {
    const result = settled[index];
    if (result?.status === 'fulfilled') {
      outcomes.set(name, { metric: result.value });
      return;
    }
    const message = failureMessage(result?.reason);
    outcomes.set(name, { error: message ?? '' });
    if (message !== null) failures.push({ label: name, message });
  });
  return { outcomes, failures };
}
