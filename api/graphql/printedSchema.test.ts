import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printProductSchema } from './productModules';

describe('schema.graphql', () => {
  it('is the schema the API serves', () => {
    const file = path.resolve(import.meta.dirname, '../../schema.graphql');
    let checkedIn = '';
    try {
      checkedIn = readFileSync(file, 'utf8');
    } catch {
      // a missing file is stale as well
    }
    const served = printProductSchema();
    expect(checkedIn === served, "schema.graphql differs from the API's schema: run `npm run schema:print`, then `npm run codegen`, and commit the files").toBe(
      true,
    );
  });
});
