import { describe, expect, it } from 'vitest';
import { activeNavigationEntry, shellNavigation, visibleNavigationGroups } from './navigation';

describe('activeNavigationEntry', () => {
  it.each([
    ['/prometheus', 'home'],
    ['/prometheus/', 'home'],
    ['/prometheus/chat', 'chat'],
    ['/prometheus/support/tickets', 'support'],
    ['/prometheus/unknown', 'home'],
    ['/prometheus/system/outbox', 'outbox'],
    ['/prometheus/system/workflows', 'workflows'],
    ['/prometheus/system/status', 'systemStatus'],
    ['/prometheus/graphiql', 'graphiql'],
  ])('%s belongs to %s', (pathname, key) => {
    expect(activeNavigationEntry(pathname)?.key).toBe(key);
  });

  it('matches nothing outside the shell or on a mere prefix', () => {
    expect(activeNavigationEntry('/userSignIn')).toBeUndefined();
    expect(activeNavigationEntry('/prometheusX')).toBeUndefined();
  });

  it('keeps every entry under /prometheus with a unique key', () => {
    for (const entry of shellNavigation) expect(entry.path.startsWith('/prometheus')).toBe(true);
    expect(new Set(shellNavigation.map((entry) => entry.key)).size).toBe(shellNavigation.length);
  });
});

function visibleKeys(permissions: string[] | undefined) {
  return Object.fromEntries(visibleNavigationGroups(permissions).map((group) => [group.key, group.entries.map((entry) => entry.key)]));
}

describe('visibleNavigationGroups', () => {
  it('shows every System entry to a holder of "*"', () => {
    expect(visibleKeys(['*'])).toEqual({
      main: ['home', 'chat', 'support'],
      system: ['outbox', 'workflows', 'systemStatus', 'graphiql'],
    });
  });

  it('shows the outbox for either mail.read or sms.read', () => {
    expect(visibleKeys(['sms.read']).system).toEqual(['outbox', 'graphiql']);
    expect(visibleKeys(['mail.read']).system).toEqual(['outbox', 'graphiql']);
  });

  it('shows workflows and status only with their permissions', () => {
    expect(visibleKeys(['workflows.read']).system).toEqual(['workflows', 'graphiql']);
    expect(visibleKeys(['system.status']).system).toEqual(['systemStatus', 'graphiql']);
  });

  it('hides the System group from staff without any platform permission', () => {
    expect(visibleKeys([])).toEqual({ main: ['home', 'chat', 'support'] });
    expect(visibleKeys(['erp.query', 'demo.seed'])).toEqual({ main: ['home', 'chat', 'support'] });
    expect(visibleKeys(undefined)).toEqual({ main: ['home', 'chat', 'support'] });
  });
});
