import { useQueryClient } from '@tanstack/react-query';
import { templatesQueryKey } from './templatesQueryKey';

/** Every template change refreshes the list (and the stores, the headcount dashboard reads them). */
export function useReloadTemplates() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: templatesQueryKey });
    void client.invalidateQueries({ queryKey: ['headcount'] });
  };
}
