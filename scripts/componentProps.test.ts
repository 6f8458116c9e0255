import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * One formatter, one naming (issue 26): a component in a dashboard components/ file types its props
 * with a named `XxxProps` type (exported beside an exported component), never inline or under
 * another name, so a newcomer finds a component's inputs by one name. A component without props
 * has nothing to name. No exceptions.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SKIPPED = /(^|\/)(node_modules|dist|generated)(\/|$)/;

function componentFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (SKIPPED.test(relative)) return [];
    if (entry.isDirectory()) return componentFiles(relative);
    return /\/components\/.*\.tsx$/.test(relative) ? [relative] : [];
  });
}

/** A component: a capitalised function declared at a line's start (exported or not), or one a memo/forwardRef wraps. */
const COMPONENT = /(?:^(?:export (?:default )?)?function|\b(?:memo|forwardRef)(?:<[^>]*>)?\(function) ([A-Z]\w*)(?:<[^>]*>)?\(/gm;

/** The type of a parameter list's first parameter (read from just after its opening parenthesis), or null without one. */
function firstParameterType(text: string, from: number): string | null {
  let depth = 0;
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if ('{[(<'.includes(char)) depth++;
    else if ('}])>'.includes(char) && !(char === '>' && text[index - 1] === '=')) {
      if (depth === 0) return null;
      depth--;
    } else if (depth === 0 && char === ',') return null;
    else if (depth === 0 && char === ':') return /^\s*([^\s,)=]+)/.exec(text.slice(index + 1))?.[1] ?? null;
  }
  return null;
}

it.each([
  ['({ a }: FooProps) {', 'FooProps'],
  ['({ a, b = 2 }: FooProps<T>) {', 'FooProps<T>'],
  ['({ a }: { a: string }) {', '{'],
  ['() {', null],
  ['(props: BarProps) {', 'BarProps'],
])('reads the first parameter type of %s', (text, type) => {
  expect(firstParameterType(text, 1)).toBe(type);
});

it('types every dashboard component props with an XxxProps name', () => {
  const files = componentFiles('dashboard/src');
  expect(files.length).toBeGreaterThan(100);
  const unnamed = files.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return [...text.matchAll(COMPONENT)]
      .map((match) => ({ file, component: match[1], type: firstParameterType(text, (match.index ?? 0) + match[0].length) }))
      .filter(({ type }) => type !== null && !/^\w*Props\b/.test(type));
  });
  expect(unnamed).toEqual([]);
});
