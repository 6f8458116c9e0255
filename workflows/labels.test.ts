import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processes } from './registry';

/** The workflows screen names each process in the reader's words (dashboard/src/workflows/i18n): none shows as its type name. */
describe.each(['es', 'en'])("the workflows screen's process names (%s)", (language) => {
  const texts = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'dashboard', 'src', 'workflows', 'i18n', `${language}.json`), 'utf8')) as {
    types: Record<string, string>;
  };
  it.each(processes.map((process) => process.name))('%s has a name', (workflowType) => {
    expect(texts.types[workflowType]?.trim()).toBeTruthy();
  });
});
