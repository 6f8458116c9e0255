import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission } from './permissions';

describe('hasPermission', () => {
  it('grants what the list names and nothing else', () => {
    expect(hasPermission(['mail.read'], 'mail.read')).toBe(true);
    expect(hasPermission(['mail.read'], 'sms.read')).toBe(false);
    expect(hasPermission([], 'mail.read')).toBe(false);
  });

  it('treats "*" as every permission', () => {
    expect(hasPermission(['*'], 'workflows.cancel')).toBe(true);
  });

  it('grants nothing without a list', () => {
    expect(hasPermission(undefined, 'mail.read')).toBe(false);
    expect(hasPermission(null, 'mail.read')).toBe(false);
  });
});

describe('hasAnyPermission', () => {
  it('needs one of the wanted permissions', () => {
    expect(hasAnyPermission(['sms.read'], ['mail.read', 'sms.read'])).toBe(true);
    expect(hasAnyPermission(['erp.query'], ['mail.read', 'sms.read'])).toBe(false);
    expect(hasAnyPermission(['*'], ['mail.read'])).toBe(true);
    expect(hasAnyPermission(['mail.read'], [])).toBe(false);
  });
});
