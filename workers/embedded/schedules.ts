import { Cron } from 'croner';
import type { WorkflowClock } from './clock';
import { WorkflowGatewayError } from './errors';
import { jsonClone } from './instance';
import type { OverlapPolicy, RuntimeLogger, ScheduleRecord, ScheduleSpec, WorkflowStore } from './types';

/**
 * A five-field cron expression (minute hour day-of-month month day-of-week, or @hourly, @daily,
 * @weekly, @monthly, @yearly) in an IANA time zone, the form Temporal schedules and crontab share,
 * evaluated by croner. As in crontab, when both day-of-month and day-of-week are restricted a day
 * matching either one fires; a time skipped by a daylight-saving change fires at the first valid
 * time after it, a time that occurs twice fires once.
 */
export function cronSchedule(expression: string, timeZone = 'UTC'): Cron {
  try {
    return new Cron(expression.trim(), { paused: true, timezone: timeZone, mode: '5-part', domAndDow: false });
  } catch (error) {
    throw new Error(`Invalid cron expression "${expression}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The first time strictly after `after` that the expression matches (undefined: never again). */
export function nextCronTime(cron: Cron, after: number): number | undefined {
  return cron.nextRun(new Date(after))?.getTime();
}

export interface ScheduleInput {
  scheduleId: string;
  workflowType: string;
  input?: unknown;
  spec: ScheduleSpec;
  /** What to do when an action is due while the previous run still runs (skip by default, as Temporal). */
  overlap?: OverlapPolicy;
  /** How far back missed actions are still run after downtime (1 minute by default, as Temporal). */
  catchupWindowMs?: number;
}

interface SchedulerOptions {
  store: WorkflowStore;
  clock: WorkflowClock;
  logger: RuntimeLogger;
  startWorkflow(workflowType: string, input: unknown, options: { workflowId: string; scheduleId: string }): Promise<unknown>;
  isRunning(workflowId: string): boolean;
  knowsType(workflowType: string): boolean;
}

const RECENT_ACTIONS = 10;
// After a long downtime an every-minute schedule would list a huge backlog: only this many are examined.
const MAX_CATCHUP_ACTIONS = 1000;

/** Recurring runs for the embedded runtime: cron and interval specs, overlap policy, catch-up. */
export class EmbeddedScheduler {
  private readonly timers = new Map<string, number>();
  private readonly parsed = new Map<string, Cron[]>();
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  private startCounter = 0;

  constructor(private readonly options: SchedulerOptions) {}

  async open(): Promise<void> {
    for (const schedule of await this.options.store.listSchedules()) {
      await this.serialize(() => this.catchUp(schedule));
    }
  }

  close(): void {
    this.closed = true;
    for (const id of this.timers.values()) this.options.clock.clearTimer(id);
    this.timers.clear();
  }

  async create(input: ScheduleInput): Promise<ScheduleRecord> {
    if (!this.options.knowsType(input.workflowType)) {
      throw new WorkflowGatewayError('WorkflowTypeUnknown', `Unknown workflow type "${input.workflowType}"`);
    }
    this.validate(input.spec);
    return this.serialize(async () => {
      if (await this.options.store.findSchedule(input.scheduleId)) {
        throw new WorkflowGatewayError('ScheduleExists', `Schedule "${input.scheduleId}" already exists`, { scheduleId: input.scheduleId });
      }
      this.parsed.delete(input.scheduleId);
      const now = this.options.clock.now();
      const schedule: ScheduleRecord = {
        scheduleId: input.scheduleId,
        workflowType: input.workflowType,
        input: jsonClone(input.input),
        spec: jsonClone(input.spec),
        overlap: input.overlap ?? 'skip',
        catchupWindowMs: input.catchupWindowMs ?? 60_000,
        lastHandledAt: now,
        bufferedActions: 0,
        skippedActions: 0,
        runningWorkflowIds: [],
        recentActions: [],
        createdAt: now,
      };
      await this.options.store.saveSchedule(schedule);
      this.arm(schedule);
      return schedule;
    });
  }

  list(): Promise<ScheduleRecord[]> {
    return this.options.store.listSchedules();
  }

  async describe(scheduleId: string): Promise<ScheduleRecord & { nextActionAt: number | undefined }> {
    const schedule = await this.require(scheduleId);
    return { ...schedule, nextActionAt: this.nextFire(schedule, Math.max(schedule.lastHandledAt, this.options.clock.now())) };
  }

  async delete(scheduleId: string): Promise<void> {
    await this.serialize(async () => {
      const timer = this.timers.get(scheduleId);
      if (timer !== undefined) this.options.clock.clearTimer(timer);
      this.timers.delete(scheduleId);
      this.parsed.delete(scheduleId);
      if (!(await this.options.store.deleteSchedule(scheduleId))) {
        throw new WorkflowGatewayError('ScheduleNotFound', `Schedule "${scheduleId}" not found`, { scheduleId });
      }
    });
  }

  /** Runs the action now, under the schedule's overlap policy. */
  async trigger(scheduleId: string): Promise<void> {
    await this.serialize(async () => {
      const schedule = await this.require(scheduleId);
      await this.act(schedule, this.options.clock.now());
      await this.options.store.saveSchedule(schedule);
    });
  }

  /** A run started by a schedule closed: start a buffered action if one waits. */
  async runClosed(scheduleId: string, workflowId: string): Promise<void> {
    await this.serialize(async () => {
      const schedule = await this.options.store.findSchedule(scheduleId);
      if (!schedule) return;
      schedule.runningWorkflowIds = schedule.runningWorkflowIds.filter((id) => id !== workflowId && this.options.isRunning(id));
      if (schedule.bufferedActions > 0 && schedule.runningWorkflowIds.length === 0 && !this.closed) {
        schedule.bufferedActions -= 1;
        await this.startAction(schedule, this.options.clock.now());
      }
      await this.options.store.saveSchedule(schedule);
    });
  }

  private serialize<T>(job: () => Promise<T>): Promise<T> {
    const next = this.chain.then(job);
    this.chain = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  private async require(scheduleId: string): Promise<ScheduleRecord> {
    const schedule = await this.options.store.findSchedule(scheduleId);
    if (!schedule) throw new WorkflowGatewayError('ScheduleNotFound', `Schedule "${scheduleId}" not found`, { scheduleId });
    return schedule;
  }

  private validate(spec: ScheduleSpec): void {
    const crons = spec.cronExpressions ?? [];
    const intervals = spec.intervals ?? [];
    if (crons.length === 0 && intervals.length === 0) {
      throw new WorkflowGatewayError('ScheduleInvalid', 'A schedule needs at least one cron expression or interval');
    }
    try {
      if (spec.timezone) new Intl.DateTimeFormat('en-US', { timeZone: spec.timezone });
      crons.forEach((expression) => cronSchedule(expression, spec.timezone));
    } catch (error) {
      throw new WorkflowGatewayError('ScheduleInvalid', error instanceof Error ? error.message : String(error));
    }
    for (const interval of intervals) {
      if (!(interval.everyMs >= 1000)) throw new WorkflowGatewayError('ScheduleInvalid', 'An interval must be at least 1000 ms');
    }
  }

  private crons(schedule: ScheduleRecord): Cron[] {
    let crons = this.parsed.get(schedule.scheduleId);
    if (!crons) {
      crons = (schedule.spec.cronExpressions ?? []).map((expression) => cronSchedule(expression, schedule.spec.timezone));
      this.parsed.set(schedule.scheduleId, crons);
    }
    return crons;
  }

  private nextFire(schedule: ScheduleRecord, after: number): number | undefined {
    const candidates: number[] = [];
    for (const cron of this.crons(schedule)) {
      const next = nextCronTime(cron, after);
      if (next !== undefined) candidates.push(next);
    }
    for (const { everyMs, offsetMs = 0 } of schedule.spec.intervals ?? []) {
      candidates.push(offsetMs + (Math.floor((after - offsetMs) / everyMs) + 1) * everyMs);
    }
    return candidates.length > 0 ? Math.min(...candidates) : undefined;
  }

  private arm(schedule: ScheduleRecord): void {
    if (this.closed) return;
    const next = this.nextFire(schedule, schedule.lastHandledAt);
    if (next === undefined) return;
    const id = this.options.clock.setTimer(next, () => {
      this.timers.delete(schedule.scheduleId);
      void this.serialize(async () => {
        const current = await this.options.store.findSchedule(schedule.scheduleId);
        if (!current || this.closed) return;
        await this.act(current, next);
        current.lastHandledAt = next;
        await this.options.store.saveSchedule(current);
        this.arm(current);
      }).catch((error: unknown) => this.options.logger.error({ scheduleId: schedule.scheduleId, err: error }, 'schedule action failed'));
    });
    this.timers.set(schedule.scheduleId, id);
  }

  /** After downtime: run the missed actions still inside the catch-up window, then re-arm. */
  private async catchUp(schedule: ScheduleRecord): Promise<void> {
    const now = this.options.clock.now();
    const missed: number[] = [];
    for (let at = this.nextFire(schedule, schedule.lastHandledAt); at !== undefined && at <= now; at = this.nextFire(schedule, at)) {
      missed.push(at);
      if (missed.length > MAX_CATCHUP_ACTIONS) missed.shift();
    }
    for (const at of missed) {
      if (at < now - schedule.catchupWindowMs) {
        schedule.skippedActions += 1;
        this.options.logger.info(
          { scheduleId: schedule.scheduleId, scheduledAt: new Date(at).toISOString() },
          'missed schedule action outside the catch-up window',
        );
        continue;
      }
      await this.act(schedule, at);
    }
    if (missed.length > 0) schedule.lastHandledAt = missed[missed.length - 1];
    await this.options.store.saveSchedule(schedule);
    this.arm(schedule);
  }

  /** One due action under the overlap policy. */
  private async act(schedule: ScheduleRecord, scheduledAt: number): Promise<void> {
    schedule.runningWorkflowIds = schedule.runningWorkflowIds.filter((id) => this.options.isRunning(id));
    const busy = schedule.runningWorkflowIds.length > 0;
    if (busy && schedule.overlap === 'skip') {
      schedule.skippedActions += 1;
      return;
    }
    if (busy && schedule.overlap === 'bufferOne') {
      if (schedule.bufferedActions >= 1) schedule.skippedActions += 1;
      else schedule.bufferedActions = 1;
      return;
    }
    if (busy && schedule.overlap === 'bufferAll') {
      schedule.bufferedActions += 1;
      return;
    }
    await this.startAction(schedule, scheduledAt);
  }

  private async startAction(schedule: ScheduleRecord, scheduledAt: number): Promise<void> {
    const startedAt = this.options.clock.now();
    this.startCounter += 1;
    const suffix = scheduledAt === startedAt ? `${new Date(scheduledAt).toISOString()}-${this.startCounter}` : new Date(scheduledAt).toISOString();
    const workflowId = `${schedule.scheduleId}-${suffix}`;
    try {
      await this.options.startWorkflow(schedule.workflowType, jsonClone(schedule.input), { workflowId, scheduleId: schedule.scheduleId });
      schedule.runningWorkflowIds.push(workflowId);
      schedule.recentActions = [...schedule.recentActions, { scheduledAt, startedAt, workflowId }].slice(-RECENT_ACTIONS);
    } catch (error) {
      this.options.logger.error({ scheduleId: schedule.scheduleId, err: error }, 'schedule could not start its workflow');
    }
  }
}
