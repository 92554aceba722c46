import { useCallback, useState } from 'react';
import { REDIS_INFO_FAILED } from '../../../src/lib/messages';
import { createFailureStreaks } from '../shared/failures';
import { monitorApi } from '../shared/monitorApi';
import { appendPoint, EMPTY_SERIES, type TimeSeries } from '../shared/series';
import { useFailureNotice } from '../shared/useFailureNotice';
import { usePolling } from '../shared/usePolling';

/** JeecgBoot's Redis page samples every three seconds. */
export const REDIS_POLL_INTERVAL_MS = 3_000;

const BYTES_PER_KB = 1024;

export interface RedisSeries {
  keys: TimeSeries;
  /** Used memory in KB. */
  memoryKb: TimeSeries;
}

const LABELS = { keys: 'Key 数量', memoryKb: '内存占用' } as const;

/**
 * The key count and used memory of Redis over time (Redis监控, spec 2.7), sampled while the page
 * is shown (usePolling). A failing sample is told once until it succeeds again, so a server that
 * stays down does not raise a notice every three seconds.
 */
export function useRedisSeries(): RedisSeries {
  const notifyFailures = useFailureNotice();
  const [series, setSeries] = useState<RedisSeries>({ keys: EMPTY_SERIES, memoryKb: EMPTY_SERIES });
  const [newFailures] = useState(createFailureStreaks);

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const [keys, memory] = await Promise.allSettled([
        monitorApi.redisKeyCount(signal),
        monitorApi.redisUsedMemory(signal),
      ]);
      if (signal.aborted) return;
      const now = Date.now();
      setSeries((current) => ({
        keys:
          keys.status === 'fulfilled' ? appendPoint(current.keys, now, keys.value) : current.keys,
        memoryKb:
          memory.status === 'fulfilled'
            ? appendPoint(current.memoryKb, now, memory.value / BYTES_PER_KB)
            : current.memoryKb,
      }));
      notifyFailures(REDIS_INFO_FAILED, [
        ...newFailures(LABELS.keys, keys),
        ...newFailures(LABELS.memoryKb, memory),
      ]);
    },
    [newFailures, notifyFailures],
  );
  usePolling(poll, REDIS_POLL_INTERVAL_MS);
  return series;
}
