import { describe, expect, it } from 'vitest';
import { type AppError } from '../errors/catalogue';
import { parseOrThrow } from '../validation/parse';
import { erpReadQuerySchema, type ErpReadQueryInput } from './readQuery';

const form: ErpReadQueryInput = { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201'], from: '', to: '' };
const problem = (input: ErpReadQueryInput) => {
  const parsed = erpReadQuerySchema.safeParse(input);
  return parsed.success ? null : { path: parsed.error.issues[0].path.join('.'), message: parsed.error.issues[0].message };
};

describe('erpReadQuerySchema (the System status form and the API check of startErpQuery)', () => {
  it('builds the empty-container read with its article keys and company', () => {
    expect(erpReadQuerySchema.parse({ ...form, companyId: 2 })).toEqual({ operation: 'emptyContainerStock', companyId: 2, articleKeys: ['E0101', 'E0201'] });
  });

  it('asks for article keys that the ERP can take, under the keys', () => {
    expect(problem({ ...form, articleKeys: [] })).toEqual({ path: 'articleKeys', message: 'ERP_ARTICLE_KEYS_MISSING' });
    expect(problem({ ...form, articleKeys: ["E01'; DROP"] })).toEqual({ path: 'articleKeys', message: 'ERP_ARTICLE_KEY_INVALID' });
    expect(problem({ ...form, articleKeys: Array.from({ length: 501 }, (_, index) => `A${index}`) })).toEqual({
      path: 'articleKeys',
      message: 'ERP_TOO_MANY_ARTICLE_KEYS',
    });
  });

  it('takes a dd/MM/yyyy range for sales and inventory, both ends, in order', () => {
    expect(erpReadQuerySchema.parse({ ...form, operation: 'salesRange', from: '01/03/2026', to: '31/03/2026' })).toEqual({
      operation: 'salesRange',
      companyId: 1,
      from: '01/03/2026',
      to: '31/03/2026',
    });
    expect(erpReadQuerySchema.parse({ ...form, operation: 'inventoryRange', from: '31/12/2025', to: '01/01/2026', companyId: 2 })).toMatchObject({
      operation: 'inventoryRange',
      companyId: 2,
    });
    expect(problem({ ...form, operation: 'salesRange', from: '01/03/2026', to: '' })).toEqual({ path: 'to', message: 'ERP_RANGE_MISSING' });
    expect(problem({ ...form, operation: 'salesRange', from: '2026-03-01', to: '02/03/2026' })).toEqual({ path: 'from', message: 'ERP_RANGE_MISSING' });
    expect(problem({ ...form, operation: 'salesRange', from: '02/03/2026', to: '01/03/2026' })).toEqual({ path: 'to', message: 'ERP_RANGE_REVERSED' });
  });

  it('asks the next consolidated order id with the company alone', () => {
    expect(erpReadQuerySchema.parse({ ...form, operation: 'nextConsolidatedOrderId', companyId: 2 })).toEqual({
      operation: 'nextConsolidatedOrderId',
      companyId: 2,
    });
  });

  it('refuses in the reader language, as the API answers', () => {
    const refuse = (language: 'es' | 'en') => {
      try {
        parseOrThrow(erpReadQuerySchema, { ...form, operation: 'salesRange', from: '02/03/2026', to: '01/03/2026' }, language, 'ERP_OPERATION_INVALID');
      } catch (error) {
        return (error as AppError).messageIn(language);
      }
      return '';
    };
    expect(refuse('es')).toBe('La operación del ERP no es válida: to: La fecha final debe ser posterior a la inicial.');
    expect(refuse('en')).toBe('The ERP operation is not valid: to: The end date must come after the start date.');
  });
});
