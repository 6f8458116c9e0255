import { describe, expect, it } from 'vitest';
import { statementSettingsSchema } from '../../../../../domain/commissions/statementSettings';
import { settingsFormValues, settingsInput } from './settingsForm';

describe('statement settings form', () => {
  it('reads an unset area as the empty choice and sends it back as null', () => {
    const form = settingsFormValues({ reviewerAreaId: null, reviewerEmail: '', reminderDays: 3, escalationDays: 2 });
    expect(form).toEqual({ reviewerAreaId: '', reviewerEmail: '', reminderDays: 3, escalationDays: 2 });
    expect(settingsInput('org-1', form)).toEqual({ organizationId: 'org-1', reviewerAreaId: null, reviewerEmail: '', reminderDays: 3, escalationDays: 2 });
  });

  it('trims the e-mail and keeps a chosen area', () => {
    const input = settingsInput('org-1', { reviewerAreaId: 'area-7', reviewerEmail: '  rh@bama.mx ', reminderDays: 5, escalationDays: 4 });
    expect(input).toMatchObject({ reviewerAreaId: 'area-7', reviewerEmail: 'rh@bama.mx' });
    expect(statementSettingsSchema.safeParse(input).success).toBe(true);
  });

  it('is refused by the shared rules when a day count is out of range or the e-mail is wrong', () => {
    const base = { reviewerAreaId: '', reviewerEmail: '', reminderDays: 3, escalationDays: 2 };
    expect(statementSettingsSchema.safeParse(settingsInput('org-1', { ...base, reminderDays: 0 })).success).toBe(false);
    expect(statementSettingsSchema.safeParse(settingsInput('org-1', { ...base, escalationDays: 61 })).success).toBe(false);
    expect(statementSettingsSchema.safeParse(settingsInput('org-1', { ...base, reminderDays: 1.5 })).success).toBe(false);
    expect(statementSettingsSchema.safeParse(settingsInput('org-1', { ...base, reviewerEmail: 'rh@' })).success).toBe(false);
  });
});
