import { AppError } from '../../domain/errors/catalogue';
import { WorkflowGatewayError, WorkflowRunFailedError } from '../../workers/gateway';

/** The gateway's codes in the catalogue's words; anything else is rethrown as is. */
export function toAppError(error: unknown, workflowId = ''): unknown {
  if (error instanceof WorkflowRunFailedError) {
    const localized = (error.failureDetails[0] as { messages?: { es: string; en: string } } | undefined)?.messages;
    return new AppError(
      'WORKFLOW_RUN_FAILED',
      { id: error.workflowId, detail: localized?.es ?? error.message },
      localized ? { messages: localized } : undefined,
    );
  }
  if (!(error instanceof WorkflowGatewayError)) return error;
  switch (error.code) {
    case 'WorkflowNotFound':
      return new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
    case 'WorkflowNotRunning':
    case 'RunCancelled':
      return new AppError('WORKFLOW_NOT_RUNNING', { id: workflowId });
    case 'WorkflowAlreadyRunning':
      return new AppError('WORKFLOW_ALREADY_RUNNING', { id: workflowId });
    case 'ScheduleNotFound':
      return new AppError('SCHEDULE_NOT_FOUND', { id: String(error.details.scheduleId ?? '') });
    case 'TemporalUnavailable':
    case 'RuntimeClosed':
      return new AppError('BACKEND_UNAVAILABLE', { backend: 'workflows' });
    default:
      return error;
  }
}

/** Runs a gateway call and maps its errors. */
export async function viaGateway<T>(workflowId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error, workflowId);
  }
}
