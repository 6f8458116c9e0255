import { useGqlMutation } from '../../graphql';
import { setHeadcountChoiceActiveMutation } from '../graphql/templates';
import { useReloadHeadcountChoices } from './useReloadHeadcountChoices';

export function useSetHeadcountChoiceActive() {
  return useGqlMutation(setHeadcountChoiceActiveMutation, { onSettled: useReloadHeadcountChoices() });
}
