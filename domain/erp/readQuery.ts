import { z } from 'zod';
import { erpDateSchema, type ErpOperation } from './operations';

/** The ERP reads a person may start ('Consulta al ERP', the CLI's `erp query`); inserts run only inside processes. */
export const erpReadOperationNames = ['emptyContainerStock', 'salesRange', 'inventoryRange', 'nextConsolidatedOrderId'] as const;
export type ErpReadOperationName = (typeof erpReadOperationNames)[number];

/** Article keys as the ERP knows them: letters, digits, dash and underscore, 1 to 30 characters. */
export const articleKeyPattern = /^[A-Za-z0-9_-]{1,30}$/;
const MAX_ARTICLE_KEYS = 500;

/** A dd/MM/yyyy day as a number that orders days (yyyymmdd). */
const dayNumber = (text: string) => {
  const [day, month, year] = text.split('/').map(Number);
  return year * 10_000 + month * 100 + day;
};

/**
 * A read as a person asks for it, the same for the System status screen's form and the API's check
 * of `startErpQuery`: the operation, the company, the article keys (emptyContainerStock) or the range
 * as dd/MM/yyyy days (salesRange, inventoryRange; the end not before the start). Each problem is a
 * catalogue code under its field; the output is the operation the ERP agent runs.
 */
export const erpReadQuerySchema = z
  .object({
    operation: z.enum(erpReadOperationNames),
    companyId: z.number().int().positive(),
    articleKeys: z.array(z.string()).default([]),
    from: z.string().default(''),
    to: z.string().default(''),
  })
  .superRefine((query, ctx) => {
    if (query.operation === 'emptyContainerStock') {
      if (query.articleKeys.length === 0) ctx.addIssue({ code: 'custom', path: ['articleKeys'], message: 'ERP_ARTICLE_KEYS_MISSING' });
      else if (query.articleKeys.length > MAX_ARTICLE_KEYS) ctx.addIssue({ code: 'custom', path: ['articleKeys'], message: 'ERP_TOO_MANY_ARTICLE_KEYS' });
      else if (!query.articleKeys.every((key) => articleKeyPattern.test(key)))
        ctx.addIssue({ code: 'custom', path: ['articleKeys'], message: 'ERP_ARTICLE_KEY_INVALID' });
    }
    if (query.operation === 'salesRange' || query.operation === 'inventoryRange') {
      const from = erpDateSchema.safeParse(query.from).success;
      const to = erpDateSchema.safeParse(query.to).success;
      if (!from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'ERP_RANGE_MISSING' });
      else if (!to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERP_RANGE_MISSING' });
      else if (dayNumber(query.from) > dayNumber(query.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERP_RANGE_REVERSED' });
    }
  })
  .transform((query): Extract<ErpOperation, { operation: ErpReadOperationName }> => {
    const { operation, companyId } = query;
    switch (operation) {
      case 'emptyContainerStock':
        return { operation, companyId, articleKeys: [...query.articleKeys] };
      case 'salesRange':
      case 'inventoryRange':
        return { operation, companyId, from: query.from, to: query.to };
      case 'nextConsolidatedOrderId':
        return { operation, companyId };
    }
  });
export type ErpReadQueryInput = z.input<typeof erpReadQuerySchema>;

export function isErpReadOperation(name: string): name is ErpReadOperationName {
  return (erpReadOperationNames as readonly string[]).includes(name);
}
