import { useGqlMutation } from '../../graphql';
import { updateWorkTeamTemplateMutation } from '../graphql/templates';
import { useReloadTemplates } from './useReloadTemplates';

export function useUpdateWorkTeamTemplate() {
  return useGqlMutation(updateWorkTeamTemplateMutation, { onSettled: useReloadTemplates() });
}
