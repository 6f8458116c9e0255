import { useGqlMutation } from '../../graphql';
import { saveHeadcountRulesMutation } from '../graphql/templates';
import { useReloadTemplates } from './useReloadTemplates';

export function useSaveHeadcountRules() {
  return useGqlMutation(saveHeadcountRulesMutation, { onSettled: useReloadTemplates() });
}
