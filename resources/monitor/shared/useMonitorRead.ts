import { useCallback, useEffect, useRef, useState } from 'react';
import { toFailures } from './failures';
import { useFailureNotice } from './useFailureNotice';

export interface MonitorRead<Data> {
  data: Data;
  loading: boolean;
  reload: () => void;
}

export interface ReadFailure {
  /** Title of the failure notice. */
  title: string;
  /** What was read, named in the notice. */
  label: string;
}

/**
 * One monitoring call read on first show and on reload; a reload while it is under way is
 * ignored (one request in flight). A failure is told once in a notice: showing a kept-alive tab
 * again does not read again. `read` must be stable (a module function).
 */
export function useMonitorRead<Data>(
  read: () => Promise<Data>,
  initial: Data,
  failure: ReadFailure,
): MonitorRead<Data> {
  const notifyFailures = useFailureNotice();
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(true);
  const reading = useRef(false);
  const { title, label } = failure;

  const reload = useCallback(() => {
    if (reading.current) return;
    reading.current = true;
    setLoading(true);
    read()
      .then(setData, (error: unknown) => notifyFailures(title, toFailures(label, error)))
      .finally(() => {
        reading.current = false;
        setLoading(false);
      });
  }, [read, title, label, notifyFailures]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    reload();
  }, [reload]);

  return { data, loading, reload };
}
