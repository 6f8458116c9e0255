import { describe, expect, it } from 'vitest';
import { initialLanguage, isLanguage, languageStorageKey, toLanguage } from './languages';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === languageStorageKey ? value : null) };
}

describe('initialLanguage', () => {
  it.each([
    [null, 'es'],
    ['en', 'en'],
    ['es', 'es'],
    ['fr', 'es'],
    ['', 'es'],
  ])('stored %j starts in %s', (stored, expected) => {
    expect(initialLanguage(storageWith(stored))).toBe(expected);
  });

  it('falls back to Spanish without storage or when storage throws', () => {
    expect(initialLanguage(undefined)).toBe('es');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(initialLanguage(throwing)).toBe('es');
  });
});

describe('toLanguage', () => {
  it('keeps the base language and defaults to Spanish', () => {
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage('es-MX')).toBe('es');
    expect(toLanguage('de')).toBe('es');
    expect(toLanguage(undefined)).toBe('es');
  });

  it('recognises only the supported codes', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
