import { useGqlMutation } from '../../graphql';
import { assignWorkTeamTemplateMutation } from '../graphql/templates';
import { useReloadTemplates } from './useReloadTemplates';

export function useAssignWorkTeamTemplate() {
  return useGqlMutation(assignWorkTeamTemplateMutation, { onSettled: useReloadTemplates() });
}
