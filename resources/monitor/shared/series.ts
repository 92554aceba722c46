/**
 * A chart's numbers over time (Redis监控, spec 2.7): a bounded window of the latest points, so a
 * page left open keeps a fixed amount of memory and the chart a readable width.
 */

/** Points a live chart keeps: three minutes at one poll every three seconds. */
export const SERIES_LIMIT = 60;

export interface TimeSeries {
  /** Unix seconds of each point (the chart's time axis). */
  seconds: readonly number[];
  values: readonly number[];
}

export const EMPTY_SERIES: TimeSeries = { seconds: [], values: [] };

/** The series with `value` read at `timeMs` appended, the oldest points dropped past `limit`. */
export function appendPoint(
  series: TimeSeries,
  timeMs: number,
  value: number,
  limit = SERIES_LIMIT,
): TimeSeries {
  return {
    seconds: [...series.seconds, timeMs / 1000].slice(-limit),
    values: [...series.values, value].slice(-limit),
  };
}
