import { useGqlMutation } from '../../graphql';
import { deleteWorkplanActivityMutation } from '../graphql/queries';
import { useReloadWorkplans } from './useReloadWorkplans';

export function useDeleteWorkplanActivity() {
  return useGqlMutation(deleteWorkplanActivityMutation, {
    onSettled: useReloadWorkplans(),
  });
}
