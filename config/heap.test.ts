import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundHeapGrowth, HEAP_GROWING_PERCENT } from './heap';

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
});
