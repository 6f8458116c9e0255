import { defaultPayloadConverter } from '@temporalio/common';
import proto, { type temporal } from '@temporalio/proto';
import type { WorkflowHistoryEntry, WorkflowRunDetails } from './types';

type TemporalEvent = temporal.api.history.v1.IHistoryEvent;
type Payloads = temporal.api.common.v1.IPayloads | null | undefined;
type Failure = temporal.api.failure.v1.IFailure | null | undefined;
type Duration = { seconds?: unknown; nanos?: number | null } | null | undefined;

// The generated classes through the default export (a CommonJS module), types through the namespace.
const EventType = proto.temporal.api.enums.v1.EventType;

/** EVENT_TYPE_ACTIVITY_TASK_SCHEDULED -> ActivityTaskScheduled, as Temporal's UI names events. */
export function eventTypeName(eventType: number | null | undefined): string {
  const name = EventType[eventType ?? 0] ?? 'EVENT_TYPE_UNSPECIFIED';
  return name
    .replace(/^EVENT_TYPE_/, '')
    .toLowerCase()
    .replace(/(^|_)([a-z])/g, (_whole, _sep, letter: string) => letter.toUpperCase());
}

function millis(value: Duration): number {
  return Number(value?.seconds ?? 0) * 1000 + Math.floor((value?.nanos ?? 0) / 1e6);
}

function firstValue(values: Payloads): unknown {
  const payload = values?.payloads?.[0];
  if (!payload) return undefined;
  try {
    return defaultPayloadConverter.fromPayload(payload as Parameters<typeof defaultPayloadConverter.fromPayload>[0]);
  } catch {
    // An encoding this process cannot read (a codec elsewhere): shown as absent, not as an error.
    return undefined;
  }
}

function failureOf(failure: Failure): WorkflowRunDetails['failure'] {
  if (!failure) return undefined;
  const type = failure.applicationFailureInfo?.type ?? undefined;
  return { type: type || undefined, message: failure.message ?? '' };
}

/** What an event says that an operator reads: the names, lengths and messages, not the raw protocol. */
function attributesOf(event: TemporalEvent): Record<string, unknown> | undefined {
  if (event.activityTaskScheduledEventAttributes) {
    const scheduled = event.activityTaskScheduledEventAttributes;
    return { activityType: scheduled.activityType?.name, activityId: scheduled.activityId, input: firstValue(scheduled.input) };
  }
  if (event.activityTaskCompletedEventAttributes) return { result: firstValue(event.activityTaskCompletedEventAttributes.result) };
  if (event.activityTaskFailedEventAttributes) return { failure: failureOf(event.activityTaskFailedEventAttributes.failure) };
  if (event.timerStartedEventAttributes)
    return { timerId: event.timerStartedEventAttributes.timerId, durationMs: millis(event.timerStartedEventAttributes.startToFireTimeout) };
  if (event.workflowExecutionSignaledEventAttributes) {
    const signaled = event.workflowExecutionSignaledEventAttributes;
    return { signalName: signaled.signalName, input: firstValue(signaled.input) };
  }
  if (event.workflowExecutionStartedEventAttributes) return { workflowType: event.workflowExecutionStartedEventAttributes.workflowType?.name };
  if (event.workflowExecutionFailedEventAttributes) return { failure: failureOf(event.workflowExecutionFailedEventAttributes.failure) };
  return undefined;
}

/**
 * The run details the gateway's describe() gives on the embedded runtime, read from a Temporal
 * history: readable event names with their attributes, the input, the result or failure, and the
 * timers still pending.
 */
export function runDetailsFromHistory(
  events: readonly TemporalEvent[],
): Pick<WorkflowRunDetails, 'input' | 'result' | 'failure' | 'pendingTimers' | 'history'> {
  const details: Pick<WorkflowRunDetails, 'input' | 'result' | 'failure' | 'pendingTimers' | 'history'> = { pendingTimers: [], history: [] };
  const timers = new Map<string, number>();
  for (const event of events) {
    const time = millis(event.eventTime as Duration);
    const entry: WorkflowHistoryEntry = { eventId: Number(event.eventId), time, type: eventTypeName(event.eventType) };
    const attributes = attributesOf(event);
    if (attributes) entry.attributes = attributes;
    details.history.push(entry);
    if (event.workflowExecutionStartedEventAttributes) details.input = firstValue(event.workflowExecutionStartedEventAttributes.input);
    if (event.workflowExecutionCompletedEventAttributes) details.result = firstValue(event.workflowExecutionCompletedEventAttributes.result);
    if (event.workflowExecutionFailedEventAttributes) details.failure = failureOf(event.workflowExecutionFailedEventAttributes.failure);
    if (event.timerStartedEventAttributes?.timerId)
      timers.set(event.timerStartedEventAttributes.timerId, time + millis(event.timerStartedEventAttributes.startToFireTimeout));
    if (event.timerFiredEventAttributes?.timerId) timers.delete(event.timerFiredEventAttributes.timerId);
    if (event.timerCanceledEventAttributes?.timerId) timers.delete(event.timerCanceledEventAttributes.timerId);
  }
  details.pendingTimers = [...timers.values()].map((fireAt) => ({ fireAt }));
  return details;
}
