const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 1));

/** The runtime's steps under way (queued or running), which idle and close wait for. */
export class BusySteps {
  private count = 0;

  /** Counts `work` as a step until it settles. */
  track<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    return work().finally(() => {
      this.count -= 1;
    });
  }

  /** Resolves once no step is under way. */
  async settled(): Promise<void> {
    for (;;) {
      await nextTurn();
      if (this.count === 0) return;
      await aMoment();
    }
  }

  /** Resolves once no step is queued and running activity attempts finished (or had `activitySettleMs` to). */
  async idle(activeCalls: ReadonlySet<unknown>, activitySettleMs: number): Promise<void> {
    const activityDeadline = Date.now() + activitySettleMs;
    for (;;) {
      await nextTurn();
      const waitingOnActivities = activeCalls.size > 0 && Date.now() < activityDeadline;
      if (this.count === 0 && !waitingOnActivities) {
        await nextTurn();
        if (this.count === 0) return;
      }
      await aMoment();
    }
  }
}
