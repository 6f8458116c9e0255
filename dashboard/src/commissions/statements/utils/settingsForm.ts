import type { StatementSettingsInput } from '../../../../../domain/commissions/statementSettings';

/** The settings dialog's fields: no area is the empty choice, the days are numbers typed in the form. */
export interface StatementSettingsForm {
  reviewerAreaId: string;
  reviewerEmail: string;
  reminderDays: number;
  escalationDays: number;
}

/** The form's values from the saved settings (an unset area becomes the empty choice). */
export function settingsFormValues(saved: {
  reviewerAreaId?: string | null;
  reviewerEmail: string;
  reminderDays: number;
  escalationDays: number;
}): StatementSettingsForm {
  return {
    reviewerAreaId: saved.reviewerAreaId ?? '',
    reviewerEmail: saved.reviewerEmail,
    reminderDays: saved.reminderDays,
    escalationDays: saved.escalationDays,
  };
}

/** What is sent: the company, no area as null, the e-mail trimmed (empty clears it). The form checks it before the saved settings arrive, with its fields still unset. */
export function settingsInput(
  organizationId: string,
  form: StatementSettingsForm,
): StatementSettingsInput & { reviewerAreaId: string | null; reviewerEmail: string } {
  return {
    organizationId,
    reviewerAreaId: form.reviewerAreaId?.trim() || null,
    reviewerEmail: form.reviewerEmail?.trim() ?? '',
    reminderDays: form.reminderDays,
    escalationDays: form.escalationDays,
  };
}
