import { useGqlMutation } from '../../graphql';
import { deleteWorkTeamTemplateMutation } from '../graphql/templates';
import { useReloadTemplates } from './useReloadTemplates';

export function useDeleteWorkTeamTemplate() {
  return useGqlMutation(deleteWorkTeamTemplateMutation, { onSettled: useReloadTemplates() });
}
