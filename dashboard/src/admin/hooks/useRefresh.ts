import { useQueryClient } from '@tanstack/react-query';

export function useRefresh(...queryKeys: ReadonlyArray<readonly string[]>) {
  const queryClient = useQueryClient();
  // The shell's own menus may change with any of these edits.
  return () => Promise.all([...queryKeys, ['shell', 'myMenus']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
