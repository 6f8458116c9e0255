import { describe, expect, it } from 'vitest';
import { formatPesos } from './templates';

describe('formatPesos: whole pesos in the interface language', () => {
  it.each([
    ['es', '1234.5', '$1,235'],
    ['en', '1234.5', 'MX$1,235'],
    ['es', '0.49', '$0'],
  ])('%s %s: %s', (language, value, text) => {
    expect(formatPesos(value, language)).toBe(text);
  });
});
