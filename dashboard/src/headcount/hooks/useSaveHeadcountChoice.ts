import { useGqlMutation } from '../../graphql';
import { saveHeadcountChoiceMutation } from '../graphql/templates';
import { useReloadHeadcountChoices } from './useReloadHeadcountChoices';

export function useSaveHeadcountChoice() {
  return useGqlMutation(saveHeadcountChoiceMutation, { onSettled: useReloadHeadcountChoices() });
}
