/** Backends the dashboard names in words; any other shows its own name. */
export const knownBackends = ['database', 'mail', 'workflows', 'files', 'sms', 'partner', 'erp'] as const;
export type KnownBackend = (typeof knownBackends)[number];

export function isKnownBackend(name: string): name is KnownBackend {
  return (knownBackends as readonly string[]).includes(name);
}

/** Backends in a stable order: failing ones first (they need attention), then by name. */
export function sortBackends<T extends { name: string; ok: boolean }>(backends: readonly T[]): T[] {
  return [...backends].sort((a, b) => Number(a.ok) - Number(b.ok) || a.name.localeCompare(b.name));
}
