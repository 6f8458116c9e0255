import { AsyncLocalStorage } from 'node:async_hooks';
import { ActivityFailure, ApplicationFailure, CancelledFailure, RetryState } from '@temporalio/common/lib/failure.js';
import {
  ProcessFailure,
  type ActivityOptions,
  type ProcessDefinition,
  type WorkflowContext,
  type WorkflowInfo,
  type WorkflowLogger,
} from '../../workflows/context';
import type { CommandEvent, InputEvent, StoredFailure } from './types';

/**
 * One run of a process, executed deterministically: input events go in one at a time, the
 * commands the workflow code issues come out. The same inputs always produce the same commands,
 * which is what lets the runtime rebuild a run from its history after a restart.
 */

interface PendingOperation {
  kind: 'activity' | 'timer' | 'condition';
  seq: number;
  cancellable: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  activityType?: string;
}

interface BlockedCondition {
  id: number;
  predicate: () => boolean;
  cancellable: boolean;
  timerSeq?: number;
  resolve(value: boolean): void;
  reject(error: unknown): void;
}

const scope = new AsyncLocalStorage<{ nonCancellable: boolean }>();

/** Values cross the history as JSON, live and on replay alike. */
export function jsonClone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function toStoredFailure(error: unknown): StoredFailure {
  if (error instanceof ProcessFailure) {
    return { type: error.type, message: error.message, details: jsonClone(error.details), nonRetryable: true };
  }
  if (error instanceof ApplicationFailure) {
    return { type: error.type ?? undefined, message: error.message, details: jsonClone(error.details ?? []), nonRetryable: error.nonRetryable === true };
  }
  if (error instanceof CancelledFailure) return { type: 'Cancelled', message: error.message, cancelled: true };
  if (error instanceof Error) return { type: error.name, message: error.message };
  return { type: 'Error', message: String(error) };
}

function applicationFailureFrom(failure: StoredFailure): Error {
  if (failure.cancelled) return new CancelledFailure(failure.message);
  return ApplicationFailure.create({
    message: failure.message,
    type: failure.type,
    details: failure.details,
    nonRetryable: failure.nonRetryable ?? false,
  });
}

/** Deterministic PRNG (mulberry32) seeded from the run id, for ctx.uuid(). */
function seededRandom(seedText: string): () => number {
  let seed = 1779033703 ^ seedText.length;
  for (let index = 0; index < seedText.length; index += 1) {
    seed = Math.imul(seed ^ seedText.charCodeAt(index), 3432918353);
    seed = (seed << 13) | (seed >>> 19);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drainMicrotasks(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export class WorkflowInstance {
  private commands: CommandEvent[] = [];
  private pending = new Map<string, PendingOperation>();
  private conditions: BlockedCondition[] = [];
  private signalHandlers = new Map<string, (...args: unknown[]) => void>();
  private bufferedSignals: { name: string; args: unknown[] }[] = [];
  private queryHandlers = new Map<string, (...args: unknown[]) => unknown>();
  private activitySeq = 0;
  private timerSeq = 0;
  private conditionSeq = 0;
  private currentTime: number;
  private random: () => number;
  private cancelRequested = false;
  finished = false;

  constructor(
    private readonly definition: ProcessDefinition<never, unknown>,
    readonly info: WorkflowInfo,
    private readonly logger: WorkflowLogger,
    startTime: number,
  ) {
    this.currentTime = startTime;
    this.random = seededRandom(info.runId);
  }

  /** Commands issued since the last call. */
  takeCommands(): CommandEvent[] {
    const taken = this.commands;
    this.commands = [];
    return taken;
  }

  async activate(event: InputEvent, time: number): Promise<void> {
    this.currentTime = time;
    if (this.finished) return;
    switch (event.type) {
      case 'WorkflowStarted':
        this.begin(event.input);
        break;
      case 'ActivityCompleted':
        this.settleOperation(`activity:${event.seq}`, (operation) => operation.resolve(event.result));
        break;
      case 'ActivityFailed':
        this.settleOperation(`activity:${event.seq}`, (operation) =>
          operation.reject(
            new ActivityFailure(
              'Activity task failed',
              operation.activityType ?? 'unknown',
              String(event.seq),
              event.failure.nonRetryable ? RetryState.NON_RETRYABLE_FAILURE : RetryState.MAXIMUM_ATTEMPTS_REACHED,
              'embedded',
              applicationFailureFrom(event.failure),
            ),
          ),
        );
        break;
      case 'TimerFired':
        this.settleOperation(`timer:${event.seq}`, (operation) => operation.resolve(undefined));
        break;
      case 'SignalReceived': {
        const handler = this.signalHandlers.get(event.name);
        if (handler) this.runHandler(() => handler(...event.args));
        else this.bufferedSignals.push({ name: event.name, args: event.args });
        break;
      }
      case 'CancelRequested':
        this.requestCancel();
        break;
    }
    await this.settle();
  }

  query(name: string, args: unknown[]): unknown {
    const handler = this.queryHandlers.get(name);
    if (!handler) throw new Error(`Query "${name}" is not defined by workflow ${this.info.workflowType}`);
    return jsonClone(handler(...args));
  }

  hasQuery(name: string): boolean {
    return this.queryHandlers.has(name);
  }

  private begin(input: unknown): void {
    const context = this.createContext();
    const running = scope.run({ nonCancellable: false }, () => Promise.resolve().then(() => this.definition.run(context, input as never)));
    running.then(
      (result) => this.finish({ type: 'WorkflowCompleted', result: jsonClone(result) }),
      (error: unknown) => {
        if (this.cancelRequested && this.isCancellation(error)) this.finish({ type: 'WorkflowCancelled' });
        else this.finish({ type: 'WorkflowFailed', failure: toStoredFailure(error) });
      },
    );
  }

  private finish(command: CommandEvent): void {
    if (this.finished) return;
    this.finished = true;
    this.commands.push(command);
  }

  private settleOperation(key: string, apply: (operation: PendingOperation) => void): void {
    const operation = this.pending.get(key);
    if (!operation) return;
    this.pending.delete(key);
    apply(operation);
  }

  private runHandler(handler: () => void): void {
    try {
      handler();
    } catch (error) {
      this.logger.error('signal handler failed', { error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Lets the workflow code run until it waits again, unblocking conditions as Temporal does. */
  private async settle(): Promise<void> {
    for (;;) {
      await drainMicrotasks();
      if (this.finished) return;
      const ready = this.conditions.filter((condition) => {
        try {
          return condition.predicate();
        } catch {
          return false;
        }
      });
      if (ready.length === 0) return;
      for (const condition of ready) {
        this.conditions = this.conditions.filter((item) => item !== condition);
        if (condition.timerSeq !== undefined) this.cancelTimer(condition.timerSeq);
        condition.resolve(true);
      }
    }
  }

  private cancelTimer(seq: number): void {
    const key = `timer:${seq}`;
    if (!this.pending.has(key)) return;
    this.pending.delete(key);
    this.commands.push({ type: 'TimerCancelled', seq });
  }

  private isCancellation(error: unknown): boolean {
    if (error instanceof CancelledFailure) return true;
    return error instanceof ActivityFailure && error.cause instanceof CancelledFailure;
  }

  private cancellable(): boolean {
    return !scope.getStore()?.nonCancellable;
  }

  private requestCancel(): void {
    if (this.cancelRequested) return;
    this.cancelRequested = true;
    for (const [key, operation] of [...this.pending]) {
      if (!operation.cancellable) continue;
      this.pending.delete(key);
      if (operation.kind === 'timer') {
        this.commands.push({ type: 'TimerCancelled', seq: operation.seq });
        operation.reject(new CancelledFailure('Workflow cancelled'));
      } else {
        this.commands.push({ type: 'ActivityCancelRequested', seq: operation.seq });
        operation.reject(
          new ActivityFailure(
            'Activity cancelled',
            operation.activityType ?? 'unknown',
            String(operation.seq),
            RetryState.CANCEL_REQUESTED,
            'embedded',
            new CancelledFailure('Workflow cancelled'),
          ),
        );
      }
    }
    for (const condition of [...this.conditions]) {
      if (!condition.cancellable) continue;
      this.conditions = this.conditions.filter((item) => item !== condition);
      if (condition.timerSeq !== undefined) this.cancelTimer(condition.timerSeq);
      condition.reject(new CancelledFailure('Workflow cancelled'));
    }
  }

  private scheduleActivity(activityType: string, args: unknown[], options: ActivityOptions): Promise<unknown> {
    const cancellable = this.cancellable();
    if (this.cancelRequested && cancellable) return Promise.reject(new CancelledFailure('Workflow cancelled'));
    const seq = ++this.activitySeq;
    this.commands.push({ type: 'ActivityScheduled', seq, activityType, input: jsonClone(args), options: jsonClone(options) });
    return new Promise((resolve, reject) => {
      this.pending.set(`activity:${seq}`, { kind: 'activity', seq, cancellable, resolve, reject, activityType });
    });
  }

  private startTimer(requestedMs: number, cancellable: boolean): { seq: number; promise: Promise<void> } {
    const seq = ++this.timerSeq;
    // As Temporal's sleep: a timer lasts at least 1 ms.
    const durationMs = Math.max(1, requestedMs);
    this.commands.push({ type: 'TimerStarted', seq, durationMs });
    const promise = new Promise<void>((resolve, reject) => {
      this.pending.set(`timer:${seq}`, { kind: 'timer', seq, cancellable, resolve: () => resolve(), reject });
    });
    return { seq, promise };
  }

  private createContext(): WorkflowContext {
    // The context's functions are called detached from it (destructured, passed around).
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const instance = this;
    const condition = (predicate: () => boolean, timeoutMs?: number): Promise<boolean | void> => {
      const cancellable = instance.cancellable();
      if (instance.cancelRequested && cancellable) return Promise.reject(new CancelledFailure('Workflow cancelled'));
      const id = ++instance.conditionSeq;
      return new Promise<boolean | void>((resolve, reject) => {
        const blocked: BlockedCondition = {
          id,
          predicate,
          cancellable,
          resolve: (value) => resolve(timeoutMs === undefined ? undefined : value),
          reject,
        };
        if (timeoutMs !== undefined) {
          const timer = instance.startTimer(timeoutMs, cancellable);
          blocked.timerSeq = timer.seq;
          timer.promise.then(
            () => {
              if (!instance.conditions.includes(blocked)) return;
              instance.conditions = instance.conditions.filter((item) => item !== blocked);
              resolve(false);
            },
            () => undefined,
          );
        }
        instance.conditions.push(blocked);
      });
    };
    return {
      info: this.info,
      activities<A extends object>(options: ActivityOptions): A {
        return new Proxy({} as A, {
          get(_target, property) {
            // 'then' stays undefined so that awaiting the proxy itself does not schedule an activity.
            if (typeof property !== 'string' || property === 'then') return undefined;
            return (...args: unknown[]) => instance.scheduleActivity(property, args, options);
          },
        });
      },
      sleep(ms: number): Promise<void> {
        const cancellable = instance.cancellable();
        if (instance.cancelRequested && cancellable) return Promise.reject(new CancelledFailure('Workflow cancelled'));
        return instance.startTimer(ms, cancellable).promise;
      },
      condition: condition as WorkflowContext['condition'],
      onSignal(signal, handler) {
        instance.signalHandlers.set(signal.name, handler as (...args: unknown[]) => void);
        const waiting = instance.bufferedSignals.filter((buffered) => buffered.name === signal.name);
        instance.bufferedSignals = instance.bufferedSignals.filter((buffered) => buffered.name !== signal.name);
        for (const buffered of waiting) instance.runHandler(() => (handler as (...args: unknown[]) => void)(...buffered.args));
      },
      onQuery(query, handler) {
        instance.queryHandlers.set(query.name, handler as (...args: unknown[]) => unknown);
      },
      nonCancellable<T>(fn: () => Promise<T>): Promise<T> {
        return scope.run({ nonCancellable: true }, fn);
      },
      isCancellation: (error) => instance.isCancellation(error),
      now: () => instance.currentTime,
      uuid(): string {
        const bytes = Array.from({ length: 16 }, () => Math.floor(instance.random() * 256));
        bytes[6] = (bytes[6] & 0x0f) | 0x40;
        bytes[8] = (bytes[8] & 0x3f) | 0x80;
        const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
        return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      },
      logger: this.logger,
    };
  }
}
