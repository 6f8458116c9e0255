/**
 * The workflow context: the only API a process definition uses. A process is written once as
 * `run(ctx, input)` and runs unchanged on Temporal (workflows/temporal builds the context from
 * @temporalio/workflow) and on the embedded runtime (workers/embedded). Everything here is pure
 * and deterministic so that it can be bundled into Temporal's workflow sandbox.
 */

/** Retry policy of an activity, with Temporal's defaults (1 s, x2, 100 x initial, unlimited). */
export interface RetryPolicy {
  initialIntervalMs?: number;
  backoffCoefficient?: number;
  maximumIntervalMs?: number;
  /** 0 or undefined: unlimited. */
  maximumAttempts?: number;
  /** Failure types that end the activity at once, in addition to non-retryable failures. */
  nonRetryableErrorTypes?: string[];
}

export interface ActivityOptions {
  /** Longest time one attempt may take before it counts as failed (and is retried). */
  startToCloseTimeoutMs: number;
  /**
   * An activity that reports progress (workers/activities/activityContext.ts) and has not
   * heartbeated for this long counts as failed and is retried from its last heartbeat. Temporal
   * only: the embedded runtime runs the activity in its own process and sees it die with it.
   */
  heartbeatTimeoutMs?: number;
  retry?: RetryPolicy;
}

// Activity functions take and return JSON values; `any` keeps each factory's own signatures.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ActivityFunction = (...args: any[]) => Promise<unknown>;

/** A signal: a named message sent to a running process. */
export interface SignalDefinition<Args extends unknown[] = []> {
  readonly kind: 'signal';
  readonly name: string;
  /** Only carries the argument types. */
  readonly args?: Args;
}

/** A query: a named read of a running (or finished) process's state. */
export interface QueryDefinition<Result, Args extends unknown[] = []> {
  readonly kind: 'query';
  readonly name: string;
  readonly result?: Result;
  readonly args?: Args;
}

export function defineSignal<Args extends unknown[] = []>(name: string): SignalDefinition<Args> {
  return { kind: 'signal', name };
}

export function defineQuery<Result, Args extends unknown[] = []>(name: string): QueryDefinition<Result, Args> {
  return { kind: 'query', name };
}

export interface WorkflowInfo {
  workflowId: string;
  runId: string;
  workflowType: string;
}

export interface WorkflowLogger {
  debug(message: string, attributes?: Record<string, unknown>): void;
  info(message: string, attributes?: Record<string, unknown>): void;
  warn(message: string, attributes?: Record<string, unknown>): void;
  error(message: string, attributes?: Record<string, unknown>): void;
}

export interface WorkflowContext {
  readonly info: WorkflowInfo;
  /** A proxy whose methods schedule the named activity; `A` is the activities' type only. */
  activities<A extends object>(options: ActivityOptions): A;
  /** A durable timer. */
  sleep(ms: number): Promise<void>;
  /** Waits until `predicate` holds. With a timeout, resolves false when the time ran out first. */
  condition(predicate: () => boolean): Promise<void>;
  condition(predicate: () => boolean, timeoutMs: number): Promise<boolean>;
  onSignal<Args extends unknown[]>(signal: SignalDefinition<Args>, handler: (...args: Args) => void): void;
  onQuery<Result, Args extends unknown[]>(query: QueryDefinition<Result, Args>, handler: (...args: Args) => Result): void;
  /** Runs `fn` so that a cancellation of the process does not interrupt it (clean-up work). */
  nonCancellable<T>(fn: () => Promise<T>): Promise<T>;
  /** True when `error` comes from a cancellation of the process (or of the awaited operation). */
  isCancellation(error: unknown): boolean;
  /** Deterministic time in epoch milliseconds (the time of the event being processed). */
  now(): number;
  /** Deterministic UUID v4 (the same on every replay of the run). */
  uuid(): string;
  readonly logger: WorkflowLogger;
}

/** A long-running process, written once. */
export interface ProcessDefinition<Input = unknown, Output = unknown> {
  readonly name: string;
  run(ctx: WorkflowContext, input: Input): Promise<Output>;
}

export function defineProcess<Input, Output>(name: string, run: (ctx: WorkflowContext, input: Input) => Promise<Output>): ProcessDefinition<Input, Output> {
  return { name, run };
}

/**
 * Ends a process as failed, without retry. On Temporal it becomes a non-retryable
 * ApplicationFailure with the same type, message and details.
 */
export class ProcessFailure extends Error {
  readonly type: string;
  readonly details: unknown[];
  constructor(type: string, message: string, details: unknown[] = []) {
    super(message);
    this.name = 'ProcessFailure';
    this.type = type;
    this.details = details;
  }
}

export interface FailureInfo {
  type: string | undefined;
  message: string;
  details: unknown[];
}

/**
 * What failed, read from an error an activity call rejected with. Both runtimes wrap the
 * activity's error (an ApplicationFailure) in an ActivityFailure whose `cause` holds it, so the
 * innermost failure with a `type` is the one the activity threw.
 */
export function failureOf(error: unknown): FailureInfo {
  let current: unknown = error;
  let found: FailureInfo | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const candidate = current as { type?: unknown; message?: unknown; details?: unknown; cause?: unknown };
    if (typeof candidate.type === 'string') {
      found = {
        type: candidate.type,
        message: typeof candidate.message === 'string' ? candidate.message : String(candidate.message),
        details: Array.isArray(candidate.details) ? candidate.details : [],
      };
    }
    current = candidate.cause;
  }
  if (found) return found;
  return { type: undefined, message: error instanceof Error ? error.message : String(error), details: [] };
}

/** Retry-policy defaults shared by both runtimes' documentation and the embedded runtime. */
export const defaultRetryPolicy = {
  initialIntervalMs: 1000,
  backoffCoefficient: 2,
  maximumIntervalFactor: 100,
} as const;

/** The wait before attempt `attempt + 1`, after `attempt` failed attempts (1-based). */
export function retryDelayMs(policy: RetryPolicy | undefined, attempt: number): number {
  const initial = policy?.initialIntervalMs ?? defaultRetryPolicy.initialIntervalMs;
  const coefficient = policy?.backoffCoefficient ?? defaultRetryPolicy.backoffCoefficient;
  const maximum = policy?.maximumIntervalMs ?? initial * defaultRetryPolicy.maximumIntervalFactor;
  return Math.min(maximum, initial * coefficient ** Math.max(0, attempt - 1));
}
