import { useQueryClient } from '@tanstack/react-query';

export function useInvalidate(...keys: string[]) {
  const client = useQueryClient();
  return () => keys.forEach((key) => void client.invalidateQueries({ queryKey: ['remoteCommands', key] }));
}
