import { describe, expect, it } from 'vitest';
import { activeNavigationEntry, shellNavigation } from './navigation';

describe('activeNavigationEntry', () => {
  it.each([
    ['/prometheus', 'home'],
    ['/prometheus/', 'home'],
    ['/prometheus/chat', 'chat'],
    ['/prometheus/support/tickets', 'support'],
    ['/prometheus/unknown', 'home'],
  ])('%s belongs to %s', (pathname, key) => {
    expect(activeNavigationEntry(pathname)?.key).toBe(key);
  });

  it('matches nothing outside the shell or on a mere prefix', () => {
    expect(activeNavigationEntry('/userSignIn')).toBeUndefined();
    expect(activeNavigationEntry('/prometheusX')).toBeUndefined();
  });

  it('keeps every entry under /prometheus', () => {
    for (const entry of shellNavigation) expect(entry.path.startsWith('/prometheus')).toBe(true);
  });
});
