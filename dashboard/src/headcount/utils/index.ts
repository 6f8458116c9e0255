export { statusColors } from '../../../../domain/headcount/rules';

/** Blueprint intent of an organization card's severity. */
export function severityIntent(severity: string): 'danger' | 'warning' | 'success' | 'primary' {
  if (severity === 'error') return 'danger';
  if (severity === 'warning') return 'warning';
  if (severity === 'success') return 'success';
  return 'primary';
}

/** A tree (root then children) as options: children indented under their root. */
export function treeOptions(nodes: readonly { id: string; name: string; parentId?: string | null }[]): { value: string; label: string }[] {
  const roots = nodes.filter((node) => !node.parentId);
  return roots.flatMap((root) => [
    { value: root.id, label: root.name },
    ...nodes.filter((node) => node.parentId === root.id).map((child) => ({ value: child.id, label: `— ${child.name}` })),
  ]);
}
