/**
 * The runtime's only source of time. Durable timers, retry backoff, activity timeouts and
 * schedules all go through it, so a test clock can skip time without real waiting.
 */
export interface WorkflowClock {
  now(): number;
  setTimer(at: number, fire: () => void): number;
  clearTimer(id: number): void;
  /** The runtime tells the clock how to wait until it has nothing left to do right now. */
  attachIdleWaiter?(waitForIdle: () => Promise<void>): () => void;
}

// setTimeout takes at most 2^31-1 ms; longer timers re-arm.
const MAX_TIMEOUT_MS = 2_147_483_647;

export function createSystemClock(): WorkflowClock {
  let nextId = 1;
  const handles = new Map<number, ReturnType<typeof setTimeout>>();
  const arm = (id: number, at: number, fire: () => void) => {
    const delay = Math.max(0, at - Date.now());
    handles.set(
      id,
      setTimeout(
        () => {
          if (at > Date.now()) return arm(id, at, fire);
          handles.delete(id);
          fire();
        },
        Math.min(delay, MAX_TIMEOUT_MS),
      ),
    );
  };
  return {
    now: () => Date.now(),
    setTimer(at, fire) {
      const id = nextId++;
      arm(id, at, fire);
      return id;
    },
    clearTimer(id) {
      const handle = handles.get(id);
      if (handle) clearTimeout(handle);
      handles.delete(id);
    },
  };
}

/**
 * A clock for tests: time moves only when the test advances it. Each due timer fires in order,
 * and the clock waits for the runtime to settle (workflow steps and running activities) before
 * it looks for the next one, as Temporal's time-skipping test server does.
 */
export class TestClock implements WorkflowClock {
  private current: number;
  private nextId = 1;
  private timers = new Map<number, { at: number; fire: () => void }>();
  private waitForIdle: () => Promise<void> = async () => undefined;

  constructor(start = Date.UTC(2026, 0, 5, 15, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimer(at: number, fire: () => void): number {
    const id = this.nextId++;
    this.timers.set(id, { at, fire });
    return id;
  }

  clearTimer(id: number): void {
    this.timers.delete(id);
  }

  attachIdleWaiter(waitForIdle: () => Promise<void>): () => void {
    this.waitForIdle = waitForIdle;
    return () => {
      if (this.waitForIdle === waitForIdle) this.waitForIdle = async () => undefined;
    };
  }

  /** Number of armed timers (tests use it to check clean-up). */
  get pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves time forward by `ms`, firing every timer due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      await this.waitForIdle();
      const due = this.nextDue(target);
      if (!due) break;
      this.timers.delete(due.id);
      this.current = Math.max(this.current, due.at);
      due.fire();
    }
    this.current = target;
    await this.waitForIdle();
  }

  /** Skips time until `done` settles (or `limitMs` of clock time passed), firing timers in order. */
  async runUntil<T>(done: Promise<T>, limitMs = 24 * 3600_000): Promise<T> {
    let settled = false;
    const watched = done.finally(() => {
      settled = true;
    });
    watched.catch(() => undefined);
    const limit = this.current + limitMs;
    for (;;) {
      await this.waitForIdle();
      if (settled) return watched;
      const due = this.nextDue(limit);
      if (!due) {
        await this.waitForIdle();
        if (settled) return watched;
        throw new Error(`Nothing left to fire within ${limitMs} ms of clock time and the awaited result did not settle`);
      }
      this.timers.delete(due.id);
      this.current = Math.max(this.current, due.at);
      due.fire();
    }
  }

  private nextDue(limit: number): { id: number; at: number; fire: () => void } | undefined {
    let best: { id: number; at: number; fire: () => void } | undefined;
    for (const [id, timer] of this.timers) {
      if (timer.at > limit) continue;
      if (!best || timer.at < best.at || (timer.at === best.at && id < best.id)) best = { id, ...timer };
    }
    return best;
  }
}
