/**
 * The demo backend's own process, measured (issue 34 item 6: "the monitoring pages reporting the
 * demo backend's own process, not constants"). The pages ask in Spring Boot's JVM terms; each
 * reading says which Node.js figure stands for the JVM one.
 */
import { readFileSync } from 'node:fs';
import { readdir, stat, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

export interface Measurement {
  statistic: string;
  value: number;
}

// Garbage collections since this module was loaded (Node reports each as a 'gc' performance entry).
const gc = { count: 0, totalMs: 0, maxMs: 0, observing: false };

export function observeGarbageCollection(): void {
  if (gc.observing) return;
  gc.observing = true;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
}

export function gcPause(): Measurement[] {
  return [
    { statistic: 'COUNT', value: gc.count },
    { statistic: 'TOTAL_TIME', value: gc.totalMs / 1000 },
    { statistic: 'MAX', value: gc.maxMs / 1000 },
  ];
}

/** Operating-system threads of this process (Linux /proc), else the main thread and libuv's pool. */
let peakThreads = 0;
export function threads(): { live: number; peak: number } {
  let live = 1 + Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  try {
    const match = /^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) live = Number(match[1]);
  } catch {
    // not Linux: the estimate above
  }
  peakThreads = Math.max(peakThreads, live);
  return { live, peak: peakThreads };
}

export function oldSpace(): { used: number; size: number; available: number } {
  const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
  return {
    used: space?.space_used_size ?? 0,
    size: space?.space_size ?? 0,
    available: space?.space_available_size ?? 0,
  };
}

// CPU shares between two readings: the first reading measures since the process (or machine) began.
let lastProcess = { at: performance.timeOrigin, cpu: { user: 0, system: 0 } };
let lastSystem: { idle: number; total: number } = { idle: 0, total: 0 };

/** This process's CPU time over wall time since the last reading, as a share of every core. */
export function processCpuShare(): number {
  const at = performance.timeOrigin + performance.now();
  const cpu = process.cpuUsage();
  const usedMs = (cpu.user - lastProcess.cpu.user + cpu.system - lastProcess.cpu.system) / 1000;
  const wallMs = Math.max(at - lastProcess.at, 1);
  lastProcess = { at, cpu };
  return Math.min(usedMs / wallMs / os.availableParallelism(), 1);
}

/** The machine's busy share since the last reading (os.cpus() tick counts). */
export function systemCpuShare(): number {
  const totals = os.cpus().reduce(
    (sum, cpu) => {
      const t = cpu.times;
      return {
        idle: sum.idle + t.idle,
        total: sum.total + t.user + t.nice + t.sys + t.idle + t.irq,
      };
    },
    { idle: 0, total: 0 },
  );
  const idle = totals.idle - lastSystem.idle;
  const total = totals.total - lastSystem.total;
  lastSystem = totals;
  return total > 0 ? Math.min(Math.max(1 - idle / total, 0), 1) : 0;
}

const MAX_ENTRIES = 50_000;

/** Bytes of the files below `dir` (at most 50,000 entries are read). */
export async function folderSize(dir: string): Promise<number> {
  let bytes = 0;
  let entries = 0;
  const pending = [dir];
  while (pending.length > 0 && entries < MAX_ENTRIES) {
    const current = pending.pop()!;
    let children;
    try {
      children = await readdir(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const child of children) {
      entries += 1;
      const full = path.join(current, child.name);
      if (child.isDirectory()) pending.push(full);
      else if (child.isFile()) bytes += (await stat(full).catch(() => undefined))?.size ?? 0;
    }
  }
  return bytes;
}

/** Size and free bytes of the file system holding `dir`. */
export async function fileSystemOf(dir: string): Promise<{ size: number; free: number }> {
  const fs = await statfs(dir);
  return { size: fs.blocks * fs.bsize, free: fs.bavail * fs.bsize };
}
