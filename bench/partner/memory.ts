import { readFileSync } from 'node:fs';

/**
 * The kernel's peak resident set of a process since it started (VmHWM in /proc/<pid>/status, every
 * byte counted, no sampling), in bytes; null where /proc is not there (not Linux) or the process is gone.
 */
export function peakResidentBytes(pid: number | 'self' = 'self'): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmHWM:'));
    return line ? Number(line.replace(/\D+/g, '')) * 1024 : null;
  } catch {
    return null;
  }
}
