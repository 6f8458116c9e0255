import { readFileSync } from 'node:fs';

/** One "Name: N kB" line of /proc/<pid>/status in bytes; null where /proc is not there (not Linux) or the process is gone. */
function statusBytes(pid: number | 'self', field: string): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field}:`));
    return line ? Number(line.slice(field.length + 1).replace(/\D+/g, '')) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The kernel's peak resident set of a process since it started (VmHWM in /proc/<pid>/status, every
 * byte counted, no sampling), in bytes; null where /proc is not there (not Linux) or the process is gone.
 */
export function peakResidentBytes(pid: number | 'self' = 'self'): number | null {
  return statusBytes(pid, 'VmHWM');
}

/**
 * The private memory a process holds now (RssAnon in /proc/<pid>/status: its heap and other
 * anonymous pages, not the files it maps, such as a memory-mapped database, which are the page
 * cache's), in bytes; null where /proc is not there or the process is gone.
 */
export function privateResidentBytes(pid: number | 'self' = 'self'): number | null {
  return statusBytes(pid, 'RssAnon');
}

/** The file-backed pages a process has resident now (RssFile: its code and libraries, and a memory-mapped database's pages it touched), in bytes; null where /proc is not there. */
export function fileResidentBytes(pid: number | 'self' = 'self'): number | null {
  return statusBytes(pid, 'RssFile');
}
