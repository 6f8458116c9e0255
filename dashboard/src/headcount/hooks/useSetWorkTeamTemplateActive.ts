import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, type WorkTeamTemplatesQuery } from '../../graphql';
import { setWorkTeamTemplateActiveMutation } from '../graphql/templates';
import { templatesQueryKey } from './templatesQueryKey';
import { useReloadTemplates } from './useReloadTemplates';

/** The toggle's answer (active, next _version) goes into the list at once, so a second click is never stale. */
export function useSetWorkTeamTemplateActive() {
  const client = useQueryClient();
  return useGqlMutation(setWorkTeamTemplateActiveMutation, {
    onSuccess: (answer) =>
      client.setQueryData<WorkTeamTemplatesQuery>([...templatesQueryKey, 'list'], (list) =>
        list
          ? {
              workTeamTemplates: list.workTeamTemplates.map((template) =>
                template.id === answer.setWorkTeamTemplateActive.id ? { ...template, ...answer.setWorkTeamTemplateActive } : template,
              ),
            }
          : list,
      ),
    onSettled: useReloadTemplates(),
  });
}
