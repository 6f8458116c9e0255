import { useGqlMutation } from '../../graphql';
import { createWorkplanActivityMutation } from '../graphql/queries';
import { useReloadWorkplans } from './useReloadWorkplans';

export function useCreateWorkplanActivity() {
  return useGqlMutation(createWorkplanActivityMutation, {
    onSettled: useReloadWorkplans(),
  });
}
