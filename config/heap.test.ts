import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundHeapGrowth, HEAP_GROWING_PERCENT, MALLOC_ARENAS } from './heap';

describe("a server process's heap growth", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('is bounded at start', () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    vi.stubEnv('NODE_OPTIONS', '--max-old-space-size=2048');
    boundHeapGrowth();
    expect(set).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });

  it("leaves an operator's own bound as it is", () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    vi.stubEnv('NODE_OPTIONS', '--heap-growing-percent=20');
    boundHeapGrowth();
    expect(set).not.toHaveBeenCalled();
  });

  it.each([
    { where: "npm start's script", file: 'package.json', text: `MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${MALLOC_ARENAS}} node dist/start.js` },
    { where: "the image's environment", file: 'Dockerfile', text: `MALLOC_ARENA_MAX=${MALLOC_ARENAS}` },
  ])('starts with its malloc arenas bounded in $where', ({ file, text }) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')).toContain(text);
  });
});
