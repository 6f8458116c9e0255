import { defaultPayloadConverter } from '@temporalio/common';
// The SDK's own generated protobuf classes (a dependency of @temporalio/client and common):
// building the history as proto objects avoids the JSON path, which breaks when several
// protobufjs copies sit in node_modules.
import proto from '@temporalio/proto';
import type { HistoryEvent, RunRecord, StoredFailure } from '../embedded/types';

const { temporal } = proto;
const EventType = temporal.api.enums.v1.EventType;
type TemporalHistory = ReturnType<typeof temporal.api.history.v1.History.fromObject>;

/** Temporal's "binary/null" payload stands for undefined; every other value is JSON. */
function payloads(values: unknown[]) {
  return { payloads: values.map((value) => defaultPayloadConverter.toPayload(value)) };
}

function timestamp(ms: number) {
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1_000_000 };
}

function duration(ms: number) {
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1_000_000 };
}

function failure(stored: StoredFailure) {
  return {
    message: stored.message,
    source: 'TypeScriptSDK',
    applicationFailureInfo: {
      type: stored.type ?? 'Error',
      nonRetryable: stored.nonRetryable ?? false,
      details: stored.details && stored.details.length > 0 ? payloads(stored.details) : undefined,
    },
  };
}

/**
 * Turns an embedded run's history into a Temporal history, so `Worker.runReplayHistory` can
 * check that the Temporal adapter of the process makes exactly the decisions the embedded run
 * made. Each input the embedded runtime delivered becomes its own workflow task, the commands it
 * answered with follow that task's completion, and activities and timers keep the SDK's own ids
 * ("1", "2", ...) which are the embedded sequence numbers.
 */
export function toTemporalHistory(run: RunRecord, history: HistoryEvent[], taskQueue = 'replay'): TemporalHistory {
  const events: Record<string, unknown>[] = [];
  const activityScheduled = new Map<number, number>();
  const timerStarted = new Map<number, number>();
  let lastTaskCompleted = 0;
  let firstTask = true;

  const add = (eventType: number, time: number, attributes: Record<string, unknown>): number => {
    const eventId = events.length + 1;
    events.push({ eventId, eventTime: timestamp(time), eventType, ...attributes });
    return eventId;
  };

  const workflowTask = (time: number) => {
    const scheduled = add(EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED, time, {
      workflowTaskScheduledEventAttributes: { taskQueue: { name: taskQueue }, startToCloseTimeout: duration(10_000), attempt: 1 },
    });
    const started = add(EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED, time, {
      workflowTaskStartedEventAttributes: { scheduledEventId: scheduled, identity: 'embedded' },
    });
    lastTaskCompleted = add(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, time, {
      workflowTaskCompletedEventAttributes: {
        scheduledEventId: scheduled,
        startedEventId: started,
        identity: 'embedded',
        // Without this core flag, replay does not compare activity types with the history.
        ...(firstTask ? { sdkMetadata: { coreUsedFlags: [1] } } : {}),
      },
    });
    firstTask = false;
  };

  for (const event of history) {
    const { time } = event;
    switch (event.type) {
      case 'WorkflowStarted':
        add(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED, time, {
          workflowExecutionStartedEventAttributes: {
            workflowType: { name: run.workflowType },
            taskQueue: { name: taskQueue },
            input: payloads([event.input]),
            workflowTaskTimeout: duration(10_000),
            originalExecutionRunId: run.runId,
            firstExecutionRunId: run.runId,
            attempt: 1,
          },
        });
        workflowTask(time);
        break;
      case 'ActivityScheduled':
        activityScheduled.set(
          event.seq,
          add(EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED, time, {
            activityTaskScheduledEventAttributes: {
              activityId: String(event.seq),
              activityType: { name: event.activityType },
              taskQueue: { name: taskQueue },
              input: payloads(event.input),
              startToCloseTimeout: duration(event.options.startToCloseTimeoutMs),
              workflowTaskCompletedEventId: lastTaskCompleted,
            },
          }),
        );
        break;
      case 'ActivityCompleted':
      case 'ActivityFailed': {
        const scheduledEventId = activityScheduled.get(event.seq);
        const startedEventId = add(EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED, time, {
          activityTaskStartedEventAttributes: { scheduledEventId, attempt: event.attempt, identity: 'embedded' },
        });
        if (event.type === 'ActivityCompleted') {
          add(EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED, time, {
            activityTaskCompletedEventAttributes: { scheduledEventId, startedEventId, result: payloads([event.result]) },
          });
        } else {
          add(EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED, time, {
            activityTaskFailedEventAttributes: {
              scheduledEventId,
              startedEventId,
              failure: failure(event.failure),
              retryState: event.failure.nonRetryable
                ? temporal.api.enums.v1.RetryState.RETRY_STATE_NON_RETRYABLE_FAILURE
                : temporal.api.enums.v1.RetryState.RETRY_STATE_MAXIMUM_ATTEMPTS_REACHED,
            },
          });
        }
        workflowTask(time);
        break;
      }
      case 'ActivityCancelRequested':
        add(EventType.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED, time, {
          activityTaskCancelRequestedEventAttributes: {
            scheduledEventId: activityScheduled.get(event.seq),
            workflowTaskCompletedEventId: lastTaskCompleted,
          },
        });
        break;
      case 'TimerStarted':
        timerStarted.set(
          event.seq,
          add(EventType.EVENT_TYPE_TIMER_STARTED, time, {
            timerStartedEventAttributes: {
              timerId: String(event.seq),
              startToFireTimeout: duration(event.durationMs),
              workflowTaskCompletedEventId: lastTaskCompleted,
            },
          }),
        );
        break;
      case 'TimerFired':
        add(EventType.EVENT_TYPE_TIMER_FIRED, time, {
          timerFiredEventAttributes: { timerId: String(event.seq), startedEventId: timerStarted.get(event.seq) },
        });
        workflowTask(time);
        break;
      case 'TimerCancelled':
        add(EventType.EVENT_TYPE_TIMER_CANCELED, time, {
          timerCanceledEventAttributes: {
            timerId: String(event.seq),
            startedEventId: timerStarted.get(event.seq),
            workflowTaskCompletedEventId: lastTaskCompleted,
          },
        });
        break;
      case 'SignalReceived':
        add(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED, time, {
          workflowExecutionSignaledEventAttributes: { signalName: event.name, input: payloads(event.args), identity: 'embedded' },
        });
        workflowTask(time);
        break;
      case 'CancelRequested':
        add(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCEL_REQUESTED, time, {
          workflowExecutionCancelRequestedEventAttributes: { identity: 'embedded' },
        });
        workflowTask(time);
        break;
      case 'WorkflowCompleted':
        add(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED, time, {
          workflowExecutionCompletedEventAttributes: { result: payloads([event.result]), workflowTaskCompletedEventId: lastTaskCompleted },
        });
        break;
      case 'WorkflowFailed':
        add(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_FAILED, time, {
          workflowExecutionFailedEventAttributes: {
            failure: failure(event.failure),
            retryState: temporal.api.enums.v1.RetryState.RETRY_STATE_NON_RETRYABLE_FAILURE,
            workflowTaskCompletedEventId: lastTaskCompleted,
          },
        });
        break;
      case 'WorkflowCancelled':
        add(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED, time, {
          workflowExecutionCanceledEventAttributes: { workflowTaskCompletedEventId: lastTaskCompleted },
        });
        break;
      case 'ActivityAttemptFailed':
        // Temporal keeps retries inside the activity task; only the final outcome is an event.
        break;
    }
  }
  return temporal.api.history.v1.History.fromObject({ events });
}
