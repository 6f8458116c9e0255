import { describe, expect, it } from 'vitest';
import { isEmployeeId } from './paths';
import { commissionGrants } from './permissions';

describe('commission permissions on screen (spec 003 section 6)', () => {
  it('reads each flag on its own, by module name or id, case-insensitively', () => {
    const grants = commissionGrants(
      [
        { id: 'reports', name: 'Reports', read: true, write: false },
        { id: 'variables', name: 'Variables', read: true, write: true },
        { id: 'business', name: 'Business', read: false, write: true },
      ],
      ['01'],
    );
    expect(grants.can('Reports', 'read')).toBe(true);
    expect(grants.can('Reports', 'write')).toBe(false);
    expect(grants.can('Variables', 'write')).toBe(true);
    expect(grants.can('Business', 'read')).toBe(false);
    expect(grants.can('Employees', 'read')).toBe(false);
    expect([...grants.organizations]).toEqual(['01']);
  });

  it('tells an employee id from a company id in reportes/{id}', () => {
    expect(isEmployeeId('01-000123')).toBe(true);
    expect(isEmployeeId('01')).toBe(false);
    expect(isEmployeeId('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
  });
});
