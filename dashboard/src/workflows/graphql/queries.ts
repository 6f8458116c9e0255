/** Runs of every process, newest first, filtered by process type and status (permission workflows.read). */
export const workflowRunsQuery = /* GraphQL */ `
  query WorkflowRuns($workflowType: String, $status: String, $limit: Int) {
    workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) {
      workflowId
      runId
      workflowType
      status
      startTime
      closeTime
    }
  }
`;

/** One run with its input, outcome, pending work and history. */
export const workflowRunQuery = /* GraphQL */ `
  query WorkflowRun($workflowId: ID!) {
    workflowRun(workflowId: $workflowId) {
      workflowId
      runId
      workflowType
      status
      startTime
      closeTime
      input
      result
      failure
      pendingActivities
      pendingTimers
      history {
        eventId
        time
        type
        attributes
      }
    }
  }
`;

export const workflowSchedulesQuery = /* GraphQL */ `
  query WorkflowSchedules {
    workflowSchedules {
      scheduleId
      workflowType
      spec
      overlap
      nextActionAt
      recentActions
    }
  }
`;

export const workflowsOverviewQuery = /* GraphQL */ `
  query WorkflowsOverview {
    workflowsOverview {
      backend
      workers
      running
      completed
      failed
      schedules
    }
  }
`;
