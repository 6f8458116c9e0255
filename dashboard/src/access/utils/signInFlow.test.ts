import { describe, expect, it } from 'vitest';
import { emptySignInFields, signInScreenSchema } from './signInFlow';
import type { SignInMode } from './signInRules';

describe('signInScreenSchema', () => {
  it('checks the fields of the mode on screen, read at each check, and answers that mode’s output', () => {
    let current: { mode: SignInMode; phoneRequired: boolean } = { mode: 'signIn', phoneRequired: false };
    const schema = signInScreenSchema(() => current);
    const signIn = schema.safeParse({ ...emptySignInFields, userName: 'admin', password: 'Demo#2026' });
    expect(signIn.success).toBe(true);
    // The same values in the code mode: the code is missing, under its own field.
    current = { mode: 'mfa', phoneRequired: false };
    const mfa = schema.safeParse({ ...emptySignInFields, userName: 'admin', password: 'Demo#2026' });
    expect(mfa.success).toBe(false);
    expect(mfa.error?.issues.map((issue) => issue.path.join('.'))).toContain('code');
    expect(schema.safeParse({ ...emptySignInFields, userName: 'admin', code: '123456' }).success).toBe(true);
  });

  it('asks the new-password mode for a phone only when the challenge did', () => {
    let current: { mode: SignInMode; phoneRequired: boolean } = { mode: 'newPassword', phoneRequired: false };
    const schema = signInScreenSchema(() => current);
    const values = { ...emptySignInFields, userName: 'nuevo', currentPassword: 'Temporal#2026', newPassword: 'Nueva#Clave2026' };
    expect(schema.safeParse(values).success).toBe(true);
    current = { mode: 'newPassword', phoneRequired: true };
    const refused = schema.safeParse(values);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toContain('phone');
  });
});
