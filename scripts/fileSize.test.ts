import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Small rooms (issue 26): no TypeScript file over 400 lines, except generated code and the data
 * files listed below, one React component per dashboard components/ file, and one exported hook per dashboard file (never in components/). Every source file
 * is read; a file that grows past the limit is split by concern, not added here. PENDING lists
 * what issue 26 has not split yet: it only shrinks.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 400;
const SKIPPED = /(^|\/)(node_modules|dist|generated|data|\.git|\.tmp)(\/|$)/;

/** Data, not logic: the demo dataset's records, with why they stay whole. */
const DATA_FILES: { file: string; reason: string }[] = [
  { file: 'db/seed/demoAccess.ts', reason: 'the demo positions, menus and permission profiles (records)' },
  { file: 'db/seed/demoProducts.ts', reason: 'the demo product catalogue (records)' },
  { file: 'db/seed/demoStoreSites.ts', reason: "the demo stores' places: company, zone, town, postal code, area code and position of each (records)" },
];

/** Not split yet (issue 26): each one leaves this list when it is. */
const PENDING: string[] = [];

/** An exported React component: a capitalised function, or a capitalised const built by a call or an arrow. */
const EXPORTED_COMPONENT = /^export (?:default )?(?:function [A-Z]\w*|const [A-Z]\w*\s*=\s*(?:\(|memo\b|forwardRef\b|lazy\b))/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (SKIPPED.test(relative)) return [];
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

const files = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SKIPPED.test(entry.name) && !entry.name.startsWith('.'))
  .flatMap((entry) => sourceFiles(entry.name));
const excused = new Set([...DATA_FILES.map((entry) => entry.file), ...PENDING]);

it(`keeps every TypeScript file within ${MAX_LINES} lines, generated code and data aside`, () => {
  expect(files.length).toBeGreaterThan(100);
  const tooLong = files
    .filter((file) => !excused.has(file))
    .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(tooLong).toEqual([]);
});

it('keeps one exported component per dashboard components/ file', () => {
  const crowded = files
    .filter((file) => file.startsWith('dashboard/src/') && /\/components\/.*\.tsx$/.test(file) && !excused.has(file))
    .map((file) => ({ file, components: readFileSync(path.join(ROOT, file), 'utf8').match(EXPORTED_COMPONENT) ?? [] }))
    .filter(({ components }) => components.length > 1);
  expect(crowded).toEqual([]);
});

/** An exported hook: `export function useXxx` or `export const useXxx`. */
const EXPORTED_HOOK = /^export (?:function|const) use[A-Z]\w*/gm;

/** Shared plumbing, the one file with two hooks: the dashboard's typed GraphQL query and mutation (useGqlQuery, useGqlMutation). */
const HOOK_PLUMBING = new Set(['dashboard/src/graphql/hooks.ts']);

it('keeps one exported hook per dashboard file, in hooks/ rather than components/', () => {
  const hooks = files
    .filter((file) => file.startsWith('dashboard/src/'))
    .map((file) => ({ file, hooks: readFileSync(path.join(ROOT, file), 'utf8').match(EXPORTED_HOOK) ?? [] }));
  expect(hooks.filter(({ file, hooks }) => hooks.length > 1 && !HOOK_PLUMBING.has(file))).toEqual([]);
  expect(hooks.filter(({ file, hooks }) => hooks.length > 0 && /\/components\//.test(file))).toEqual([]);
});

it('lists only files that exist and still need their excuse', () => {
  const present = new Set(files);
  expect([...excused].filter((file) => !present.has(file))).toEqual([]);
  const splitAlready = PENDING.filter((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return text.split('\n').length - 1 <= MAX_LINES && (text.match(EXPORTED_COMPONENT) ?? []).length <= 1;
  });
  expect(splitAlready).toEqual([]);
});
