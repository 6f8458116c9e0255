import { useGqlMutation } from '../../graphql';
import { createWorkplanMutation } from '../graphql/queries';
import { useReloadWorkplans } from './useReloadWorkplans';

export function useCreateWorkplan() {
  return useGqlMutation(createWorkplanMutation, {
    onSettled: useReloadWorkplans(),
  });
}
