import { z } from 'zod';
import { frequencies, isCalendarDate } from './period';

/** A calendar day, yyyy-MM-dd (the dashboard's DateField hands the typed text over while it is not one). */
export const commissionDay = z.string().refine(isCalendarDate, 'COMMISSION_DATE_INVALID').meta({ format: 'date' });

/**
 * A calculation run of a commission (POST /variable-commission/calculate, spec 003 section 3.2):
 * the period starting on start_date, for one employee or the whole position.
 */
export const commissionRunSchema = z.object({
  variable_commission_id: z.string().min(1),
  start_date: commissionDay,
  end_date: commissionDay.optional(),
  employee_id: z.string().optional(),
});

/** The editor's Correr dialog: one employee, always. */
export const commissionRunDialogSchema = commissionRunSchema.extend({
  employee_id: z.string().trim().min(1, 'COMMISSION_RUN_EMPLOYEE_REQUIRED'),
});

/**
 * 'Selecciona el periodo del KPI:' (spec 003 sections 2.2, 5 and 9): a frequency, times 1 to 10,
 * from a run date not earlier than `today`; on edit the commission's stored `savedDate` stays
 * acceptable even when past (the server keeps a date sent unchanged).
 */
export function kpiPeriodSchema(today: string, savedDate?: string) {
  return z.object({
    frequency: z.enum(frequencies, 'COMMISSION_PERIOD_FREQUENCY_REQUIRED'),
    multiple: z.number().int().min(1).max(10),
    date: commissionDay.refine((date) => date >= today || date === savedDate, 'COMMISSION_PERIOD_DATE_IN_PAST'),
  });
}
