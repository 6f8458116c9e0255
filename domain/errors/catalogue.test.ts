import { describe, expect, it } from 'vitest';
import { AppError, errorAreas, errorCatalogue, errorMessage, type CatalogueEntry } from './catalogue';
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

  it("keeps each code in one area only, and the index holds every area's codes", () => {
    const areaCodes = Object.values(errorAreas).flatMap((area) => Object.keys(area));
    expect(new Set(areaCodes).size).toBe(areaCodes.length);
    expect(Object.keys(errorCatalogue).sort()).toEqual([...areaCodes].sort());
    for (const [area, codes] of Object.entries(errorAreas)) expect(Object.keys(codes).length, area).toBeGreaterThan(0);
  });

  it('writes counts with their noun, never as "(s)" or "(es)"', () => {
    for (const [code, entry] of Object.entries(errorCatalogue) as [string, CatalogueEntry][]) {
      expect(`${entry.es} ${entry.en}`, code).not.toMatch(/\w\((s|es)\)/);
      for (const name of Object.keys(entry.counts ?? {})) expect(entry.es, `${code} counts ${name}`).toContain(`{${name}}`);
    }
  });

  it.each([
    ['es', { areas: 1, employees: 0, dataSources: 2 }, 'todavía tiene 1 puesto, 0 empleados y 2 fuentes de información.'],
    ['en', { areas: 1, employees: 0, dataSources: 2 }, 'it still has 1 position, 0 employees and 2 data sources.'],
    ['es', { areas: 3, employees: 1, dataSources: 1 }, 'todavía tiene 3 puestos, 1 empleado y 1 fuente de información.'],
    ['en', { areas: 1_000_000, employees: 1, dataSources: 0 }, 'it still has 1000000 positions, 1 employee and 0 data sources.'],
  ] as const)('counts in %s: %o', (language, params, expected) => {
    expect(errorMessage('COMMISSION_ORGANIZATION_IN_USE', language, params)).toContain(expected);
  });

  it('counts every noun of a message in the right form', () => {
    expect(errorMessage('COMMISSION_AREA_IN_USE', 'es', { employees: 1, commissions: 2, indicators: 1, parameters: 0 })).toContain(
      '1 empleado, 2 comisiones variables, 1 indicador y 0 parámetros',
    );
    expect(errorMessage('COMMISSION_DATA_SOURCE_IN_USE', 'en', { variables: 1 })).toContain('it still has 1 variable.');
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
