export { statusColors } from '../../../../domain/headcount/rules';

/** Blueprint intent of an organization card's severity. */
export function severityIntent(severity: string): 'danger' | 'warning' | 'success' | 'primary' {
  if (severity === 'error') return 'danger';
  if (severity === 'warning') return 'warning';
  if (severity === 'success') return 'success';
  return 'primary';
}

/** A tree (root then children) as options: children indented under their root; inactive ones marked. */
export function treeOptions(
  nodes: readonly { id: string; name: string; parentId?: string | null; active?: boolean }[],
): { value: string; label: string; active: boolean }[] {
  const roots = nodes.filter((node) => !node.parentId);
  return roots.flatMap((root) => [
    { value: root.id, label: root.name, active: root.active !== false },
    ...nodes
      .filter((node) => node.parentId === root.id)
      .map((child) => ({ value: child.id, label: `— ${child.name}`, active: child.active !== false && root.active !== false })),
  ]);
}

/** The options a selector offers: the active ones, plus the one already chosen even if HR deactivated it since. */
export function offeredOptions<T extends { value: string; active: boolean }>(options: readonly T[], chosen: string | null | undefined): T[] {
  return options.filter((option) => option.active || option.value === chosen);
}

export * from './templates';
