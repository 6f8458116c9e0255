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

/** One page of the runs of every process, filtered by process type and status, sorted on the server (permission workflows.read). */
export const workflowRunPageQuery = graphql(`
  query WorkflowRunPage($workflowType: String, $status: String, $page: Int, $pageSize: Int, $sort: WorkflowRunSort, $direction: SortDirection) {
    workflowRunPage(workflowType: $workflowType, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      rows {
        ...WorkflowRun
      }
      total
      page
      pageSize
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
