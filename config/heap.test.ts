import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundHeapGrowth, HEAP_GROWING_PERCENT, MALLOC_ARENAS, SEMI_SPACE_MB, serverNodeOptions } from './heap';

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
    {
      where: "npm start's script",
      file: 'package.json',
      text: `MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${MALLOC_ARENAS}} NODE_OPTIONS=\\"--max-semi-space-size=${SEMI_SPACE_MB} \${NODE_OPTIONS:-}\\" node dist/start.js`,
    },
    { where: "the image's environment", file: 'Dockerfile', text: `MALLOC_ARENA_MAX=${MALLOC_ARENAS} NODE_OPTIONS=--max-semi-space-size=${SEMI_SPACE_MB}` },
  ])('starts with its malloc arenas and young generation bounded in $where', ({ file, text }) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')).toContain(text);
  });

  it.each([
    { given: undefined, options: `--max-semi-space-size=${SEMI_SPACE_MB}` },
    { given: '--max-old-space-size=2048', options: `--max-semi-space-size=${SEMI_SPACE_MB} --max-old-space-size=2048` },
    // V8 takes the last value of a flag: the operator's own wins.
    { given: '--max-semi-space-size=16', options: `--max-semi-space-size=${SEMI_SPACE_MB} --max-semi-space-size=16` },
  ])('puts the young generation bound before NODE_OPTIONS $given', ({ given, options }) => {
    expect(serverNodeOptions(given)).toBe(options);
  });
});
