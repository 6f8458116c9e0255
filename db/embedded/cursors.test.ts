import { describe, expect, it } from 'vitest';
import { CursorRegistry } from './cursors';
import { CommandError } from './errors';

/** Open cursors: idle timeout, the least recently used closed past the limit, namespaces. */

describe('cursors', () => {
  it('closes idle cursors after the timeout', () => {
    const clock = { time: 0, now: () => clock.time };
    const registry = new CursorRegistry(1_000, { clock });
    const documents = Array.from({ length: 10 }, (_, i) => ({ _id: i }));
    const batch = registry.open('unit.c', documents, 2);
    clock.time = 900;
    // A getMore renews the idle time.
    expect(registry.next(batch.cursorId, 'unit.c', 2).documents).toHaveLength(2);
    clock.time = 1_800;
    expect(registry.next(batch.cursorId, 'unit.c', 2).documents).toHaveLength(2);
    clock.time = 5_000;
    registry.sweep();
    expect(registry.size).toBe(0);
    expect(() => registry.next(batch.cursorId, 'unit.c', 2)).toThrow(/not found/);
    registry.close();
  });

  it('keeps at most the given number of cursors open, closing the least recently used', () => {
    const registry = new CursorRegistry(60_000, { max: 2 });
    const documents = Array.from({ length: 10 }, (_, i) => ({ _id: i }));
    const [first, second] = [registry.open('unit.c', documents, 2), registry.open('unit.c', documents, 2)];
    registry.next(first.cursorId, 'unit.c', 2);
    const third = registry.open('unit.c', documents, 2);
    expect(registry.size).toBe(2);
    expect(() => registry.next(second.cursorId, 'unit.c', 2)).toThrow(/not found/);
    expect(registry.next(first.cursorId, 'unit.c', 2).documents).toHaveLength(2);
    expect(registry.next(third.cursorId, 'unit.c', 2).documents).toHaveLength(2);
    registry.close();
  });

  it('refuses a getMore from another namespace', () => {
    const registry = new CursorRegistry(60_000);
    const batch = registry.open('unit.c', [{ _id: 1 }, { _id: 2 }], 1);
    expect(() => registry.next(batch.cursorId, 'unit.other', 1)).toThrow(CommandError);
    registry.close();
  });
});
