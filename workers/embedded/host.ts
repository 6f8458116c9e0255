import type { ProcessDefinition } from '../../workflows/context';
import { createActivities } from '../activities';
import { createEmbeddedWorkflowGateway } from '../gateway/embedded';
import type { WorkflowGateway } from '../gateway/types';
import type { WorkflowClock } from './clock';
import { createMongooseWorkflowStore } from './mongooseStore';
import { EmbeddedWorkflowRuntime, type RuntimeLogger } from './runtime';
import type { WorkflowStore } from './types';

export interface EmbeddedWorkflowsOptions {
  logger?: RuntimeLogger;
  /** createActivities(...) with the product's dependencies; the default uses the database models. */
  activities?: object;
  /** A TestClock in tests; the system clock otherwise. */
  clock?: WorkflowClock;
  /** The mongoose-backed store on the connected database by default. */
  store?: WorkflowStore;
  processes?: Record<string, ProcessDefinition<never, unknown>>;
  shutdownGraceMs?: number;
  /** Activity attempts run at once (EmbeddedRuntimeOptions.maxConcurrentActivities, 8 by default). */
  maxConcurrentActivities?: number;
}

export interface EmbeddedWorkflows {
  gateway: WorkflowGateway;
  runtime: EmbeddedWorkflowRuntime;
  /** Stops cleanly: unfinished runs resume at the next start. */
  close(): Promise<void>;
}

/**
 * Starts the embedded workflow runtime on the connected database (call it after
 * connectDatabase): resumes unfinished runs, arms schedules and answers with the gateway.
 */
export async function startEmbeddedWorkflows(options: EmbeddedWorkflowsOptions = {}): Promise<EmbeddedWorkflows> {
  const runtime = new EmbeddedWorkflowRuntime({
    store: options.store ?? createMongooseWorkflowStore(),
    activities: options.activities ?? createActivities(),
    processes: options.processes,
    clock: options.clock,
    logger: options.logger,
    shutdownGraceMs: options.shutdownGraceMs,
    maxConcurrentActivities: options.maxConcurrentActivities,
  });
  await runtime.open();
  const close = () => runtime.close();
  return { runtime, gateway: createEmbeddedWorkflowGateway(runtime, close), close };
}
