import { formatBytes } from '../shared/format';
import type { DiskInfo } from '../shared/monitorApi';

/** Used share from which a disk's gauge turns orange, then red. */
const WARNING_PERCENT = 70;
const DANGER_PERCENT = 90;

export interface DiskUsage {
  name: string;
  /** Used share, 0–100 (queryDiskInfo's restPPT is the used share despite its name). */
  percent: number;
  total: string;
  used: string;
  free: string;
  color: string;
}

const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;

/** What one disk's gauge shows (磁盘监控, spec 2.7). */
export function diskUsage(disk: DiskInfo): DiskUsage {
  const percent = clampPercent(disk.restPPT);
  return {
    name: disk.name,
    percent,
    total: formatBytes(disk.max),
    used: formatBytes(disk.max - disk.rest),
    free: formatBytes(disk.rest),
    color:
      percent >= DANGER_PERCENT ? '#f5222d' : percent >= WARNING_PERCENT ? '#faad14' : '#52c41a',
  };
}
