import { useQueryClient } from '@tanstack/react-query';
import { licensesQueryKey } from './licensesQueryKey';

export function useReload() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: licensesQueryKey });
}
