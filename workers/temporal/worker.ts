import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker, type ActivityInterceptorsFactory } from '@temporalio/worker';
import { withActor, workflowActor } from '../../db/history/actor';
import type { Config } from '../../config/config';
import type { Logger } from '../../config/logger';
import { runInActivityContext, temporalActivityContext } from '../activities/activityContext';
import { WorkflowGatewayError } from '../embedded/errors';

/** The Temporal workflows entry the worker bundles (adapters of every process). */
export const workflowsPath = fileURLToPath(new URL('../../workflows/temporal/index.ts', import.meta.url));

/**
 * The production build (scripts/build.mjs) bundles those workflows ahead of time into
 * dist/workflows.js and sets this to its path in the built worker; run from source, the worker
 * bundles them at start.
 */
const prebuiltWorkflowBundle = process.env.PROMETHEUS_WORKFLOW_BUNDLE;

/**
 * Each activity runs with its workflow run as the author of its writes (the change history,
 * docs/history.md), and with its heartbeats and last heartbeat details bound to the SDK's Context
 * (workers/activities/activityContext.ts: the activities' one code path on both runtimes).
 */
export const workflowActorInterceptor: ActivityInterceptorsFactory = (ctx) => ({
  inbound: {
    execute: (input, next) => {
      const info = ctx.info;
      return withActor(workflowActor(info.workflowType ?? info.activityType, info.workflowExecution?.runId ?? ''), () =>
        runInActivityContext(temporalActivityContext(ctx), () => next(input)),
      );
    },
  },
});

/**
 * Creates the Temporal worker: every workflow from workflows/temporal and the given activities
 * on TEMPORAL_TASK_QUEUE. worker.run() polls until SIGINT or SIGTERM.
 */
export async function createTemporalWorker(
  config: Pick<Config, 'TEMPORAL_ADDRESS' | 'TEMPORAL_NAMESPACE' | 'TEMPORAL_TASK_QUEUE'>,
  activities: object,
  logger: Logger,
): Promise<{ worker: Worker; connection: NativeConnection }> {
  const address = config.TEMPORAL_ADDRESS;
  if (!address) {
    throw new WorkflowGatewayError(
      'TemporalUnavailable',
      'TEMPORAL_ADDRESS is not set: without it the workflows run embedded inside `npm start` and no worker is needed',
    );
  }
  let connection: NativeConnection;
  try {
    connection = await NativeConnection.connect({ address });
  } catch (error) {
    throw new WorkflowGatewayError(
      'TemporalUnavailable',
      `Cannot reach the Temporal server at ${address} (TEMPORAL_ADDRESS): ${error instanceof Error ? error.message : String(error)}`,
      { address },
    );
  }
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    ...(prebuiltWorkflowBundle && existsSync(prebuiltWorkflowBundle) ? { workflowBundle: { codePath: prebuiltWorkflowBundle } } : { workflowsPath }),
    activities,
    interceptors: { activity: [workflowActorInterceptor] },
  });
  logger.info({ address, taskQueue: config.TEMPORAL_TASK_QUEUE, namespace: config.TEMPORAL_NAMESPACE }, 'Temporal worker ready');
  return { worker, connection };
}
