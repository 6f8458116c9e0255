import { graphql } from './generated';

/** Runs, newest first, for `workflows list`. */
export const workflowRunsQuery = graphql(`
  query WorkflowRuns($workflowType: String, $status: String, $limit: Int) {
    workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) {
      workflowId
      workflowType
      status
      startTime
      closeTime
    }
  }
`);

/** One run with what it waits on and its history, for `workflows describe`. */
export const workflowRunQuery = graphql(`
  query WorkflowRun($workflowId: ID!) {
    workflowRun(workflowId: $workflowId) {
      ...WorkflowRunDetails
    }
  }
`);

export const cancelWorkflowRunMutation = graphql(`
  mutation CancelWorkflowRun($workflowId: ID!) {
    cancelWorkflowRun(workflowId: $workflowId)
  }
`);
