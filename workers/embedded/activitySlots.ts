/**
 * The maxConcurrentActivities slots of a runtime: an attempt takes one before it calls its
 * activity and hands it on after; the others wait in order.
 */
export class ActivitySlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Resolves when one of the slots is this caller's (release it with release()). */
  acquire(): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the longest-waiting attempt, or frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  /** At close: every waiting attempt wakes (and, seeing the runtime closing, does not start). */
  wakeAll(): void {
    for (const wake of this.waiting.splice(0)) {
      this.running += 1;
      wake();
    }
  }
}
