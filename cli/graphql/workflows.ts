import { WorkflowRunDocument } from './generated/graphql';
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

/** Shared with the dashboard: written once in fragments.graphql. */
export const workflowRunQuery = WorkflowRunDocument;

export const cancelWorkflowRunMutation = graphql(`
  mutation CancelWorkflowRun($workflowId: ID!) {
    cancelWorkflowRun(workflowId: $workflowId)
  }
`);
