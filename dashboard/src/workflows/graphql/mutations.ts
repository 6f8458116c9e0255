import { graphql } from '../../graphql/generated';

/** Asks a running process to stop (permission workflows.cancel); it ends as cancelled. */
export const cancelWorkflowRunMutation = graphql(`
  mutation CancelWorkflowRun($workflowId: ID!) {
    cancelWorkflowRun(workflowId: $workflowId)
  }
`);
