import { useGqlMutation } from '../../graphql';
import { deleteTeamPositionMutation } from '../graphql/templates';
import { useReloadTemplates } from './useReloadTemplates';

export function useDeleteTeamPosition() {
  return useGqlMutation(deleteTeamPositionMutation, { onSettled: useReloadTemplates() });
}
