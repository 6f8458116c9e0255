import { useGqlMutation } from '../../graphql';
import { saveTeamPositionMutation } from '../graphql/templates';
import { useReloadTemplates } from './useReloadTemplates';

export function useSaveTeamPosition() {
  return useGqlMutation(saveTeamPositionMutation, { onSettled: useReloadTemplates() });
}
