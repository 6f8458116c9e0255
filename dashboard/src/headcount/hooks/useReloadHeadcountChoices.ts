import { useQueryClient } from '@tanstack/react-query';
import { headcountChoicesQueryKey } from './headcountChoicesQueryKey';

/** A choice change refreshes the choices and the headcount history (its entries show them). */
export function useReloadHeadcountChoices() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: headcountChoicesQueryKey });
    void client.invalidateQueries({ queryKey: ['headcount', 'history'] });
  };
}
