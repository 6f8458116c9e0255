/**
 * Errors the workflow gateway reports, the same for the embedded runtime and Temporal, so the
 * API and the CLI map one set of codes.
 */
export type WorkflowErrorCode =
  | 'WorkflowNotFound'
  | 'WorkflowAlreadyRunning'
  | 'WorkflowNotRunning'
  | 'WorkflowTypeUnknown'
  | 'QueryUnknown'
  | 'RunFailed'
  | 'RunCancelled'
  | 'ResultTimeout'
  | 'ScheduleNotFound'
  | 'ScheduleExists'
  | 'ScheduleInvalid'
  | 'RuntimeClosed'
  | 'RuntimeBusy'
  | 'TemporalUnavailable'
  | 'NonDeterminism';

export class WorkflowGatewayError extends Error {
  constructor(
    readonly code: WorkflowErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'WorkflowGatewayError';
  }
}

/** A run ended as failed: `failureType` and `failureDetails` are what the process threw. */
export class WorkflowRunFailedError extends WorkflowGatewayError {
  constructor(
    readonly workflowId: string,
    readonly failureType: string | undefined,
    message: string,
    readonly failureDetails: unknown[] = [],
  ) {
    super('RunFailed', message, { workflowId, failureType });
    this.name = 'WorkflowRunFailedError';
  }
}
