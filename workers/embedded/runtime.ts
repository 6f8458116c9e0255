import { randomUUID } from 'node:crypto';
import { type ActivityFunction, type ProcessDefinition } from '../../workflows/context';
import { processDefinitions } from '../../workflows/registry';
import { startActivity, type ActivityAttemptsHost } from './activityAttempts';
import { ActivitySlots } from './activitySlots';
import { BusySteps } from './busySteps';
import { createSystemClock, type WorkflowClock } from './clock';
import { WorkflowGatewayError } from './errors';
import { jsonClone, type WorkflowInstance } from './instance';
import { replayAgainstHistory, replayInputs } from './replay';
import { createWorkflowInstance, RunDriver } from './runDriver';
import { pendingWork, runOutcome, type RunDescription } from './runState';
import { RuntimeLease } from './runtimeLease';
import { DEFAULT_MAX_CONCURRENT_ACTIVITIES, silentLogger, type EmbeddedRuntimeOptions, type StartOptions } from './runtimeOptions';
import { RunRegistry } from './runRegistry';
import { RunWaiters } from './runWaiters';
import { EmbeddedScheduler } from './schedules';
import type { CommandEvent, HistoryEvent, InfoEvent, InputEvent, RunFilter, RunRecord, RuntimeLogger, WorkflowStore } from './types';

export type { RuntimeLogger };
export type { RunDescription } from './runState';
export { pendingWork } from './runState';
export { DEFAULT_MAX_CONCURRENT_ACTIVITIES, type EmbeddedRuntimeOptions, type StartOptions } from './runtimeOptions';

/**
 * The embedded durable workflow runtime: runs the same process definitions as Temporal, with each
 * run's history in the database. Every step appends the input it handled and the commands the
 * workflow issued in one write, before any side effect starts; after a restart each unfinished run
 * is rebuilt by replaying its history, and only what history does not show as done is resumed.
 */
export class EmbeddedWorkflowRuntime {
  readonly clock: WorkflowClock;
  readonly scheduler: EmbeddedScheduler;
  private readonly store: WorkflowStore;
  readonly activities: Record<string, ActivityFunction>;
  private readonly processes: Record<string, ProcessDefinition<never, unknown>>;
  private readonly logger: RuntimeLogger;
  private readonly shutdownGraceMs: number;
  private readonly activitySettleMs: number;
  private readonly maxPayloadBytes: number;
  private readonly slots: ActivitySlots;
  private readonly runs = new RunRegistry();
  private readonly waiters: RunWaiters;
  readonly activeCalls = new Set<Promise<unknown>>();
  readonly delayTimers = new Set<number>();
  private readonly busy = new BusySteps();
  private closing = false;
  private closed = false;
  private detachClock: () => void = () => undefined;
  private readonly lease: RuntimeLease;
  private readonly attemptsHost: ActivityAttemptsHost;

  constructor(options: EmbeddedRuntimeOptions) {
    this.store = options.store;
    this.activities = options.activities as Record<string, ActivityFunction>;
    this.processes = options.processes ?? processDefinitions;
    this.clock = options.clock ?? createSystemClock();
    this.logger = options.logger ?? silentLogger;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 10_000;
    this.activitySettleMs = options.activitySettleMs ?? 60_000;
    this.maxPayloadBytes = options.maxPayloadBytes ?? 8 * 1024 * 1024;
    this.slots = new ActivitySlots(Math.max(1, Math.floor(options.maxConcurrentActivities ?? DEFAULT_MAX_CONCURRENT_ACTIVITIES)));
    this.waiters = new RunWaiters(this.clock);
    this.attemptsHost = {
      activities: this.activities,
      clock: this.clock,
      activeCalls: this.activeCalls,
      delayTimers: this.delayTimers,
      logger: this.logger,
      slots: this.slots,
      maxPayloadBytes: this.maxPayloadBytes,
      closing: () => this.closing,
      step: (driver, input) => this.step(driver, input),
      record: (driver, info) => this.record(driver, info),
    };
    this.lease = new RuntimeLease(
      this.store,
      this.logger,
      () => void this.close(),
      () => this.closing,
    );
    this.scheduler = new EmbeddedScheduler({
      store: this.store,
      clock: this.clock,
      logger: this.logger,
      startWorkflow: (workflowType, input, startOptions) => this.start(workflowType, input, startOptions),
      isRunning: (workflowId) => this.runs.isRunning(workflowId),
      knowsType: (workflowType) => workflowType in this.processes,
    });
  }

  /** Resumes every unfinished run from its history, then starts the schedules. */
  async open(): Promise<void> {
    await this.lease.take();
    this.detachClock = this.clock.attachIdleWaiter?.(() => this.whenIdle()) ?? (() => undefined);
    const unfinished = await this.store.listRuns({ status: 'running' });
    for (const run of unfinished) {
      try {
        await this.resume(run);
      } catch (error) {
        this.logger.error({ workflowId: run.workflowId, runId: run.runId, err: error }, 'workflow run could not be resumed');
      }
    }
    await this.scheduler.open();
    this.logger.info({ resumed: unfinished.length }, 'embedded workflow runtime started');
  }

  async start(workflowType: string, input: unknown, options: StartOptions = {}): Promise<{ workflowId: string; runId: string }> {
    this.assertOpen();
    const definition = this.processes[workflowType];
    if (!definition) throw new WorkflowGatewayError('WorkflowTypeUnknown', `Unknown workflow type "${workflowType}"`, { workflowType });
    const now = this.clock.now();
    // A random UUID, as Temporal's run ids: unique across processes sharing the database.
    const runId = randomUUID();
    const workflowId = options.workflowId ?? `${workflowType}-${runId}`;
    // A run the database still holds as running (one that could not be resumed) also counts.
    const storedAsRunning = options.workflowId !== undefined && (await this.store.findRun(workflowId))?.status === 'running';
    if (storedAsRunning || this.runs.isRunning(workflowId)) {
      throw new WorkflowGatewayError('WorkflowAlreadyRunning', `Workflow "${workflowId}" is already running`, { workflowId });
    }
    const run: RunRecord = {
      workflowId,
      runId,
      workflowType,
      status: 'running',
      input: jsonClone(input),
      startTime: now,
      scheduleId: options.scheduleId,
      historyLength: 0,
    };
    const driver = new RunDriver(run);
    driver.instance = createWorkflowInstance(driver, definition, this.logger);
    this.runs.add(driver);
    const started: InputEvent = { type: 'WorkflowStarted', workflowType, input: run.input };
    try {
      await this.busy.track(() =>
        driver.enqueue(async () => {
          await driver.instance.activate(started, now);
          const commands = driver.instance.takeCommands();
          const events = driver.numberEvents([started, ...commands], now);
          run.historyLength = events.length;
          await this.store.insertRun(run, events);
          await this.afterCommands(driver, commands);
        }),
      );
    } catch (error) {
      this.runs.forget(driver);
      throw error;
    }
    this.logger.info({ workflowId, runId, workflowType }, 'workflow started');
    return { workflowId, runId };
  }

  async signal(workflowId: string, name: string, args: unknown[] = []): Promise<void> {
    const driver = await this.runningDriver(workflowId);
    await this.step(driver, { type: 'SignalReceived', name, args: jsonClone(args) });
  }

  async cancel(workflowId: string): Promise<void> {
    const driver = await this.runningDriver(workflowId);
    await this.step(driver, { type: 'CancelRequested' });
  }

  async query(workflowId: string, name: string, args: unknown[] = []): Promise<unknown> {
    const driver = this.runs.running(workflowId);
    const instance = driver ? driver.instance : await this.replayClosed(workflowId);
    if (!instance.hasQuery(name)) {
      throw new WorkflowGatewayError('QueryUnknown', `Workflow "${workflowId}" has no query "${name}"`, { workflowId, name });
    }
    return instance.query(name, args);
  }

  /** The run's outcome; waits while it runs (up to `timeoutMs` of clock time when given). */
  async result(workflowId: string, options: { timeoutMs?: number } = {}): Promise<unknown> {
    const run = await this.findRun(workflowId);
    const closed = run.status === 'running' ? await this.waiters.waitForClose(run, options.timeoutMs) : run;
    return runOutcome(closed);
  }

  async describe(workflowId: string): Promise<RunDescription> {
    const run = await this.findRun(workflowId);
    const history = await this.store.loadHistory(run.runId);
    return { ...run, ...pendingWork(history), history };
  }

  list(filter: RunFilter = {}): Promise<RunRecord[]> {
    return this.store.listRuns(filter);
  }
  count(filter: RunFilter = {}): Promise<number> {
    return this.store.countRuns(filter);
  }

  /** Resolves once no step is queued and running activity attempts finished (or had time to). */
  whenIdle(): Promise<void> {
    return this.busy.idle(this.activeCalls, this.activitySettleMs);
  }

  /**
   * Stops without losing work: running activity attempts get `shutdownGraceMs` to finish and be
   * recorded, new side effects are not started, timers are disarmed. Unfinished runs resume from
   * the database at the next open().
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closing = true;
    this.scheduler.close();
    // Attempts still waiting for a slot see `closing` and do not start.
    this.slots.wakeAll();
    const grace = new Promise((resolve) => setTimeout(resolve, this.shutdownGraceMs).unref());
    await Promise.race([Promise.allSettled([...this.activeCalls]), grace]);
    await this.busy.settled();
    this.closed = true;
    for (const driver of this.runs.all()) driver.disarm(this.clock);
    for (const id of this.delayTimers) this.clock.clearTimer(id);
    this.delayTimers.clear();
    this.waiters.stopAll();
    this.runs.clear();
    this.detachClock();
    await this.lease.release();
    this.logger.info({}, 'embedded workflow runtime stopped');
  }

  private definitionOf(run: RunRecord): ProcessDefinition<never, unknown> {
    const definition = this.processes[run.workflowType];
    if (!definition) throw new WorkflowGatewayError('WorkflowTypeUnknown', `Unknown workflow type "${run.workflowType}"`);
    return definition;
  }

  private assertOpen(): void {
    if (this.closing) throw new WorkflowGatewayError('RuntimeClosed', 'The workflow runtime is stopping');
  }

  /** One live step: deliver the input, record it with the resulting commands, then act on them. */
  private step(driver: RunDriver, input: InputEvent): Promise<void> {
    return this.busy.track(() =>
      driver.enqueue(async () => {
        if (driver.closed) {
          throw new WorkflowGatewayError('WorkflowNotRunning', `Workflow "${driver.run.workflowId}" is not running`);
        }
        const time = this.clock.now();
        await driver.instance.activate(input, time);
        const commands = driver.instance.takeCommands();
        await this.append(driver, driver.numberEvents([input, ...commands], time));
        await this.afterCommands(driver, commands);
      }),
    );
  }

  private record(driver: RunDriver, info: InfoEvent): Promise<void> {
    return this.busy.track(() =>
      driver.enqueue(async () => {
        if (driver.closed) return;
        await this.append(driver, driver.numberEvents([info], this.clock.now()));
      }),
    );
  }

  private async append(driver: RunDriver, events: HistoryEvent[]): Promise<void> {
    try {
      await this.store.appendEvents(driver.run.runId, events);
      driver.run.historyLength += events.length;
    } catch (error) {
      // Memory ran ahead of the database: rebuild the run from what was stored.
      this.logger.error({ workflowId: driver.run.workflowId, err: error }, 'workflow history write failed; reloading the run');
      driver.disarm(this.clock);
      this.runs.forget(driver);
      if (!this.closing) {
        setTimeout(() => {
          if (!this.closing) void this.resume(driver.run).catch((reason: unknown) => this.logger.error({ err: reason }, 'workflow run reload failed'));
        }, 1000).unref();
      }
      throw error;
    }
  }

  private async afterCommands(driver: RunDriver, commands: CommandEvent[]): Promise<void> {
    for (const command of commands) {
      switch (command.type) {
        case 'WorkflowCompleted':
          await this.closeRun(driver, { status: 'completed', result: command.result });
          return;
        case 'WorkflowFailed':
          await this.closeRun(driver, { status: 'failed', failure: command.failure });
          return;
        case 'WorkflowCancelled':
          await this.closeRun(driver, { status: 'cancelled' });
          return;
        default:
          if (!this.closing) this.applySideEffect(driver, command, 1);
      }
    }
  }

  private applySideEffect(driver: RunDriver, command: CommandEvent, attempt: number, notBefore?: number): void {
    switch (command.type) {
      case 'ActivityScheduled':
        startActivity(this.attemptsHost, driver, command, attempt, notBefore);
        break;
      case 'ActivityCancelRequested':
        driver.cancelActivity(command.seq);
        break;
      case 'TimerStarted':
        this.arm(driver, command.seq, command.fireAt ?? this.clock.now() + command.durationMs);
        break;
      case 'TimerCancelled':
        driver.cancelTimer(command.seq, this.clock);
        break;
      default:
        break;
    }
  }

  private arm(driver: RunDriver, seq: number, fireAt: number): void {
    const id = this.clock.setTimer(fireAt, () => {
      driver.timers.delete(seq);
      if (driver.closed || this.closing) return;
      void this.step(driver, { type: 'TimerFired', seq }).catch((error: unknown) =>
        this.logger.error({ workflowId: driver.run.workflowId, err: error }, 'timer step failed'),
      );
    });
    driver.timers.set(seq, id);
  }

  private async closeRun(driver: RunDriver, patch: Pick<RunRecord, 'status'> & Partial<RunRecord>): Promise<void> {
    driver.closed = true;
    Object.assign(driver.run, patch, { closeTime: this.clock.now() });
    await this.store.updateRun(driver.run.runId, { ...patch, closeTime: driver.run.closeTime, historyLength: driver.run.historyLength });
    driver.disarm(this.clock);
    this.runs.forget(driver);
    this.waiters.closed(driver.run);
    this.logger.info({ workflowId: driver.run.workflowId, status: patch.status }, 'workflow closed');
    if (driver.run.scheduleId && !this.closing) {
      // Not awaited: the scheduler may be starting this very run (one that ends in its first step).
      const scheduleId = driver.run.scheduleId;
      const workflowId = driver.run.workflowId;
      void this.busy.track(() =>
        this.scheduler.runClosed(scheduleId, workflowId).catch((error: unknown) => this.logger.error({ scheduleId, err: error }, 'schedule update failed')),
      );
    }
  }

  private async findRun(workflowId: string): Promise<RunRecord> {
    const live = this.runs.running(workflowId);
    if (live) return { ...live.run };
    const run = await this.store.findRun(workflowId);
    if (!run) throw new WorkflowGatewayError('WorkflowNotFound', `Workflow "${workflowId}" not found`, { workflowId });
    return run;
  }

  private async runningDriver(workflowId: string): Promise<RunDriver> {
    this.assertOpen();
    const driver = this.runs.running(workflowId);
    if (driver && !driver.closed) return driver;
    await this.findRun(workflowId);
    throw new WorkflowGatewayError('WorkflowNotRunning', `Workflow "${workflowId}" is not running`, { workflowId });
  }

  /** Rebuilds a finished run in memory (no side effects) to answer a query. */
  private async replayClosed(workflowId: string): Promise<WorkflowInstance> {
    const run = await this.findRun(workflowId);
    const definition = this.definitionOf(run);
    const driver = RunDriver.replaying(run, definition, this.logger);
    await replayInputs(driver.instance, await this.store.loadHistory(run.runId));
    return driver.instance;
  }

  /** Replays a run's history, checking every command against it, then resumes what is pending. */
  private async resume(run: RunRecord): Promise<void> {
    const definition = this.definitionOf(run);
    const history = await this.store.loadHistory(run.runId);
    const driver = RunDriver.replaying(run, definition, this.logger);
    driver.lastEventId = history.length > 0 ? history[history.length - 1].eventId : 0;
    run.historyLength = history.length;

    let unrecorded = await replayAgainstHistory(run, driver.instance, history);
    driver.replaying = false;
    this.runs.add(driver);

    if (unrecorded.length > 0) {
      const events = driver.numberEvents(unrecorded, this.clock.now());
      await this.append(driver, events);
      unrecorded = events as CommandEvent[];
    }
    const terminal = [...history, ...(unrecorded as HistoryEvent[])].find(
      (event) => event.type === 'WorkflowCompleted' || event.type === 'WorkflowFailed' || event.type === 'WorkflowCancelled',
    );
    if (terminal) {
      await this.afterCommands(driver, [terminal as CommandEvent]);
      return;
    }
    const all = [...history, ...(unrecorded as HistoryEvent[])];
    const pending = pendingWork(all);
    for (const activity of pending.pendingActivities) {
      const scheduled = all.find((event) => event.type === 'ActivityScheduled' && event.seq === activity.seq) as CommandEvent;
      this.applySideEffect(driver, scheduled, activity.attempt, activity.nextAttemptAt);
    }
    for (const timer of pending.pendingTimers) this.arm(driver, timer.seq, timer.fireAt);
    this.logger.info({ workflowId: run.workflowId, runId: run.runId, events: history.length }, 'workflow run resumed');
  }
}
