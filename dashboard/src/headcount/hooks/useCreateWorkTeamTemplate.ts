import { useGqlMutation } from '../../graphql';
import { createWorkTeamTemplateMutation } from '../graphql/templates';
import { useReloadTemplates } from './useReloadTemplates';

export function useCreateWorkTeamTemplate() {
  return useGqlMutation(createWorkTeamTemplateMutation, { onSettled: useReloadTemplates() });
}
