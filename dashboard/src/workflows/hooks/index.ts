export { workflowsQueryKey } from './workflowsQueryKey';
export { useWorkflowRuns } from './useWorkflowRuns';
export { useWorkflowRun } from './useWorkflowRun';
export { useWorkflowSchedules } from './useWorkflowSchedules';
export { useWorkflowsOverview } from './useWorkflowsOverview';
export { useCancelWorkflowRun } from './useCancelWorkflowRun';
