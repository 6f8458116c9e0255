import { useGqlMutation } from '../../graphql';
import { sendRemoteCommandMutation } from '../graphql/mutations';
import { useInvalidate } from './useInvalidate';

export function useSendCommand() {
  return useGqlMutation(sendRemoteCommandMutation, { onSuccess: useInvalidate('history') });
}
