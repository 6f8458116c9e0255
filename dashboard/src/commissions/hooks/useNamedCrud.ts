import { useState } from 'react';

/** Create / rename / delete state of a named list with its dialogs and banner, shared by companies, positions, data sources, variables and parameters. */
export function useNamedCrud<T extends { id: string }>() {
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return { creating, setCreating, renaming, setRenaming, deleting, setDeleting };
}
