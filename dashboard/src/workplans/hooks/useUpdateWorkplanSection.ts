import { useGqlMutation } from '../../graphql';
import { updateWorkplanSectionMutation } from '../graphql/queries';
import { useReloadWorkplans } from './useReloadWorkplans';

export function useUpdateWorkplanSection() {
  return useGqlMutation(updateWorkplanSectionMutation, {
    onSettled: useReloadWorkplans(),
  });
}
