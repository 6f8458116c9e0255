import { describe, expect, it } from 'vitest';
import { isKnownBackend, sortBackends } from './backends';

describe('sortBackends', () => {
  it('puts failing backends first, then orders by name', () => {
    const sorted = sortBackends([
      { name: 'workflows', ok: true },
      { name: 'mail', ok: false },
      { name: 'database', ok: true },
    ]);
    expect(sorted.map((backend) => backend.name)).toEqual(['mail', 'database', 'workflows']);
  });

  it('names only the backends it knows', () => {
    expect(isKnownBackend('database')).toBe(true);
    expect(isKnownBackend('cache')).toBe(false);
  });
});
