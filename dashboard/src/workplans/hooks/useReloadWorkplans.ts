import { useQueryClient } from '@tanstack/react-query';
import { workplansQueryKey } from './workplansQueryKey';

export function useReloadWorkplans() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workplansQueryKey });
}
