import { useGqlMutation } from '../../graphql';
import { createWorkplanSectionMutation } from '../graphql/queries';
import { useReloadWorkplans } from './useReloadWorkplans';

export function useCreateWorkplanSection() {
  return useGqlMutation(createWorkplanSectionMutation, {
    onSettled: useReloadWorkplans(),
  });
}
