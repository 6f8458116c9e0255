import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  completeNewPasswordSchema,
  confirmSignUpSchema,
  forgotPasswordSubmitSchema,
  padPassword,
  signInSchema,
  signUpSchema,
  userNameOnlySchema,
} from './rules';
import { passwordChangeSchema, pinSchema, profilePhoneSchema, profileUpdateSchema, storedPhoneToProfile } from './profile';
import { emailSubscriptionSchema, subscriptionEmailKey } from './subscription';
import { afterFailedAttempt, attemptState, clearedAttempts, MAX_SIGN_IN_ATTEMPTS } from './lockout';
import { dropNulls, issueCodes, parseAccessInput } from './validation';
import { AppError } from '../errors/catalogue';
import { maskPhone } from './identity';

function outcome(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : Object.values(issueCodes(parsed.error))[0];
}

describe('spec 000 section 5: sign in', () => {
  it.each([
    [
      { userName: 'admin', password: 'abcd' },
      { userName: 'admin', password: '00abcd' },
    ],
    [
      { userName: '  admin  ', password: '  1234  ' },
      { userName: 'admin', password: '001234' },
    ],
    [
      { userName: 'admin', password: 'Demo#2026' },
      { userName: 'admin', password: 'Demo#2026' },
    ],
    [{ userName: 'adm1', password: 'abcd' }, 'USERNAME_TOO_SHORT'],
    [{ userName: '   adm1   ', password: 'abcd' }, 'USERNAME_TOO_SHORT'],
    [{ userName: 'admin', password: 'abc' }, 'PASSWORD_TOO_SHORT'],
    [{ userName: 'admin', password: '  abc  ' }, 'PASSWORD_TOO_SHORT'],
    [{ userName: 'ad min', password: 'abcd' }, 'USERNAME_INVALID'],
  ])('%j gives %j', (input, expected) => {
    expect(outcome(signInSchema, input)).toEqual(expected);
  });

  it('pads passwords with zeros to 6 characters only when shorter', () => {
    expect(padPassword('1')).toBe('000001');
    expect(padPassword('12345')).toBe('012345');
    expect(padPassword('1234567')).toBe('1234567');
  });
});

describe('spec 000 section 5: sign up and confirmation', () => {
  it.each([
    [
      { userName: ' nuevo ', password: ' secreto ', phone: ' 9211234567 ' },
      { userName: 'nuevo', password: 'secreto', phone: '+529211234567' },
    ],
    [
      { userName: 'nuevo', password: '123456', phone: '+52 921 123 4567' },
      { userName: 'nuevo', password: '123456', phone: '+529211234567' },
    ],
    [
      { userName: 'nuevo', password: '123456', phone: '+5219211234567' },
      { userName: 'nuevo', password: '123456', phone: '+529211234567' },
    ],
    [{ userName: 'nuev', password: '123456', phone: '9211234567' }, 'USERNAME_TOO_SHORT'],
    [{ userName: 'nuevo', password: '12345', phone: '9211234567' }, 'PASSWORD_TOO_SHORT'],
    [{ userName: 'nuevo', password: '123456', phone: '921123456' }, 'PHONE_TOO_SHORT'],
    [{ userName: 'nuevo', password: '123456', phone: '92112345678' }, 'PHONE_INVALID'],
    [{ userName: 'nuevo', password: '123456', phone: 'abcdefghij' }, 'PHONE_INVALID'],
    [{ userName: 'nuevo', password: '123456', phone: '0000000000' }, 'PHONE_NOT_MEXICAN'],
    [{ userName: 'nuevo', password: '123456', phone: '+52 123 456 7890' }, 'PHONE_NOT_MEXICAN'],
  ])('%j gives %j', (input, expected) => {
    expect(outcome(signUpSchema, input)).toEqual(expected);
  });

  it.each([
    [
      { userName: 'nuevo', code: ' 123456 ' },
      { userName: 'nuevo', code: '123456' },
    ],
    [{ userName: 'nuevo', code: '12345' }, 'CODE_TOO_SHORT'],
    [{ userName: 'nuevo', code: '12345a' }, 'CODE_NOT_NUMERIC'],
  ])('confirmation %j gives %j', (input, expected) => {
    expect(outcome(confirmSignUpSchema, input)).toEqual(expected);
  });
});

describe('spec 000 section 5: forgot password', () => {
  it.each([
    [{ userName: 'admin' }, { userName: 'admin' }],
    [{ userName: 'admi' }, 'USERNAME_TOO_SHORT'],
  ])('request %j gives %j', (input, expected) => {
    expect(outcome(userNameOnlySchema, input)).toEqual(expected);
  });

  it.each([
    [
      { userName: 'admin', code: '12345', newPassword: 'nueva1' },
      { userName: 'admin', code: '12345', newPassword: 'nueva1' },
    ],
    [{ userName: 'admin', code: '1234', newPassword: 'nueva1' }, 'CODE_TOO_SHORT'],
    [{ userName: 'admin', code: '12a45', newPassword: 'nueva1' }, 'CODE_NOT_NUMERIC'],
    [{ userName: 'admin', code: '12345', newPassword: 'corta' }, 'PASSWORD_TOO_SHORT'],
  ])('submit %j gives %j', (input, expected) => {
    expect(outcome(forgotPasswordSubmitSchema, input)).toEqual(expected);
  });
});

describe('spec 000 section 5: new password required', () => {
  it.each([
    [
      { userName: 'nuevo', currentPassword: 'Temp#01', newPassword: 'Propia#1' },
      { userName: 'nuevo', currentPassword: 'Temp#01', newPassword: 'Propia#1' },
    ],
    [
      { userName: 'nuevo', currentPassword: 'Temp#01', newPassword: 'Propia#1', phone: '+52 921 123 4567' },
      { userName: 'nuevo', currentPassword: 'Temp#01', newPassword: 'Propia#1', phone: '+529211234567' },
    ],
    [{ userName: 'nuevo', currentPassword: 'Temp1', newPassword: 'Propia#1' }, 'PASSWORD_TOO_SHORT'],
    [{ userName: 'nuevo', currentPassword: 'Temp#01', newPassword: 'Prop1' }, 'PASSWORD_TOO_SHORT'],
    [{ userName: 'nuevo', currentPassword: 'Temp#01', newPassword: 'Propia#1', phone: '92112' }, 'PHONE_TOO_SHORT'],
  ])('%j gives %j', (input, expected) => {
    expect(outcome(completeNewPasswordSchema, input)).toEqual(expected);
  });

  it('still reads the retired +521 and stores E.164', () => {
    expect(
      outcome(completeNewPasswordSchema, { userName: 'nuevo', currentPassword: 'Temp#01', newPassword: 'Propia#1', phone: '+5219211234567' }),
    ).toMatchObject({ phone: '+529211234567' });
  });
});

describe('spec 000 section 5: profile', () => {
  it.each([
    [
      { phoneType: 'mobile', phone: '52 921 123 4567' },
      { phoneType: 'mobile', phone: '+529211234567' },
    ],
    [
      { phoneType: 'work', phone: ' 52 921 123 4567 ' },
      { phoneType: 'work', phone: '+529211234567' },
    ],
    [{ phoneType: 'mobile', phone: '9211234567' }, 'PHONE_PATTERN'],
    [{ phoneType: 'mobile', phone: '52 9211 23 4567' }, 'PHONE_PATTERN'],
    [{ phoneType: 'mobile', phone: '52 000 000 0000' }, 'PHONE_NOT_MEXICAN'],
    [{ phoneType: 'fax', phone: '52 921 123 4567' }, 'PHONE_TYPE_INVALID'],
  ])('phone %j gives %j', (input, expected) => {
    expect(outcome(profilePhoneSchema, input)).toEqual(expected);
  });

  it('shows stored phones in the 2-3-3-4 pattern', () => {
    expect(storedPhoneToProfile('+529211234567')).toBe('52 921 123 4567');
  });

  it.each([
    ['2026', '2026'],
    [' 12345678 ', '12345678'],
    ['12a4', 'PIN_NOT_NUMERIC'],
    ['123', 'PIN_NOT_NUMERIC'],
  ])('PIN %j gives %j', (input, expected) => {
    expect(outcome(pinSchema, input)).toEqual(expected);
  });

  it.each([
    [{ password: ' nueva1 ', confirmation: 'nueva1' }, 'nueva1'],
    [{ password: 'nueva1', confirmation: 'nueva2' }, 'PASSWORD_CONFIRMATION_MISMATCH'],
    [{ password: 'corta', confirmation: 'corta' }, 'PASSWORD_TOO_SHORT'],
  ])('password change %j gives %j', (input, expected) => {
    expect(outcome(passwordChangeSchema, input)).toEqual(expected);
  });

  it('refuses a save without a change', () => {
    expect(outcome(profileUpdateSchema, {})).toBe('PROFILE_NOTHING_CHANGED');
    expect(outcome(profileUpdateSchema, { nickname: ' Mari ' })).toEqual({ nickname: 'Mari' });
  });
});

describe('spec 000 section 5: landing e-mail', () => {
  it.each([
    [{ email: '' }, 'SUBSCRIPTION_EMAIL_REQUIRED'],
    [{ email: '   ' }, 'SUBSCRIPTION_EMAIL_REQUIRED'],
    [{ email: 'ana@' }, 'SUBSCRIPTION_EMAIL_INVALID'],
    [{ email: 'ana@correo' }, 'SUBSCRIPTION_EMAIL_INVALID'],
    [{ email: 'ana@correo.shopping' }, 'SUBSCRIPTION_EMAIL_INVALID'],
    [{ email: 'ana@correo.mx' }, { email: 'ana@correo.mx', active: true, origin: 'landingPage' }],
    [
      { email: ' Ana.Lopez@Correo.com ', active: true, origin: 'landingPage' },
      { email: 'Ana.Lopez@Correo.com', active: true, origin: 'landingPage' },
    ],
  ])('%j gives %j', (input, expected) => {
    expect(outcome(emailSubscriptionSchema, input)).toEqual(expected);
  });

  it('keys addresses without case', () => {
    expect(subscriptionEmailKey(' Ana@Correo.MX')).toBe('ana@correo.mx');
  });
});

describe('failed sign-in attempts', () => {
  it('offers a reset at 2 and locks at 3 until the period ends', () => {
    const now = 1_000_000;
    let record = clearedAttempts;
    record = afterFailedAttempt(record, now, 60_000);
    expect(attemptState(record, now)).toMatchObject({ attemptsUsed: 1, attemptsRemaining: 2, resetOffered: false, locked: false });
    record = afterFailedAttempt(record, now, 60_000);
    expect(attemptState(record, now)).toMatchObject({ attemptsUsed: 2, attemptsRemaining: 1, resetOffered: true, locked: false });
    record = afterFailedAttempt(record, now, 60_000);
    expect(attemptState(record, now)).toMatchObject({ attemptsUsed: MAX_SIGN_IN_ATTEMPTS, attemptsRemaining: 0, locked: true, lockedUntil: now + 60_000 });
    expect(attemptState(record, now + 60_001)).toMatchObject({ attemptsUsed: 0, locked: false });
    expect(afterFailedAttempt(record, now + 60_001, 60_000)).toEqual({ failedSignInAttempts: 1, lockedUntil: null });
  });
});

describe('parseAccessInput and helpers', () => {
  it('throws the first rule as its catalogue error with every field code', () => {
    try {
      parseAccessInput(signUpSchema, { userName: 'ab', password: '1', phone: '1' }, 'es');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('USERNAME_TOO_SHORT');
      expect((error as AppError).details).toEqual({ fields: { userName: 'USERNAME_TOO_SHORT', password: 'PASSWORD_TOO_SHORT', phone: 'PHONE_TOO_SHORT' } });
    }
  });

  it('drops null fields except those where null clears a value', () => {
    expect(dropNulls({ a: null, b: 1, c: null }, ['c'])).toEqual({ b: 1, c: null });
    expect(dropNulls('text')).toBe('text');
  });

  it('masks phones', () => {
    expect(maskPhone('+529211234567')).toBe('+52*******567');
  });
});
