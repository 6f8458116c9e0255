/** States of a run, the same on the embedded runtime and on Temporal. */
export const runStatuses = ['running', 'completed', 'failed', 'cancelled', 'terminated', 'timedOut', 'continuedAsNew'] as const;
export type RunStatus = (typeof runStatuses)[number];

export interface WorkflowRun {
  workflowId: string;
  runId: string;
  workflowType: string;
  status: string;
  /** ISO timestamps. */
  startTime: string;
  closeTime: string | null;
}

export interface WorkflowHistoryEvent {
  eventId: number;
  time: string;
  type: string;
  attributes: unknown;
}

export interface PendingActivity {
  activityType: string;
  attempt: number;
  nextAttemptAt?: number;
}

export interface PendingTimer {
  fireAt: number;
}

export interface WorkflowRunDetails extends WorkflowRun {
  input: unknown;
  result: unknown;
  failure: { type?: string; message: string; details?: unknown[] } | null;
  pendingActivities: PendingActivity[];
  pendingTimers: PendingTimer[];
  history: WorkflowHistoryEvent[];
}

export interface WorkflowSchedule {
  scheduleId: string;
  workflowType: string;
  spec: unknown;
  overlap: string;
  nextActionAt: string | null;
  recentActions: Array<{ scheduledAt: number; startedAt: number; workflowId: string }>;
}

export interface WorkflowsOverview {
  backend: string;
  running: number;
  completed: number;
  failed: number;
  schedules: number;
  workers: number;
}

export interface RunFilter {
  workflowType?: string;
  status?: RunStatus;
  limit: number;
}

export interface WorkflowRunsResult {
  workflowRuns: WorkflowRun[];
}

export interface WorkflowRunResult {
  workflowRun: WorkflowRunDetails | null;
}

export interface WorkflowSchedulesResult {
  workflowSchedules: WorkflowSchedule[];
}

export interface WorkflowsOverviewResult {
  workflowsOverview: WorkflowsOverview;
}

export interface CancelWorkflowRunResult {
  cancelWorkflowRun: boolean;
}
