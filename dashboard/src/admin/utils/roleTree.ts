import { type SystemRoleFragment as SystemRole } from '../../graphql';

/** A role with its sub-roles, as the System Roles tree shows it. */
export interface RoleNode {
  role: SystemRole;
  depth: number;
  children: RoleNode[];
}

/** Spec 003 section 2.1: roles are shown as a tree to 4 levels. */
export const MAX_ROLE_DEPTH = 4;

/**
 * The role tree: roots are roles without a (known) parent; children sorted by name. Deeper levels
 * than 4 are not shown, and a cycle in the data cannot loop.
 */
export function buildRoleTree(roles: readonly SystemRole[]): RoleNode[] {
  const ids = new Set(roles.map((role) => role.systemRoleId));
  const byParent = new Map<string | null, SystemRole[]>();
  for (const role of roles) {
    const parent = role.parentSystemRoleId && ids.has(role.parentSystemRoleId) ? role.parentSystemRoleId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), role]);
  }
  const build = (parent: string | null, depth: number, seen: ReadonlySet<string>): RoleNode[] =>
    depth > MAX_ROLE_DEPTH
      ? []
      : (byParent.get(parent) ?? [])
          .filter((role) => !seen.has(role.systemRoleId))
          .sort((a, b) => a.systemRoleName.localeCompare(b.systemRoleName))
          .map((role) => ({ role, depth, children: build(role.systemRoleId, depth + 1, new Set([...seen, role.systemRoleId])) }));
  return build(null, 1, new Set());
}

/** Roles a new role may hang from: those above the last level. */
export function possibleParents(roles: readonly SystemRole[]): SystemRole[] {
  return roles.filter((role) => role.level < MAX_ROLE_DEPTH).sort((a, b) => a.systemRoleName.localeCompare(b.systemRoleName));
}
