import { describe, expect, it } from 'vitest';
import { createUserStorage } from './userStorage';

/** A Web Storage stand-in over a Map, with the listing methods GraphiQL's storage relies on. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  };
}

describe('createUserStorage', () => {
  it('keeps each staff member’s GraphiQL state apart', () => {
    const backing = memoryStorage();
    const admin = createUserStorage('u-admin', backing);
    const buyer = createUserStorage('u-buyer', backing);

    admin.setItem('graphiql:query', '{ me { permissions } }');
    expect(admin.getItem('graphiql:query')).toBe('{ me { permissions } }');
    expect(buyer.getItem('graphiql:query')).toBeNull();
    expect(backing.items.has('prometheus.graphiql.u-admin.graphiql:query')).toBe(true);
  });

  it('counts and clears only its own keys', () => {
    const backing = memoryStorage();
    backing.setItem('prometheus.language', 'es');
    const admin = createUserStorage('u-admin', backing);
    const buyer = createUserStorage('u-buyer', backing);
    admin.setItem('graphiql:tabState', '{}');
    admin.setItem('graphiql:history', '[]');
    buyer.setItem('graphiql:tabState', '{}');

    expect(admin.length).toBe(2);
    admin.clear();
    expect(admin.length).toBe(0);
    expect(buyer.length).toBe(1);
    expect(backing.getItem('prometheus.language')).toBe('es');

    buyer.removeItem('graphiql:tabState');
    expect(buyer.length).toBe(0);
  });
});
