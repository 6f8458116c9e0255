import { describe, expect, it } from 'vitest';
import { type SystemRoleFragment as SystemRole } from '../../graphql';
import { buildRoleTree, possibleParents } from './roleTree';

function role(systemRoleId: string, parentSystemRoleId: string | null, level: number): SystemRole {
  return { systemRoleId, systemRoleName: systemRoleId, parentSystemRoleId, level, positions: [], menus: [] };
}

const roles = [role('d', 'c', 4), role('a', null, 1), role('b', 'a', 2), role('c', 'b', 3), role('e', 'd', 5), role('z', 'missing', 1), role('b2', 'a', 2)];

describe('buildRoleTree', () => {
  it('nests roles under their parents, to 4 levels, orphans as roots', () => {
    const tree = buildRoleTree(roles);
    expect(tree.map((node) => node.role.systemRoleId)).toEqual(['a', 'z']);
    const [a] = tree;
    expect(a.children.map((node) => node.role.systemRoleId)).toEqual(['b', 'b2']);
    const d = a.children[0].children[0].children[0];
    expect(d.role.systemRoleId).toBe('d');
    expect(d.depth).toBe(4);
    expect(d.children).toEqual([]);
  });

  it('does not loop on a cycle', () => {
    expect(buildRoleTree([role('x', 'y', 1), role('y', 'x', 1)])).toEqual([]);
  });
});

describe('possibleParents', () => {
  it('offers only roles above the fourth level', () => {
    expect(possibleParents(roles).map((item) => item.systemRoleId)).toEqual(['a', 'b', 'b2', 'c', 'z']);
  });
});
