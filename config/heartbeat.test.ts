import { mkdtempSync, readFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './heartbeat';

describe('heartbeat file', () => {
  it('is touched while the process works and left to age when it does not', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'beat-')), 'heartbeat');
    let alive = true;
    const heartbeat = startHeartbeat(file, () => alive, 20);
    try {
      expect(readFileSync(file, 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT/);
      alive = false;
      const last = statSync(file).mtimeMs;
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(statSync(file).mtimeMs).toBe(last);
      alive = true;
      await vi.waitFor(() => expect(statSync(file).mtimeMs).toBeGreaterThan(last));
    } finally {
      heartbeat.stop();
    }
  });

  it('writes nothing without a file', () => {
    expect(() => startHeartbeat(undefined, () => true).stop()).not.toThrow();
    expect(existsSync('undefined')).toBe(false);
  });
});
