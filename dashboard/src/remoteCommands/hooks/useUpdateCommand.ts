import { useGqlMutation } from '../../graphql';
import { updateRemoteCommandMutation } from '../graphql/mutations';
import { useInvalidate } from './useInvalidate';

export function useUpdateCommand() {
  return useGqlMutation(updateRemoteCommandMutation, { onSuccess: useInvalidate('commands') });
}
