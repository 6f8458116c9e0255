import { z } from 'zod';

/** The limits of the days a statement waits before a reminder and before escalating (docs/commissionStatements.md). */
export const STATEMENT_SETTINGS_DAYS = { min: 1, max: 60 } as const;

const days = z.number().int().min(STATEMENT_SETTINGS_DAYS.min).max(STATEMENT_SETTINGS_DAYS.max);

/**
 * A company's statement settings (issue 25): the reviewer position (an area of the company) and its
 * e-mail, the days before the reminder and before escalating. Checked by `saveCommissionStatementSettings`
 * and by the settings dialog on the statements screen.
 */
export const statementSettingsSchema = z.object({
  organizationId: z.string().trim().min(1).max(40),
  reminderDays: days,
  escalationDays: days,
  reviewerAreaId: z.string().trim().max(60).nullish(),
  reviewerEmail: z.union([z.literal(''), z.string().trim().email().max(200)]).nullish(),
});

export type StatementSettingsInput = z.input<typeof statementSettingsSchema>;
