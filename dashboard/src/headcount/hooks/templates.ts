import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, useGqlQuery, type WorkTeamTemplatesQuery } from '../../graphql';
import {
  assignWorkTeamTemplateMutation,
  createWorkTeamTemplateMutation,
  deleteTeamPositionMutation,
  deleteWorkTeamTemplateMutation,
  headcountChoicesQuery,
  saveHeadcountChoiceMutation,
  saveHeadcountRulesMutation,
  saveTeamPositionMutation,
  setHeadcountChoiceActiveMutation,
  setWorkTeamTemplateActiveMutation,
  templateOptionsQuery,
  updateWorkTeamTemplateMutation,
  workTeamTemplatesQuery,
} from '../graphql/templates';

export const templatesQueryKey = ['workTeamTemplates'] as const;

export function useWorkTeamTemplates() {
  return useGqlQuery([...templatesQueryKey, 'list'], workTeamTemplatesQuery);
}

/** Positions for the Edit Position dialog and the stores for the assignment dialog. */
export function useTemplateOptions() {
  return useGqlQuery([...templatesQueryKey, 'options'], templateOptionsQuery);
}

/** Every template change refreshes the list (and the stores, the headcount dashboard reads them). */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: templatesQueryKey });
    void client.invalidateQueries({ queryKey: ['headcount'] });
  };
}

export function useCreateWorkTeamTemplate() {
  return useGqlMutation(createWorkTeamTemplateMutation, { onSettled: useRefresh() });
}

export function useUpdateWorkTeamTemplate() {
  return useGqlMutation(updateWorkTeamTemplateMutation, { onSettled: useRefresh() });
}

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
    onSettled: useRefresh(),
  });
}

export function useDeleteWorkTeamTemplate() {
  return useGqlMutation(deleteWorkTeamTemplateMutation, { onSettled: useRefresh() });
}

export function useSaveTeamPosition() {
  return useGqlMutation(saveTeamPositionMutation, { onSettled: useRefresh() });
}

export function useDeleteTeamPosition() {
  return useGqlMutation(deleteTeamPositionMutation, { onSettled: useRefresh() });
}

export function useSaveHeadcountRules() {
  return useGqlMutation(saveHeadcountRulesMutation, { onSettled: useRefresh() });
}

export function useAssignWorkTeamTemplate() {
  return useGqlMutation(assignWorkTeamTemplateMutation, { onSettled: useRefresh() });
}

const choicesKey = ['headcountChoices'] as const;

export function useHeadcountChoices() {
  return useGqlQuery([...choicesKey], headcountChoicesQuery);
}

function useRefreshChoices() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: choicesKey });
    void client.invalidateQueries({ queryKey: ['headcount', 'history'] });
  };
}

export function useSaveHeadcountChoice() {
  return useGqlMutation(saveHeadcountChoiceMutation, { onSettled: useRefreshChoices() });
}

export function useSetHeadcountChoiceActive() {
  return useGqlMutation(setHeadcountChoiceActiveMutation, { onSettled: useRefreshChoices() });
}
