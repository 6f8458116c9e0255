import { useQueryClient } from '@tanstack/react-query';
import { customersQueryKey } from './customersQueries';

/** Choosing the main type changes the others too: every change reloads the customer answers (types, names in rows). */
export function useReloadCustomers() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: customersQueryKey });
}
