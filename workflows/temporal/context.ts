import {
  ApplicationFailure,
  CancellationScope,
  condition,
  defineQuery,
  defineSignal,
  isCancellation,
  log,
  proxyActivities,
  setHandler,
  sleep,
  uuid4,
  workflowInfo,
} from '@temporalio/workflow';
import { ProcessFailure, type ProcessDefinition, type WorkflowContext } from '../context';

/** The workflow context on Temporal: each call maps to its @temporalio/workflow counterpart. */
export function createTemporalContext(): WorkflowContext {
  const info = workflowInfo();
  const context: WorkflowContext = {
    info: { workflowId: info.workflowId, runId: info.runId, workflowType: info.workflowType },
    activities<A extends object>(options: Parameters<WorkflowContext['activities']>[0]): A {
      return proxyActivities<Record<string, never>>({
        startToCloseTimeout: options.startToCloseTimeoutMs,
        ...(options.heartbeatTimeoutMs === undefined ? {} : { heartbeatTimeout: options.heartbeatTimeoutMs }),
        retry: options.retry && {
          initialInterval: options.retry.initialIntervalMs,
          backoffCoefficient: options.retry.backoffCoefficient,
          maximumInterval: options.retry.maximumIntervalMs,
          maximumAttempts: options.retry.maximumAttempts,
          nonRetryableErrorTypes: options.retry.nonRetryableErrorTypes,
        },
      }) as unknown as A;
    },
    sleep: (ms) => sleep(ms),
    condition: ((predicate: () => boolean, timeoutMs?: number) =>
      // A 0 timeout means "no timeout" on old SDK histories; here it is always a 1 ms timer, as on the embedded runtime.
      timeoutMs === undefined ? condition(predicate) : condition(predicate, Math.max(1, timeoutMs))) as WorkflowContext['condition'],
    onSignal(signal, handler) {
      setHandler(defineSignal<Parameters<typeof handler>>(signal.name), handler);
    },
    onQuery(query, handler) {
      setHandler(defineQuery<ReturnType<typeof handler>, Parameters<typeof handler>>(query.name), handler);
    },
    nonCancellable: (fn) => CancellationScope.nonCancellable(fn),
    isCancellation: (error) => isCancellation(error),
    now: () => Date.now(),
    uuid: () => uuid4(),
    logger: log,
  };
  return context;
}

/** Runs a process on Temporal; a ProcessFailure ends the run without retry. */
export async function runOnTemporal<Input, Output>(definition: ProcessDefinition<Input, Output>, input: Input): Promise<Output> {
  try {
    return await definition.run(createTemporalContext(), input);
  } catch (error) {
    if (error instanceof ProcessFailure) {
      throw ApplicationFailure.create({ message: error.message, type: error.type, details: error.details, nonRetryable: true });
    }
    throw error;
  }
}
