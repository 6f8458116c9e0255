import { useGqlMutation } from '../../graphql';
import { createRemoteCommandMutation } from '../graphql/mutations';
import { useInvalidate } from './useInvalidate';

export function useCreateCommand() {
  return useGqlMutation(createRemoteCommandMutation, { onSuccess: useInvalidate('commands') });
}
