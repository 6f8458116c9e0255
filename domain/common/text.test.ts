import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { looseTextPattern, multiLineText, nameKeyOf, storedText, singleLineText, textProblem, TEXT_ERROR_CODES } from './text';
import { errorCatalogue, errorMessage } from '../errors/catalogue';
import { describeIssues, parseOrThrow } from '../validation/parse';
import { AppError } from '../errors/catalogue';

const messages = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('singleLineText', () => {
  it.each([
    ['plain', 'Juana Pérez', 'Juana Pérez'],
    ['trimmed', '  Juana  ', 'Juana'],
    ['edge line breaks trimmed', '\r\nJuana\t\n', 'Juana'],
    ['decomposed to NFC', 'Jose\u0301', 'José'],
    ['emoji pair kept', 'Tienda 🛒', 'Tienda 🛒'],
    ['Arabic and Hebrew letters kept', 'متجر שלום', 'متجر שלום'],
    ['non-breaking and ideographic spaces inside kept', 'a\u00A0b\u3000c', 'a\u00A0b\u3000c'],
    ['empty stays empty', '   ', ''],
  ])('accepts %s', (_, input, stored) => {
    expect(singleLineText().parse(input)).toBe(stored);
  });

  it.each([
    ['NUL', 'Ju\u0000ana', 'TEXT_CONTROL_CHARACTER'],
    ['bell', 'a\u0007b', 'TEXT_CONTROL_CHARACTER'],
    ['escape', '\u001B[31mrojo', 'TEXT_CONTROL_CHARACTER'],
    ['tab inside', 'a\tb', 'TEXT_CONTROL_CHARACTER'],
    ['line feed inside', 'a\nb', 'TEXT_CONTROL_CHARACTER'],
    ['carriage return inside', 'a\rb', 'TEXT_CONTROL_CHARACTER'],
    ['DEL', 'a\u007Fb', 'TEXT_CONTROL_CHARACTER'],
    ['C1 NEL', 'a\u0085b', 'TEXT_CONTROL_CHARACTER'],
    ['C1 CSI', 'a\u009Bb', 'TEXT_CONTROL_CHARACTER'],
    ['lone high surrogate', 'a\uD83Db', 'TEXT_UNPAIRED_SURROGATE'],
    ['lone high surrogate at the end', 'ab\uD83D', 'TEXT_UNPAIRED_SURROGATE'],
    ['lone low surrogate', 'a\uDE00b', 'TEXT_UNPAIRED_SURROGATE'],
    ['reversed pair', '\uDE00\uD83D', 'TEXT_UNPAIRED_SURROGATE'],
    ['left-to-right embedding U+202A', 'a\u202Ab', 'TEXT_DIRECTION_CHARACTER'],
    ['right-to-left override U+202E', 'cod\u202Egnp.exe', 'TEXT_DIRECTION_CHARACTER'],
    ['pop directional formatting U+202C', 'a\u202Cb', 'TEXT_DIRECTION_CHARACTER'],
    ['left-to-right isolate U+2066', 'a\u2066b', 'TEXT_DIRECTION_CHARACTER'],
    ['pop directional isolate U+2069', 'a\u2069b', 'TEXT_DIRECTION_CHARACTER'],
    ['left-to-right mark U+200E', 'a\u200Eb', 'TEXT_DIRECTION_CHARACTER'],
    ['right-to-left mark U+200F', 'a\u200Fb', 'TEXT_DIRECTION_CHARACTER'],
    ['Arabic letter mark U+061C', 'a\u061Cb', 'TEXT_DIRECTION_CHARACTER'],
  ])('refuses %s', (_, input, code) => {
    expect(messages(singleLineText(), input)).toEqual([code]);
    expect(textProblem(input)).toBe(code);
  });

  it('gives one refusal and skips the rules chained after it', () => {
    expect(messages(singleLineText().min(5, 'CUSTOMER_NAME_REQUIRED').max(10), 'a\u0000')).toEqual(['TEXT_CONTROL_CHARACTER']);
    expect(messages(singleLineText().min(1, 'CUSTOMER_NAME_REQUIRED').max(80), '  ')).toEqual(['CUSTOMER_NAME_REQUIRED']);
  });

  it('checks length after trimming and normalising', () => {
    // 'é' decomposed is two code units; NFC makes it one, so five letters fit in max(5).
    expect(singleLineText().max(5).parse(' Jose\u0301 ')).toBe('José');
  });

  it('works inside objects, arrays, optional and nullish fields', () => {
    const schema = z.object({ name: singleLineText().min(1), tags: z.array(singleLineText()).default([]), note: multiLineText().nullish() });
    expect(schema.parse({ name: ' A ', tags: [' b '], note: null })).toEqual({ name: 'A', tags: ['b'], note: null });
    const failed = schema.safeParse({ name: 'A', tags: ['ok', 'x\u202Ey'] });
    expect(failed.success ? [] : failed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['tags.1', 'TEXT_DIRECTION_CHARACTER']]);
  });
});

describe('multiLineText', () => {
  it.each([
    ['line feeds', 'uno\ndos', 'uno\ndos'],
    ['tabs', 'a\tb', 'a\tb'],
    ['CR LF becomes LF', 'uno\r\ndos\r\n\r\ntres', 'uno\ndos\n\ntres'],
    ['lone CR becomes LF', 'uno\rdos', 'uno\ndos'],
    ['direction marks in mixed-script text', 'שלום\u200E 2026', 'שלום\u200E 2026'],
    ['NFC', 'cafe\u0301\n', 'café'],
  ])('accepts %s', (_, input, stored) => {
    expect(multiLineText().parse(input)).toBe(stored);
  });

  it.each([
    ['NUL', 'a\u0000b', 'TEXT_CONTROL_CHARACTER'],
    ['vertical tab', 'a\u000Bb', 'TEXT_CONTROL_CHARACTER'],
    ['form feed', 'a\u000Cb', 'TEXT_CONTROL_CHARACTER'],
    ['C1', 'a\u0090b', 'TEXT_CONTROL_CHARACTER'],
    ['lone surrogate', 'a\uDBFF', 'TEXT_UNPAIRED_SURROGATE'],
    ['override', 'a\u202Db', 'TEXT_DIRECTION_CHARACTER'],
    ['isolate', 'a\u2067b', 'TEXT_DIRECTION_CHARACTER'],
  ])('refuses %s', (_, input, code) => {
    expect(messages(multiLineText(), input)).toEqual([code]);
    expect(textProblem(input, 'multiLine')).toBe(code);
  });
});

describe('text refusals', () => {
  it('have a Spanish and an English text in the catalogue', () => {
    for (const code of TEXT_ERROR_CODES) {
      expect(errorCatalogue[code].kind).toBe('validation');
      expect(errorMessage(code, 'es')).not.toBe(errorMessage(code, 'en'));
    }
  });

  it("read in the caller's language when a shared schema fails on the server", () => {
    const schema = z.object({ customerName: singleLineText().min(1) });
    expect(describeIssues(schema.safeParse({ customerName: 'a\u0000' }).error!.issues, 'en')).toBe(
      `customerName: ${errorMessage('TEXT_CONTROL_CHARACTER', 'en')}`,
    );
    let thrown: unknown;
    try {
      parseOrThrow(schema, { customerName: 'x\u202Ey' }, 'es');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).messageIn('es')).toContain(errorMessage('TEXT_DIRECTION_CHARACTER', 'es'));
  });

  it('storedText stores what the schemas store, without checking', () => {
    expect(storedText('  Jose\u0301 ')).toBe('José');
    expect(storedText(' a\r\nb ', 'multiLine')).toBe('a\nb');
  });
});

describe('the shared domain schemas', () => {
  it.each([
    ['customer name', () => import('../customers/registration').then((m) => m.registrationDataSchema.shape.customerName)],
    ['customer second name', () => import('../customers/registration').then((m) => m.registrationDataSchema.shape.customerSecondName)],
    ['taxpayer name', () => import('../customers/registration').then((m) => m.registrationTaxpayerSchema.shape.taxpayerName)],
    ['customer search', () => import('../customers/filters').then((m) => m.customerFilterSchema.shape.search)],
    ['menu name', () => import('../menus/exchange').then((m) => m.systemMenuInputSchema.shape.systemMenuName)],
    ['nickname', () => import('../access/profile').then((m) => m.profileUpdateSchema.shape.nickname)],
    ['user name', () => import('../access/rules').then((m) => m.userNameSchema)],
    ['ERP store', () => import('../erp/operations').then((m) => m.purchaseOrderLineSchema.shape.storeId)],
  ])('refuse a NUL, a lone surrogate and an override in the %s', async (name, load) => {
    const schema = (await load()) as z.ZodType;
    for (const [value, code] of [
      ['Ana\u0000Luisa', 'TEXT_CONTROL_CHARACTER'],
      ['Ana\uD800Luisa', 'TEXT_UNPAIRED_SURROGATE'],
      ['Ana\u202ELuisa', 'TEXT_DIRECTION_CHARACTER'],
    ] as const) {
      expect(messages(schema, value), `${name} ${code}`).toContain(code);
    }
  });

  it('store names in NFC', async () => {
    const { registrationDataSchema } = await import('../customers/registration');
    expect(registrationDataSchema.shape.customerName.parse(' Jose\u0301 ')).toBe('José');
  });
});

describe('looseTextPattern', () => {
  it('finds the text anywhere, accents and case aside, and takes every other character literally', () => {
    const matches = (search: string, value: string) => new RegExp(looseTextPattern(search), 'i').test(value);
    expect(matches('jose', 'Tienda José Pérez')).toBe(true);
    expect(matches('PÉREZ', 'perez')).toBe(true);
    expect(matches('coatzacoalcos', 'COATZACOÁLCOS')).toBe(true);
    expect(matches('a.b', 'axb')).toBe(false);
    expect(matches('.*', 'anything')).toBe(false);
    expect(matches('(x)[y]', 'a (x)[y] b')).toBe(true);
  });
});

describe('nameKeyOf', () => {
  it.each([
    ['Equipo  Norte ', {}, 'equipo norte'],
    ['CAFÉ', {}, 'café'],
    ['Cafe\u0301', {}, 'café'],
    ['Límpieza\tGeneral', { ignoreAccents: true }, 'limpieza general'],
    ['Ñandú', { ignoreAccents: true }, 'nandu'],
  ])('keys %j (%j) as %j', (name, options, key) => {
    expect(nameKeyOf(name, options)).toBe(key);
  });
});
