import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { startXadisTransmissionMutation } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

export function useStartXadisTransmission() {
  const client = useQueryClient();
  return useGqlMutation(startXadisTransmissionMutation, { onSuccess: () => client.invalidateQueries({ queryKey: [...xadisQueryKey, 'transmissions'] }) });
}
