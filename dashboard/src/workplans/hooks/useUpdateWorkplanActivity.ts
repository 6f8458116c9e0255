import { useGqlMutation } from '../../graphql';
import { updateWorkplanActivityMutation } from '../graphql/queries';
import { useReloadWorkplans } from './useReloadWorkplans';

export function useUpdateWorkplanActivity() {
  return useGqlMutation(updateWorkplanActivityMutation, {
    onSettled: useReloadWorkplans(),
  });
}
