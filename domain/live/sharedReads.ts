/**
 * Identical reads asked at once are answered by one database read (docs/live.md, "Fifty screens
 * refetch at once"). A change event makes every open screen ask the same page in the same instant;
 * without this each request reads it again on the database's one thread.
 *
 * Freshness is exactly that of a read of one's own: a caller never joins a read that had already
 * started when it asked (that read might miss a change committed just before the caller asked,
 * the very change its screen was told about). Per key at most one read runs; whoever asks meanwhile
 * waits for the next one, which starts when the running one ends and answers them all.
 *
 * The key must hold everything the answer depends on: the query, its variables and the access scope
 * the caller was checked for (the caller's permission is checked before asking, never shared). The
 * answer is shared between callers: they must not change it. A caller for whom `alone` holds (one
 * inside a transaction, whose reads see its own uncommitted writes) reads on its own.
 */
export interface SharedReads {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Keys with a read running or waiting (for tests: nothing stays behind). */
  readonly size: number;
}

interface Waiting {
  load: () => Promise<unknown>;
  promise: Promise<unknown>;
  settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
}

interface Slot {
  running: Promise<unknown>;
  waiting?: Waiting;
}

export function createSharedReads(options: { alone?: () => boolean } = {}): SharedReads {
  const { alone = () => false } = options;
  const slots = new Map<string, Slot>();

  const start = (key: string, load: () => Promise<unknown>): Promise<unknown> => {
    const running = Promise.resolve().then(load);
    const slot: Slot = { running };
    slots.set(key, slot);
    const next = () => {
      const waiting = slot.waiting;
      if (!waiting) return void slots.delete(key);
      start(key, waiting.load).then(waiting.settle.resolve, waiting.settle.reject);
    };
    running.then(next, next);
    return running;
  };

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (alone()) return load();
      const slot = slots.get(key);
      if (!slot) return start(key, load) as Promise<T>;
      if (!slot.waiting) {
        let settle!: Waiting['settle'];
        const promise = new Promise<unknown>((resolve, reject) => (settle = { resolve, reject }));
        slot.waiting = { load, promise, settle };
      }
      return slot.waiting.promise as Promise<T>;
    },
    get size() {
      return slots.size;
    },
  };
}
