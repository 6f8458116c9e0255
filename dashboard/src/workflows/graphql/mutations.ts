/** Asks a running process to stop (permission workflows.cancel); it ends as cancelled. */
export const cancelWorkflowRunMutation = /* GraphQL */ `
  mutation CancelWorkflowRun($workflowId: ID!) {
    cancelWorkflowRun(workflowId: $workflowId)
  }
`;
