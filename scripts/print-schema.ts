// Writes the API's executable schema to schema.graphql at the repository root, the file the
// dashboard's and the CLI's typed documents are generated from (`npm run schema:print`, then
// `npm run codegen`). api/graphql/printedSchema.test.ts fails while the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printProductSchema } from '../api/graphql/productModules';

export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../schema.graphql');

const text = printProductSchema();
let previous: string | undefined;
try {
  previous = readFileSync(SCHEMA_FILE, 'utf8');
} catch {
  previous = undefined;
}
if (previous === text) {
  console.log(`schema.graphql is up to date (${SCHEMA_FILE})`);
} else {
  writeFileSync(SCHEMA_FILE, text);
  console.log(`schema.graphql written (${SCHEMA_FILE})`);
}
process.exit(0);
