/** The part of the Web Storage API that GraphiQL keeps its tabs, queries and history in. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  readonly length: number;
}

/** The backing store's own listing, to find a user's keys for `clear()` and `length`. */
type Listable = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * GraphiQL's storage for one staff member: their keys carry their id, so on a shared computer the
 * next person who signs in sees neither the queries nor the answers of the previous one, and
 * `clear()` removes only the caller's own keys.
 */
export function createUserStorage(userId: string, backing: Listable): KeyValueStorage {
  const prefix = `prometheus.graphiql.${userId}.`;
  const ownKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < backing.length; index += 1) {
      const key = backing.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };
  return {
    getItem: (key) => backing.getItem(prefix + key),
    setItem: (key, value) => backing.setItem(prefix + key, value),
    removeItem: (key) => backing.removeItem(prefix + key),
    clear: () => {
      for (const key of ownKeys()) backing.removeItem(key);
    },
    get length() {
      return ownKeys().length;
    },
  };
}
