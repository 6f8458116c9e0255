import { useGqlQuery } from '../../graphql';
import { workflowSchedulesQuery } from '../graphql/queries';
import { workflowsQueryKey } from './workflowsQueryKey';

export function useWorkflowSchedules() {
  return useGqlQuery([...workflowsQueryKey, 'schedules'], workflowSchedulesQuery);
}
