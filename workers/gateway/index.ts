import type { Config } from '../../config/config';
import { startEmbeddedWorkflows, type EmbeddedWorkflowsOptions } from '../embedded/host';
import { createTemporalWorkflowGateway } from './temporal';
import type { WorkflowGateway } from './types';

export type { WorkflowGateway } from './types';
export * from './types';
export { WorkflowGatewayError, WorkflowRunFailedError } from '../embedded/errors';

export interface WorkflowGatewayDependencies extends EmbeddedWorkflowsOptions {
  /** How long to wait for the Temporal server before failing (5 s by default). */
  connectTimeoutMs?: number;
}

/**
 * The workflow gateway the configuration asks for: Temporal when TEMPORAL_ADDRESS is set (the
 * worker process, `npm run worker`, runs the workflows), the embedded runtime otherwise (runs
 * inside this process, on the connected database). close() releases either.
 */
export async function createWorkflowGateway(
  config: Pick<Config, 'TEMPORAL_ADDRESS' | 'TEMPORAL_NAMESPACE' | 'TEMPORAL_TASK_QUEUE'>,
  dependencies: WorkflowGatewayDependencies = {},
): Promise<WorkflowGateway> {
  if (config.TEMPORAL_ADDRESS) {
    return createTemporalWorkflowGateway({
      address: config.TEMPORAL_ADDRESS,
      namespace: config.TEMPORAL_NAMESPACE,
      taskQueue: config.TEMPORAL_TASK_QUEUE,
      connectTimeoutMs: dependencies.connectTimeoutMs,
    });
  }
  const { gateway } = await startEmbeddedWorkflows(dependencies);
  return gateway;
}
