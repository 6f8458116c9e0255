import { z } from 'zod';
import { commissionDay } from './calculationRun';

/**
 * A company's statement period (issue 25), as the API reads it (start, list, export) and the
 * statements' start form and export dialog check it: the company, a real first day and a real end
 * day (exclusive) after it (COMMISSION_STATEMENT_PERIOD_BACKWARDS under the end).
 */
export const statementPeriodSchema = z
  .object({ organizationId: z.string().trim().min(1).max(40), periodStart: commissionDay, periodEnd: commissionDay })
  .refine((period) => period.periodStart < period.periodEnd, { message: 'COMMISSION_STATEMENT_PERIOD_BACKWARDS', path: ['periodEnd'] });
