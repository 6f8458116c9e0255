import type { ProcessDefinition, WorkflowLogger } from '../../workflows/context';
import type { ActivityExecution } from './activityCall';
import type { WorkflowClock } from './clock';
import { WorkflowInstance } from './instance';
import type { CommandEvent, EventBody, HistoryEvent, RunRecord, RuntimeLogger } from './types';

/** One run in memory: its workflow instance, its armed timers and running activities, and its steps queued one at a time. */
export class RunDriver {
  instance!: WorkflowInstance;
  lastEventId = 0;
  replaying = false;
  closed = false;
  timers = new Map<number, number>();
  executions = new Map<number, ActivityExecution>();
  private tail: Promise<void> = Promise.resolve();

  constructor(public run: RunRecord) {}

  /** A driver rebuilding its run from history: its workflow logs nothing until replaying is turned off. */
  static replaying(run: RunRecord, definition: ProcessDefinition<never, unknown>, logger: RuntimeLogger): RunDriver {
    const driver = new RunDriver(run);
    driver.replaying = true;
    driver.instance = createWorkflowInstance(driver, definition, logger);
    return driver;
  }

  enqueue(job: () => Promise<void>): Promise<void> {
    const next = this.tail.then(job);
    this.tail = next.catch(() => undefined);
    return next;
  }

  cancelActivity(seq: number): void {
    const execution = this.executions.get(seq);
    if (execution) execution.aborted = true;
    this.executions.delete(seq);
  }

  cancelTimer(seq: number, clock: WorkflowClock): void {
    const id = this.timers.get(seq);
    if (id !== undefined) clock.clearTimer(id);
    this.timers.delete(seq);
  }

  /** Stops the run's timers and activity attempts (the run closed, or the runtime stops). */
  disarm(clock: WorkflowClock): void {
    for (const id of this.timers.values()) clock.clearTimer(id);
    this.timers.clear();
    for (const execution of this.executions.values()) execution.aborted = true;
    this.executions.clear();
  }

  /** The next history events of this run, numbered after the last one. */
  numberEvents(bodies: EventBody[], time: number): HistoryEvent[] {
    return bodies.map((body) => {
      const event = { ...body, eventId: ++this.lastEventId, time } as HistoryEvent;
      if (event.type === 'TimerStarted') event.fireAt = time + event.durationMs;
      return event;
    });
  }
}

/** The run's workflow instance, logging through the runtime's logger except while it replays. */
export function createWorkflowInstance(driver: RunDriver, definition: ProcessDefinition<never, unknown>, logger: RuntimeLogger): WorkflowInstance {
  const { run } = driver;
  const log =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string, attributes: Record<string, unknown> = {}) => {
      // A replayed step already logged when it first ran.
      if (driver.replaying) return;
      logger[level]({ ...attributes, workflowId: run.workflowId, runId: run.runId, workflowType: run.workflowType }, message);
    };
  const workflowLogger: WorkflowLogger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  return new WorkflowInstance(definition, { workflowId: run.workflowId, runId: run.runId, workflowType: run.workflowType }, workflowLogger, run.startTime);
}

/** A recorded command is the one the workflow issued again on replay. */
export function sameCommand(recorded: CommandEvent, issued: CommandEvent): boolean {
  if (recorded.type !== issued.type) return false;
  if (recorded.type === 'ActivityScheduled' && issued.type === 'ActivityScheduled') {
    return recorded.seq === issued.seq && recorded.activityType === issued.activityType;
  }
  if ('seq' in recorded && 'seq' in issued) return recorded.seq === issued.seq;
  return true;
}

export function describeCommand(command: CommandEvent): string {
  return command.type === 'ActivityScheduled' ? `${command.type}(${command.activityType}#${command.seq})` : command.type;
}
