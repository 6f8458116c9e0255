import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { cancelXadisTransmissionMutation } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

export function useCancelXadisTransmission() {
  const client = useQueryClient();
  return useGqlMutation(cancelXadisTransmissionMutation, { onSuccess: () => client.invalidateQueries({ queryKey: [...xadisQueryKey, 'transmissions'] }) });
}
