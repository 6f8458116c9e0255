import { describe, expect, it } from 'vitest';
import { createSharedReads } from './sharedReads';

/** A read the test finishes by hand: how many times it started, and its answer. */
function gate() {
  const finishes: ((value: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  let started = 0;
  const load = () =>
    new Promise<string>((resolve, reject) => {
      started += 1;
      finishes.push(resolve);
      failures.push(reject);
    });
  const startedOnce = async (count: number) => {
    while (started < count) await Promise.resolve();
  };
  return { load, finishes, failures, startedOnce, started: () => started };
}

describe('shared reads', () => {
  it('answers identical reads asked at once with one read and the same answer', async () => {
    const reads = createSharedReads();
    const { load, finishes, startedOnce, started } = gate();
    const first = reads.read('page', load);
    await startedOnce(1);
    // Asked while the first read runs: they wait for one next read, never the running one.
    const others = Array.from({ length: 49 }, () => reads.read('page', load));
    finishes[0]!('before');
    await expect(first).resolves.toBe('before');
    await startedOnce(2);
    finishes[1]!('after');
    expect(new Set(await Promise.all(others))).toEqual(new Set(['after']));
    expect(started()).toBe(2);
    expect(reads.size).toBe(0);
  });

  it.each([
    ['another query', 'page:a', 'page:b'],
    ['another permission scope', 'remoteCommands.read|page', 'remoteCommands.write|page'],
  ])('never shares between keys (%s)', async (_case, one, other) => {
    const reads = createSharedReads();
    const { load, finishes, startedOnce } = gate();
    const answers = [reads.read(one, load), reads.read(other, load)];
    await startedOnce(2);
    finishes[0]!('one');
    finishes[1]!('other');
    expect(await Promise.all(answers)).toEqual(['one', 'other']);
  });

  it('gives a failed read to those who waited for it only, and reads again afterwards', async () => {
    const reads = createSharedReads();
    const { load, finishes, failures, startedOnce } = gate();
    const first = reads.read('page', load);
    await startedOnce(1);
    const waiting = [reads.read('page', load), reads.read('page', load)];
    finishes[0]!('first');
    await startedOnce(2);
    failures[1]!(new Error('database down'));
    await expect(first).resolves.toBe('first');
    for (const answer of waiting) await expect(answer).rejects.toThrow('database down');
    const again = reads.read('page', load);
    await startedOnce(3);
    finishes[2]!('again');
    await expect(again).resolves.toBe('again');
    expect(reads.size).toBe(0);
  });

  it('lets a caller inside a transaction read on its own, neither joining nor joined', async () => {
    let inTransaction = false;
    const reads = createSharedReads({ alone: () => inTransaction });
    const { load, finishes, startedOnce } = gate();
    const shared = reads.read('page', load);
    await startedOnce(1);
    inTransaction = true;
    const own = reads.read('page', load);
    await startedOnce(2);
    inTransaction = false;
    finishes[1]!('uncommitted');
    finishes[0]!('committed');
    expect([await shared, await own]).toEqual(['committed', 'uncommitted']);
    expect(reads.size).toBe(0);
  });
});
