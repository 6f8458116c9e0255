import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from './codegen';

const root = import.meta.dirname;
const generatedFolders = ['dashboard/src/graphql/generated', 'cli/graphql/generated', 'api/graphql/generated'];
const howToFix =
  'the typed GraphQL documents are stale: run `npm run codegen` (after `npm run schema:print` when the API changed) and commit the generated files';

describe('generated GraphQL documents', () => {
  it('are what codegen makes of schema.graphql and the documents', async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: root, silent: true }, false);
    const expected = new Map(outputs.map((output) => [path.resolve(root, output.filename), output.content]));
    const found = new Map<string, string>();
    for (const folder of generatedFolders) {
      const dir = path.join(root, folder);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) found.set(path.join(dir, name), readFileSync(path.join(dir, name), 'utf8'));
    }
    const stale = [...new Set([...expected.keys(), ...found.keys()])]
      .filter((file) => expected.get(file) !== found.get(file))
      .map((file) => path.relative(root, file));
    expect(stale, howToFix).toEqual([]);
  });
});
