import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOrThrow } from './parse';
import { AppError } from '../errors/catalogue';

const schema = z.object({ quantity: z.number().int().min(0), sku: z.string().min(1) });

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    expect(parseOrThrow(schema, { quantity: 3, sku: 'E0101' }, 'es')).toEqual({ quantity: 3, sku: 'E0101' });
  });

  it.each([
    ['es', /^Revisa los datos: quantity: Entrada inválida: se esperaba número/],
    ['en', /^Check the data: quantity: Invalid input: expected number/],
  ] as const)('explains the problems in %s', (language, expected) => {
    try {
      parseOrThrow(schema, { quantity: 'many', sku: 'E0101' }, language);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).messageIn(language)).toMatch(expected);
      expect((error as AppError).details).toMatchObject({ issues: [{ path: ['quantity'] }] });
    }
  });
});
