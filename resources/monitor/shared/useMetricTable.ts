import { useCallback, useEffect, useRef, useState } from 'react';
import {
  metricRows,
  metricsToRead,
  settledOutcomes,
  type MetricOutcome,
  type MetricRow,
  type MetricRowDefinition,
} from './metricRows';
import { monitorApi, type MetricName } from './monitorApi';
import { useFailureNotice } from './useFailureNotice';

export interface MetricTable {
  /** Empty until the first read has settled. */
  rows: MetricRow[];
  loading: boolean;
  /** When the last read settled (epoch ms). */
  updatedAt: number | undefined;
  refresh: () => void;
}

/**
 * Reads every metric of the rows, all at once, on first show and on refresh. A refresh while a
 * read is under way is ignored (one request per metric in flight); a failed metric marks its rows
 * and the failures of a read are told in one notice titled `failureTitle`, once: showing a
 * kept-alive tab again does not read again.
 */
export function useMetricTable(
  definitions: readonly MetricRowDefinition[],
  failureTitle: string,
): MetricTable {
  const notifyFailures = useFailureNotice();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<MetricName, MetricOutcome>>();
  const [loading, setLoading] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<number>();
  const reading = useRef(false);

  const refresh = useCallback(() => {
    if (reading.current) return;
    reading.current = true;
    setLoading(true);
    const names = metricsToRead(definitions);
    void Promise.allSettled(names.map((name) => monitorApi.metric(name))).then((settled) => {
      const read = settledOutcomes(names, settled);
      reading.current = false;
      setOutcomes(read.outcomes);
      setUpdatedAt(Date.now());
      setLoading(false);
      notifyFailures(failureTitle, read.failures);
    });
  }, [definitions, failureTitle, notifyFailures]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refresh();
  }, [refresh]);

  return {
    rows: outcomes ? metricRows(definitions, outcomes) : [],
    loading,
    updatedAt,
    refresh,
  };
}
