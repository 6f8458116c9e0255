import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, errorMessage } from './catalogue';
import { pickLanguage } from '../i18n/language';

describe('error catalogue', () => {
  it('has a Spanish and an English text for every code, with the same placeholders', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.es, code).not.toBe('');
      expect(entry.en, code).not.toBe('');
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(entry.es), code).toEqual(names(entry.en));
    }
  });

  it('fills placeholders in the requested language', () => {
    expect(errorMessage('ERP_NO_ANSWER', 'es', { seconds: 120 })).toBe('El ERP no respondió en 120 s.');
    expect(new AppError('ERP_NO_ANSWER', { seconds: 5 }).messageIn('en')).toBe('The ERP did not answer within 5 s.');
  });

  it.each([
    [undefined, 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5, es;q=0.8', 'es'],
    ['de', 'es'],
    ['EN', 'en'],
  ])('picks the language of %s as %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
