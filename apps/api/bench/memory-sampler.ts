import { readFileSync } from 'node:fs';

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * Samples a process's resident memory every 20 ms while `work` runs. The peak is the highest
 * sample, or the kernel's high-water mark when that is higher (it catches spikes between samples).
 */
export async function peakDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; beforeMb: number; peakMb: number }> {
  const before = statusKb(pid, 'VmRSS');
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, statusKb(pid, 'VmRSS'))), 20);
  try {
    const result = await work();
    return { result, beforeMb: before / 1024, peakMb: peak / 1024 };
  } finally {
    clearInterval(timer);
  }
}

/** The process's resident-memory high-water mark since it started, in MB. */
export const highWaterMb = (pid: number) => statusKb(pid, 'VmHWM') / 1024;
