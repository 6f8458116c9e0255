export { WorkflowsScreen } from './WorkflowsScreen';
