import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { enrollFingerprintsMutation } from '../graphql/queries';
import { customersQueryKey } from './customersQueries';

export function useEnrollFingerprints() {
  const client = useQueryClient();
  return useGqlMutation(enrollFingerprintsMutation, { onSuccess: () => void client.invalidateQueries({ queryKey: customersQueryKey }) });
}
