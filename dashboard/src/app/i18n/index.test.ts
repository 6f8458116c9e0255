import { describe, expect, it } from 'vitest';
import { allNamespaces, publicNamespaces } from './index';
import { resources } from './resources';

describe('text chunks', () => {
  it('has a chunk for every registered namespace and no other', () => {
    expect([...allNamespaces].sort()).toEqual(Object.keys(resources.es).sort());
  });

  it('loads only registered namespaces on the public pages', () => {
    for (const namespace of publicNamespaces) expect(allNamespaces).toContain(namespace);
  });
});
