import { useGqlMutation } from '../../graphql';
import { updateWorkplanMutation } from '../graphql/queries';
import { useReloadWorkplans } from './useReloadWorkplans';

export function useUpdateWorkplan() {
  return useGqlMutation(updateWorkplanMutation, {
    onSettled: useReloadWorkplans(),
  });
}
