import { WorkflowRunDocument } from '../../graphql/generated/graphql';
import { graphql } from '../../graphql/generated';

/** A run as the list shows it; ISO timestamps. */
export const WorkflowRunFields = graphql(`
  fragment WorkflowRun on WorkflowRun {
    workflowId
    runId
    workflowType
    status
    startTime
    closeTime
  }
`);

export const WorkflowScheduleFields = graphql(`
  fragment WorkflowSchedule on WorkflowSchedule {
    scheduleId
    workflowType
    spec
    overlap
    nextActionAt
    recentActions
  }
`);

/** Runs of every process, newest first, filtered by process type and status (permission workflows.read). */
export const workflowRunsQuery = graphql(`
  query WorkflowRuns($workflowType: String, $status: String, $limit: Int) {
    workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) {
      ...WorkflowRun
    }
  }
`);

/** Shared with the CLI: written once in fragments.graphql. */
export const workflowRunQuery = WorkflowRunDocument;

export const workflowSchedulesQuery = graphql(`
  query WorkflowSchedules {
    workflowSchedules {
      ...WorkflowSchedule
    }
  }
`);

export const workflowsOverviewQuery = graphql(`
  query WorkflowsOverview {
    workflowsOverview {
      ...WorkflowsOverview
    }
  }
`);
