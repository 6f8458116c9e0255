import { describe, expect, it } from 'vitest';
import { formatInstant, formatValue, shortenValue, type ValueWords } from './values';

const es: ValueWords = { empty: '—', yes: 'Sí', no: 'No', hidden: '(oculto)' };
const en: ValueWords = { empty: '—', yes: 'Yes', no: 'No', hidden: '(hidden)' };

describe('formatValue', () => {
  it.each<[string, unknown, string, string]>([
    ['null', null, '—', '—'],
    ['undefined', undefined, '—', '—'],
    ['an empty text', '', '—', '—'],
    ['blanks', '   ', '—', '—'],
    ['an empty array', [], '—', '—'],
    ['an empty object', {}, '—', '—'],
    ['true', true, 'Sí', 'Yes'],
    ['false', false, 'No', 'No'],
    ['zero', 0, '0', '0'],
    ['a decimal', 12.5, '12.5', '12.5'],
    ['a text', 'PRINCIPAL', 'PRINCIPAL', 'PRINCIPAL'],
    ['a money string', '1234.5600', '1234.5600', '1234.5600'],
    ['a secret', '[redacted]', '(oculto)', '(hidden)'],
    ['an array of texts', ['leer', 'editar'], 'leer, editar', 'leer, editar'],
    ['an array of booleans', [true, false], 'Sí, No', 'Yes, No'],
    ['an object', { zoneId: 3, active: true }, '{zoneId: 3, active: Sí}', '{zoneId: 3, active: Yes}'],
    ['nested arrays and objects', { scopes: ['leer'], empty: [], note: null }, '{scopes: [leer], empty: [], note: —}', '{scopes: [leer], empty: [], note: —}'],
    ['an array of objects', [{ a: 1 }, { b: 'x' }], '{a: 1}, {b: x}', '{a: 1}, {b: x}'],
    [
      'rich text',
      [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Rutinas', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'de tienda.' },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pisos' }] }] }] },
      ],
      'Rutinas de tienda. Pisos',
      'Rutinas de tienda. Pisos',
    ],
    ['a rich document', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hola' }] }] }, 'Hola', 'Hola'],
    ['an empty rich paragraph', [{ type: 'paragraph', content: [] }], '—', '—'],
  ])('%s', (_name, value, spanish, english) => {
    expect(formatValue(value, es, 'es')).toBe(spanish);
    expect(formatValue(value, en, 'en')).toBe(english);
  });

  it("writes an ISO instant on the stores' calendar (Mexico City), in the user's language", () => {
    // 02:30 UTC on 1 December is still 30 November in Mexico City (UTC-6).
    expect(formatValue('2026-12-01T02:30:00.000Z', es, 'es')).toMatch(/^30 nov(\.|iembre)? 2026,? 8:30\sp\.\s?m\.$/);
    expect(formatValue('2026-12-01T02:30:00.000Z', en, 'en')).toMatch(/^Nov 30, 2026,? 8:30\sPM$/);
  });

  it('leaves a plain calendar day and look-alikes as they are', () => {
    expect(formatValue('2026-12-01', es, 'es')).toBe('2026-12-01');
    expect(formatValue('2026-12-01T99', es, 'es')).toBe('2026-12-01T99');
  });
});

describe('formatInstant', () => {
  it.each<[number, string, RegExp]>([
    [Date.UTC(2026, 10, 28, 1, 5), 'es', /^27 nov(\.|iembre)? 2026,? 7:05\sp\.\s?m\.$/],
    [Date.UTC(2026, 10, 28, 1, 5), 'en', /^Nov 27, 2026,? 7:05\sPM$/],
    [Date.UTC(2026, 0, 1, 6, 0), 'es', /^1 ene(\.|ro)? 2026,? 12:00\sa\.\s?m\.$/],
  ])('%i in %s', (epochMs, language, expected) => {
    expect(formatInstant(epochMs, language)).toMatch(expected);
  });

  it('is a dash for no instant', () => {
    expect(formatInstant(Number.NaN, 'es')).toBe('—');
  });
});

describe('shortenValue', () => {
  it.each<[string, number, string]>([
    ['corto', 10, 'corto'],
    ['exactamente10', 13, 'exactamente10'],
    ['demasiado largo', 10, 'demasiado…'],
  ])('%s at %i', (text, max, expected) => {
    expect(shortenValue(text, max)).toBe(expected);
  });
});
