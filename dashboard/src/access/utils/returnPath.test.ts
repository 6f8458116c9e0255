import { describe, expect, it } from 'vitest';
import { isStaffPath, pathOf, safeReturnPath } from './returnPath';

describe('safeReturnPath: sign-in returns only to a screen of the app', () => {
  it.each([
    ['/prometheus', '/prometheus'],
    ['/prometheus/system/outbox?tab=sms', '/prometheus/system/outbox?tab=sms'],
    ['/prometheus/customer/abc#audits', '/prometheus/customer/abc#audits'],
    ['/prometheus/commissions/reportes/01-000001?page=2', '/prometheus/commissions/reportes/01-000001?page=2'],
    ['/prometheus/a/../b', '/prometheus/b'],
  ])('keeps %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another host', 'https://evil.example/prometheus'],
    ['a protocol-relative host', '//evil.example/prometheus'],
    ['a backslash host', '/\\evil.example/prometheus'],
    ['a tab inside', '/prom\tetheus'],
    ['a scheme', 'javascript:alert(1)'],
    ['a path outside the app', '/userSignOut'],
    ['a look-alike prefix', '/prometheusX/settings'],
    ['dot segments leaving the app', '/prometheus/../userSignOut'],
    ['encoded dot segments leaving the app', '/prometheus/%2e%2e/userSignOut'],
    ['a relative path', 'prometheus/system'],
    ['nothing', undefined],
    ['a number', 42],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('reads a location as path, query and fragment', () => {
    expect(pathOf({ pathname: '/prometheus/x', search: '?a=1', hash: '#b' })).toBe('/prometheus/x?a=1#b');
    expect(isStaffPath('/prometheus')).toBe(true);
    expect(isStaffPath('/prometheus-old')).toBe(false);
  });
});
