import { useCallback, useState } from 'react';

/** Which rows of a table have their detail open beneath them (a chevron or Enter toggles one). */
export function useOpenRows() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const isOpen = useCallback((id: string) => open.has(id), [open]);
  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return { isOpen, toggle };
}
