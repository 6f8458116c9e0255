import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { retryDelayMs, type ActivityFunction, type ProcessDefinition, type WorkflowLogger } from '../../workflows/context';
import { processDefinitions } from '../../workflows/registry';
import { createSystemClock, type WorkflowClock } from './clock';
import { WorkflowGatewayError, WorkflowRunFailedError } from './errors';
import { jsonClone, toStoredFailure, WorkflowInstance } from './instance';
import { EmbeddedScheduler } from './schedules';
import { callActivity, type ActivityExecution } from './activityCall';
import {
  isCommand,
  isInfo,
  type CommandEvent,
  type EventBody,
  type HistoryEvent,
  type InfoEvent,
  type InputEvent,
  type LeaseHolder,
  type RunFilter,
  type RunRecord,
  type RuntimeLogger,
  type StoredFailure,
  type WorkflowStore,
} from './types';

export type { RuntimeLogger };


/** How long the runtime lease lasts without renewal (renewed every third of it). */
const LEASE_TTL_MS = 30_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

const silentLogger: RuntimeLogger = { debug() {}, info() {}, warn() {}, error() {} };

export interface EmbeddedRuntimeOptions {
  store: WorkflowStore;
  /** The activities object (createActivities(...)): its functions by activity type name. */
  activities: object;
  /** Process definitions by workflow type; workflows/registry.ts by default. */
  processes?: Record<string, ProcessDefinition<never, unknown>>;
  clock?: WorkflowClock;
  logger?: RuntimeLogger;
  /** How long close() lets running activity attempts finish (and be recorded). */
  shutdownGraceMs?: number;
  /**
   * How long (real time, 60 s by default) "idle" waits for a running activity attempt before a
   * test clock may skip time anyway: an attempt still running by then is taken as hanging, so its
   * startToClose timeout can fire. As on Temporal's time-skipping test server, time does not skip
   * while a real activity works, however slow the machine (a short value made a busy machine time
   * out working attempts and retry them). Tests of hanging activities set a short value.
   */
  activitySettleMs?: number;
  /** Largest activity result (JSON characters) a history event takes; 8 MiB by default. */
  maxPayloadBytes?: number;
  /**
   * How many activity attempts run at once (8 by default), as a Temporal worker's
   * maxConcurrentActivityTaskExecutions: the others wait, scheduled, for a free slot (their
   * startToClose timeout starts when they do). The runtime shares the process with the API, so
   * a burst of runs (200 registrations, each starting its e-mails and audit) must not take the
   * CPU from the requests still being answered; fewer attempts at once also finish the burst
   * sooner than hundreds of interleaved SMTP connections and writes.
   */
  maxConcurrentActivities?: number;
}

/** The default of EmbeddedRuntimeOptions.maxConcurrentActivities. */
export const DEFAULT_MAX_CONCURRENT_ACTIVITIES = 8;

export interface StartOptions {
  workflowId?: string;
  scheduleId?: string;
}

export interface RunDescription extends RunRecord {
  history: HistoryEvent[];
  pendingActivities: { seq: number; activityType: string; attempt: number; nextAttemptAt?: number }[];
  pendingTimers: { seq: number; fireAt: number }[];
}

class RunDriver {
  instance!: WorkflowInstance;
  lastEventId = 0;
  replaying = false;
  closed = false;
  timers = new Map<number, number>();
  executions = new Map<number, ActivityExecution>();
  private tail: Promise<void> = Promise.resolve();

  constructor(public run: RunRecord) {}

  enqueue(job: () => Promise<void>): Promise<void> {
    const next = this.tail.then(job);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

function sameCommand(recorded: CommandEvent, issued: CommandEvent): boolean {
  if (recorded.type !== issued.type) return false;
  if (recorded.type === 'ActivityScheduled' && issued.type === 'ActivityScheduled') {
    return recorded.seq === issued.seq && recorded.activityType === issued.activityType;
  }
  if ('seq' in recorded && 'seq' in issued) return recorded.seq === issued.seq;
  return true;
}

function describeCommand(command: CommandEvent): string {
  return command.type === 'ActivityScheduled' ? `${command.type}(${command.activityType}#${command.seq})` : command.type;
}

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
  private readonly maxConcurrentActivities: number;
  private runningAttempts = 0;
  private readonly waitingForSlot: (() => void)[] = [];
  private readonly drivers = new Map<string, RunDriver>();
  private readonly runningByWorkflowId = new Map<string, string>();
  private readonly waiters = new Map<string, ((run: RunRecord | null) => void)[]>();
  readonly activeCalls = new Set<Promise<unknown>>();
  readonly delayTimers = new Set<number>();
  private busySteps = 0;
  private closing = false;
  private closed = false;
  private detachClock: () => void = () => undefined;
  private readonly lease: LeaseHolder = { holderId: randomUUID(), pid: process.pid, host: os.hostname(), expiresAt: 0 };
  private leaseRenewal: ReturnType<typeof setInterval> | undefined;

  constructor(options: EmbeddedRuntimeOptions) {
    this.store = options.store;
    this.activities = options.activities as Record<string, ActivityFunction>;
    this.processes = options.processes ?? processDefinitions;
    this.clock = options.clock ?? createSystemClock();
    this.logger = options.logger ?? silentLogger;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 10_000;
    this.activitySettleMs = options.activitySettleMs ?? 60_000;
    this.maxPayloadBytes = options.maxPayloadBytes ?? 8 * 1024 * 1024;
    this.maxConcurrentActivities = Math.max(1, Math.floor(options.maxConcurrentActivities ?? DEFAULT_MAX_CONCURRENT_ACTIVITIES));
    this.scheduler = new EmbeddedScheduler({
      store: this.store,
      clock: this.clock,
      logger: this.logger,
      startWorkflow: (workflowType, input, startOptions) => this.start(workflowType, input, startOptions),
      isRunning: (workflowId) => this.runningByWorkflowId.has(workflowId),
      knowsType: (workflowType) => workflowType in this.processes,
    });
  }

  /** Resumes every unfinished run from its history, then starts the schedules. */
  async open(): Promise<void> {
    await this.takeLease();
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

  /**
   * One process at a time runs the embedded runtime of a database, or two would resume the same
   * runs. The lease is renewed while this process lives; a holder that died on this host is replaced.
   */
  private async takeLease(): Promise<void> {
    let answer = await this.store.acquireLease(this.lease, LEASE_TTL_MS);
    if (!answer.acquired && answer.holder.host === this.lease.host && !processAlive(answer.holder.pid)) {
      this.logger.warn({ pid: answer.holder.pid }, 'taking over the workflow runtime of a process that is gone');
      answer = await this.store.acquireLease(this.lease, LEASE_TTL_MS, answer.holder.holderId);
    }
    if (!answer.acquired) {
      const { pid, host, expiresAt } = answer.holder;
      throw new WorkflowGatewayError(
        'RuntimeBusy',
        `The embedded workflow runtime of this database already runs in process ${pid} on ${host} (lease until ${new Date(expiresAt).toISOString()}). ` +
          'Stop that process, or set TEMPORAL_ADDRESS to run the workflows on Temporal.',
        { pid, host },
      );
    }
    this.leaseRenewal = setInterval(() => {
      this.store.acquireLease(this.lease, LEASE_TTL_MS).then(
        (renewed) => {
          if (renewed.acquired || this.closing) return;
          this.logger.error({ holder: renewed.holder }, 'the workflow runtime lease was taken by another process; stopping');
          void this.close();
        },
        (error: unknown) => this.logger.warn({ err: error }, 'workflow runtime lease renewal failed'),
      );
    }, LEASE_TTL_MS / 3);
    this.leaseRenewal.unref();
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
    if (storedAsRunning || this.runningByWorkflowId.has(workflowId)) {
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
    driver.instance = this.createInstance(driver, definition);
    this.runningByWorkflowId.set(workflowId, runId);
    this.drivers.set(runId, driver);
    this.busySteps += 1;
    try {
      const started: InputEvent = { type: 'WorkflowStarted', workflowType, input: run.input };
      await driver.enqueue(async () => {
        await driver.instance.activate(started, now);
        const commands = driver.instance.takeCommands();
        const events = this.numberEvents(driver, [started, ...commands], now);
        run.historyLength = events.length;
        await this.store.insertRun(run, events);
        await this.afterCommands(driver, commands);
      });
    } catch (error) {
      this.forget(driver);
      throw error;
    } finally {
      this.busySteps -= 1;
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
    const runId = this.runningByWorkflowId.get(workflowId);
    const driver = runId ? this.drivers.get(runId) : undefined;
    const instance = driver ? driver.instance : await this.replayClosed(workflowId);
    if (!instance.hasQuery(name)) {
      throw new WorkflowGatewayError('QueryUnknown', `Workflow "${workflowId}" has no query "${name}"`, { workflowId, name });
    }
    return instance.query(name, args);
  }

  /** The run's outcome; waits while it runs (up to `timeoutMs` of clock time when given). */
  async result(workflowId: string, options: { timeoutMs?: number } = {}): Promise<unknown> {
    const run = await this.findRun(workflowId);
    const closed = run.status === 'running' ? await this.waitForClose(run, options.timeoutMs) : run;
    return this.outcome(closed);
  }

  async describe(workflowId: string): Promise<RunDescription> {
    const run = await this.findRun(workflowId);
    const history = await this.store.loadHistory(run.runId);
    return { ...run, ...pendingWork(history) , history };
  }

  list(filter: RunFilter = {}): Promise<RunRecord[]> {
    return this.store.listRuns(filter);
  }

  /** Resolves once no step is queued and running activity attempts finished (or had time to). */
  async whenIdle(): Promise<void> {
    const activityDeadline = Date.now() + this.activitySettleMs;
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const waitingOnActivities = this.activeCalls.size > 0 && Date.now() < activityDeadline;
      if (this.busySteps === 0 && !waitingOnActivities) {
        await new Promise((resolve) => setImmediate(resolve));
        if (this.busySteps === 0) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
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
    for (const wake of this.waitingForSlot.splice(0)) {
      this.runningAttempts += 1;
      wake();
    }
    const grace = new Promise((resolve) => setTimeout(resolve, this.shutdownGraceMs).unref());
    await Promise.race([Promise.allSettled([...this.activeCalls]), grace]);
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.busySteps === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    this.closed = true;
    for (const driver of this.drivers.values()) this.disarm(driver);
    for (const id of this.delayTimers) this.clock.clearTimer(id);
    this.delayTimers.clear();
    for (const [runId, waiting] of this.waiters) {
      this.waiters.delete(runId);
      for (const waiter of waiting) waiter(null);
    }
    this.drivers.clear();
    this.runningByWorkflowId.clear();
    this.detachClock();
    clearInterval(this.leaseRenewal);
    await this.store.releaseLease(this.lease.holderId).catch((error: unknown) => this.logger.warn({ err: error }, 'lease release failed'));
    this.logger.info({}, 'embedded workflow runtime stopped');
  }

  private assertOpen(): void {
    if (this.closing) throw new WorkflowGatewayError('RuntimeClosed', 'The workflow runtime is stopping');
  }

  private createInstance(driver: RunDriver, definition: ProcessDefinition<never, unknown>): WorkflowInstance {
    const { run } = driver;
    const log =
      (level: 'debug' | 'info' | 'warn' | 'error') =>
      (message: string, attributes: Record<string, unknown> = {}) => {
        // A replayed step already logged when it first ran.
        if (driver.replaying) return;
        this.logger[level]({ ...attributes, workflowId: run.workflowId, runId: run.runId, workflowType: run.workflowType }, message);
      };
    const workflowLogger: WorkflowLogger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
    return new WorkflowInstance(
      definition,
      { workflowId: run.workflowId, runId: run.runId, workflowType: run.workflowType },
      workflowLogger,
      run.startTime,
    );
  }

  private numberEvents(driver: RunDriver, bodies: EventBody[], time: number): HistoryEvent[] {
    return bodies.map((body) => {
      const event = { ...body, eventId: ++driver.lastEventId, time } as HistoryEvent;
      if (event.type === 'TimerStarted') event.fireAt = time + event.durationMs;
      return event;
    });
  }

  /** One live step: deliver the input, record it with the resulting commands, then act on them. */
  private step(driver: RunDriver, input: InputEvent): Promise<void> {
    this.busySteps += 1;
    return driver
      .enqueue(async () => {
        if (driver.closed) {
          throw new WorkflowGatewayError('WorkflowNotRunning', `Workflow "${driver.run.workflowId}" is not running`);
        }
        const time = this.clock.now();
        await driver.instance.activate(input, time);
        const commands = driver.instance.takeCommands();
        await this.append(driver, this.numberEvents(driver, [input, ...commands], time));
        await this.afterCommands(driver, commands);
      })
      .finally(() => {
        this.busySteps -= 1;
      });
  }

  private record(driver: RunDriver, info: InfoEvent): Promise<void> {
    this.busySteps += 1;
    return driver
      .enqueue(async () => {
        if (driver.closed) return;
        await this.append(driver, this.numberEvents(driver, [info], this.clock.now()));
      })
      .finally(() => {
        this.busySteps -= 1;
      });
  }

  private async append(driver: RunDriver, events: HistoryEvent[]): Promise<void> {
    try {
      await this.store.appendEvents(driver.run.runId, events);
      driver.run.historyLength += events.length;
    } catch (error) {
      // Memory ran ahead of the database: rebuild the run from what was stored.
      this.logger.error({ workflowId: driver.run.workflowId, err: error }, 'workflow history write failed; reloading the run');
      this.disarm(driver);
      this.forget(driver);
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
        this.execute(driver, command, attempt, notBefore);
        break;
      case 'ActivityCancelRequested': {
        const execution = driver.executions.get(command.seq);
        if (execution) execution.aborted = true;
        driver.executions.delete(command.seq);
        break;
      }
      case 'TimerStarted':
        this.arm(driver, command.seq, command.fireAt ?? this.clock.now() + command.durationMs);
        break;
      case 'TimerCancelled': {
        const id = driver.timers.get(command.seq);
        if (id !== undefined) this.clock.clearTimer(id);
        driver.timers.delete(command.seq);
        break;
      }
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

  private delay(until: number): Promise<void> {
    return new Promise((resolve) => {
      const id = this.clock.setTimer(until, () => {
        this.delayTimers.delete(id);
        resolve();
      });
      this.delayTimers.add(id);
    });
  }

  private execute(
    driver: RunDriver,
    command: Extract<CommandEvent, { type: 'ActivityScheduled' }>,
    firstAttempt: number,
    notBefore?: number,
  ): void {
    const execution: ActivityExecution = { aborted: false };
    driver.executions.set(command.seq, execution);
    const policy = command.options.retry;
    const loop = async () => {
      if (notBefore !== undefined && notBefore > this.clock.now()) await this.delay(notBefore);
      for (let attempt = firstAttempt; ; attempt += 1) {
        if (execution.aborted || driver.closed) return;
        await this.activitySlot();
        if (execution.aborted || driver.closed || this.closing) {
          this.releaseActivitySlot();
          return;
        }
        let failure: StoredFailure | undefined;
        let result: unknown;
        try {
          result = jsonClone(await callActivity(this, command, driver.run, execution).finally(() => this.releaseActivitySlot()));
          const size = result === undefined ? 0 : JSON.stringify(result).length;
          // A result the history cannot hold would make every later write of this run fail.
          if (size > this.maxPayloadBytes) {
            throw ApplicationFailure.nonRetryable(
              `Activity ${command.activityType} returned ${size} bytes, more than the ${this.maxPayloadBytes} a history event may hold`,
              'PayloadTooLarge',
            );
          }
        } catch (error) {
          failure = toStoredFailure(error);
        }
        if (execution.aborted || driver.closed) return;
        if (!failure) {
          driver.executions.delete(command.seq);
          await this.step(driver, { type: 'ActivityCompleted', seq: command.seq, result, attempt });
          return;
        }
        const maximumAttempts = policy?.maximumAttempts ?? 0;
        const nonRetryable =
          failure.nonRetryable === true || (failure.type !== undefined && (policy?.nonRetryableErrorTypes ?? []).includes(failure.type));
        if (nonRetryable || (maximumAttempts > 0 && attempt >= maximumAttempts)) {
          driver.executions.delete(command.seq);
          await this.step(driver, { type: 'ActivityFailed', seq: command.seq, failure, attempt });
          return;
        }
        const nextAttemptAt = this.clock.now() + retryDelayMs(policy, attempt);
        this.logger.warn(
          { workflowId: driver.run.workflowId, activityType: command.activityType, attempt, failure: failure.message },
          'activity attempt failed; retrying',
        );
        await this.record(driver, { type: 'ActivityAttemptFailed', seq: command.seq, attempt, failure, nextAttemptAt });
        if (this.closing) return;
        await this.delay(nextAttemptAt);
      }
    };
    void loop().catch((error: unknown) =>
      this.logger.error({ workflowId: driver.run.workflowId, err: error }, 'activity execution stopped'),
    );
  }

  /** Resolves when one of the maxConcurrentActivities slots is this caller's (release it with releaseActivitySlot). */
  private activitySlot(): Promise<void> {
    if (this.runningAttempts < this.maxConcurrentActivities) {
      this.runningAttempts += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waitingForSlot.push(resolve));
  }

  /** Hands the slot to the longest-waiting attempt, or frees it. */
  private releaseActivitySlot(): void {
    const next = this.waitingForSlot.shift();
    if (next) next();
    else this.runningAttempts -= 1;
  }

  private async closeRun(driver: RunDriver, patch: Pick<RunRecord, 'status'> & Partial<RunRecord>): Promise<void> {
    driver.closed = true;
    Object.assign(driver.run, patch, { closeTime: this.clock.now() });
    await this.store.updateRun(driver.run.runId, { ...patch, closeTime: driver.run.closeTime, historyLength: driver.run.historyLength });
    this.disarm(driver);
    this.forget(driver);
    const waiting = this.waiters.get(driver.run.runId) ?? [];
    this.waiters.delete(driver.run.runId);
    for (const waiter of waiting) waiter(driver.run);
    this.logger.info({ workflowId: driver.run.workflowId, status: patch.status }, 'workflow closed');
    if (driver.run.scheduleId && !this.closing) {
      // Not awaited: the scheduler may be starting this very run (one that ends in its first step).
      this.busySteps += 1;
      void this.scheduler
        .runClosed(driver.run.scheduleId, driver.run.workflowId)
        .catch((error: unknown) => this.logger.error({ scheduleId: driver.run.scheduleId, err: error }, 'schedule update failed'))
        .finally(() => {
          this.busySteps -= 1;
        });
    }
  }

  private disarm(driver: RunDriver): void {
    for (const id of driver.timers.values()) this.clock.clearTimer(id);
    driver.timers.clear();
    for (const execution of driver.executions.values()) execution.aborted = true;
    driver.executions.clear();
  }

  private forget(driver: RunDriver): void {
    this.drivers.delete(driver.run.runId);
    if (this.runningByWorkflowId.get(driver.run.workflowId) === driver.run.runId) this.runningByWorkflowId.delete(driver.run.workflowId);
  }

  private async findRun(workflowId: string): Promise<RunRecord> {
    const runId = this.runningByWorkflowId.get(workflowId);
    const live = runId ? this.drivers.get(runId) : undefined;
    if (live) return { ...live.run };
    const run = await this.store.findRun(workflowId);
    if (!run) throw new WorkflowGatewayError('WorkflowNotFound', `Workflow "${workflowId}" not found`, { workflowId });
    return run;
  }

  private async runningDriver(workflowId: string): Promise<RunDriver> {
    this.assertOpen();
    const runId = this.runningByWorkflowId.get(workflowId);
    const driver = runId ? this.drivers.get(runId) : undefined;
    if (driver && !driver.closed) return driver;
    await this.findRun(workflowId);
    throw new WorkflowGatewayError('WorkflowNotRunning', `Workflow "${workflowId}" is not running`, { workflowId });
  }

  private waitForClose(run: RunRecord, timeoutMs?: number): Promise<RunRecord> {
    return new Promise((resolve, reject) => {
      let timerId: number | undefined;
      const waiter = (closed: RunRecord | null) => {
        if (timerId !== undefined) this.clock.clearTimer(timerId);
        if (!closed) reject(new WorkflowGatewayError('RuntimeClosed', 'The workflow runtime was stopped'));
        else resolve(closed);
      };
      const list = this.waiters.get(run.runId) ?? [];
      list.push(waiter);
      this.waiters.set(run.runId, list);
      if (timeoutMs !== undefined) {
        timerId = this.clock.setTimer(this.clock.now() + timeoutMs, () => {
          this.waiters.set(run.runId, (this.waiters.get(run.runId) ?? []).filter((item) => item !== waiter));
          reject(new WorkflowGatewayError('ResultTimeout', `Workflow "${run.workflowId}" did not finish within ${timeoutMs} ms`));
        });
      }
    });
  }

  private outcome(run: RunRecord): unknown {
    if (run.status === 'completed') return run.result;
    if (run.status === 'cancelled') {
      throw new WorkflowGatewayError('RunCancelled', `Workflow "${run.workflowId}" was cancelled`, { workflowId: run.workflowId });
    }
    const failure = run.failure ?? { message: 'Workflow failed' };
    throw new WorkflowRunFailedError(run.workflowId, failure.type, failure.message, failure.details ?? []);
  }

  /** Rebuilds a finished run in memory (no side effects) to answer a query. */
  private async replayClosed(workflowId: string): Promise<WorkflowInstance> {
    const run = await this.findRun(workflowId);
    const definition = this.processes[run.workflowType];
    if (!definition) throw new WorkflowGatewayError('WorkflowTypeUnknown', `Unknown workflow type "${run.workflowType}"`);
    const driver = new RunDriver(run);
    driver.replaying = true;
    driver.instance = this.createInstance(driver, definition);
    for (const event of await this.store.loadHistory(run.runId)) {
      if (isCommand(event) || isInfo(event)) continue;
      await driver.instance.activate(event, event.time);
      driver.instance.takeCommands();
    }
    return driver.instance;
  }

  /** Replays a run's history, checking every command against it, then resumes what is pending. */
  private async resume(run: RunRecord): Promise<void> {
    const definition = this.processes[run.workflowType];
    if (!definition) throw new WorkflowGatewayError('WorkflowTypeUnknown', `Unknown workflow type "${run.workflowType}"`);
    const history = await this.store.loadHistory(run.runId);
    const driver = new RunDriver(run);
    driver.replaying = true;
    driver.instance = this.createInstance(driver, definition);
    driver.lastEventId = history.length > 0 ? history[history.length - 1].eventId : 0;
    run.historyLength = history.length;

    let unrecorded: CommandEvent[] = [];
    let index = 0;
    while (index < history.length) {
      const event = history[index];
      index += 1;
      if (isInfo(event)) continue;
      if (isCommand(event)) {
        throw this.nonDeterminism(run, `history has ${describeCommand(event)} that the workflow code did not issue`);
      }
      await driver.instance.activate(event, event.time);
      for (const issued of driver.instance.takeCommands()) {
        while (index < history.length && isInfo(history[index])) index += 1;
        const recorded = history[index];
        if (!recorded) {
          unrecorded.push(issued);
          continue;
        }
        if (!isCommand(recorded) || !sameCommand(recorded, issued)) {
          throw this.nonDeterminism(run, `expected ${isCommand(recorded) ? describeCommand(recorded) : recorded.type}, workflow issued ${describeCommand(issued)}`);
        }
        index += 1;
      }
    }
    driver.replaying = false;
    this.drivers.set(run.runId, driver);
    this.runningByWorkflowId.set(run.workflowId, run.runId);

    if (unrecorded.length > 0) {
      const events = this.numberEvents(driver, unrecorded, this.clock.now());
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

  private nonDeterminism(run: RunRecord, message: string): WorkflowGatewayError {
    return new WorkflowGatewayError('NonDeterminism', `Workflow "${run.workflowId}" no longer matches its history: ${message}`, {
      workflowId: run.workflowId,
    });
  }
}

/** Activities and timers a history shows as started but not finished. */
export function pendingWork(history: HistoryEvent[]): Pick<RunDescription, 'pendingActivities' | 'pendingTimers'> {
  const activities = new Map<number, { seq: number; activityType: string; attempt: number; nextAttemptAt?: number }>();
  const timers = new Map<number, { seq: number; fireAt: number }>();
  for (const event of history) {
    switch (event.type) {
      case 'ActivityScheduled':
        activities.set(event.seq, { seq: event.seq, activityType: event.activityType, attempt: 1 });
        break;
      case 'ActivityAttemptFailed': {
        const activity = activities.get(event.seq);
        if (activity) Object.assign(activity, { attempt: event.attempt + 1, nextAttemptAt: event.nextAttemptAt });
        break;
      }
      case 'ActivityCompleted':
      case 'ActivityFailed':
      case 'ActivityCancelRequested':
        activities.delete(event.seq);
        break;
      case 'TimerStarted':
        timers.set(event.seq, { seq: event.seq, fireAt: event.fireAt ?? event.time + event.durationMs });
        break;
      case 'TimerFired':
      case 'TimerCancelled':
        timers.delete(event.seq);
        break;
      default:
        break;
    }
  }
  return { pendingActivities: [...activities.values()], pendingTimers: [...timers.values()] };
}
