import { describe, expect, it } from 'vitest';
import { AttendantModel } from '../../db/models/access/attendant';
import { useAccessTestApp } from './testing';

const app = useAccessTestApp({ lockoutMs: 60_000 });

describe('sign up with an SMS code', () => {
  const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { destination deliveryMedium } }';
  const CONFIRM = 'mutation ($input: ConfirmSignUpInput!) { confirmSignUp(input: $input) }';

  it('registers, refuses sign-in until confirmed, resends and confirms with the code from the outbox', async () => {
    const answer = await app.gql(SIGN_UP, { input: { userName: ' nuevo.usuario ', password: ' clave1 ', phone: ' 9212223344 ' } });
    expect(answer.data?.signUp).toEqual({ destination: '+52*******344', deliveryMedium: 'SMS' });
    const firstCode = await app.lastCode('+529212223344');
    expect((await app.signIn('nuevo.usuario', 'clave1')).errors?.[0].extensions.errorCode).toBe('USER_NOT_CONFIRMED');
    const resent = await app.gql('mutation { resendSignUpCode(userName: "nuevo.usuario") { destination } }');
    expect(resent.data?.resendSignUpCode).toEqual({ destination: '+52*******344' });
    const code = await app.lastCode('+529212223344');
    // The resent code replaces the first one.
    if (code !== firstCode)
      expect((await app.gql(CONFIRM, { input: { userName: 'nuevo.usuario', code: firstCode } })).errors?.[0].extensions.errorCode).toBe('CODE_INVALID');
    expect((await app.gql(CONFIRM, { input: { userName: 'nuevo.usuario', code } })).data).toEqual({ confirmSignUp: true });
    const signedIn = await app.signIn('nuevo.usuario', 'clave1');
    expect(signedIn.data?.signIn).toMatchObject({ status: 'SIGNED_IN', user: { positionId: 'unassigned', permissions: [] } });
    const menus = await app.gql('{ myMenus { profile { path } system { path } navigation { path } } }', {}, { cookie: signedIn.cookie });
    expect(menus.data?.myMenus).toMatchObject({ system: [], navigation: [] });
  });

  it.each([
    [{ userName: 'corto', password: 'abcde', phone: '9212223344' }, 'PASSWORD_TOO_SHORT'],
    [{ userName: 'cort', password: 'abcdef', phone: '9212223344' }, 'USERNAME_TOO_SHORT'],
    [{ userName: 'corto', password: 'abcdef', phone: '921222' }, 'PHONE_TOO_SHORT'],
  ])('refuses %j with %s', async (input, code) => {
    expect((await app.gql(SIGN_UP, { input })).errors?.[0].extensions.errorCode).toBe(code);
  });

  it('answers a user name already in use like a new one, without sending a code or touching the account', async () => {
    const sent = async () => ((await app.gql('{ smsMessages(limit: 500) { phone } }', {}, { token: app.operatorToken })).data!.smsMessages as unknown[]).length;
    const before = await sent();
    const adminBefore = await AttendantModel.findOne({ userName: 'admin' }).select('+passwordHash').lean();
    const taken = await app.gql(SIGN_UP, { input: { userName: 'ADMIN', password: 'abcdef', phone: '9215556677' } });
    const fresh = await app.gql(SIGN_UP, { input: { userName: 'otro.nuevo', password: 'abcdef', phone: '9215556677' } });
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.signUp).toEqual(fresh.data?.signUp);
    expect(taken.data?.signUp).toEqual({ destination: '+52*******677', deliveryMedium: 'SMS' });
    // Only the new name got its code; the existing account is as it was and cannot be confirmed by the caller.
    expect(await sent()).toBe(before + 1);
    const adminAfter = await AttendantModel.findOne({ userName: 'admin' }).select('+passwordHash').lean();
    expect(adminAfter?.passwordHash).toBe(adminBefore?.passwordHash);
    expect((await app.gql(CONFIRM, { input: { userName: 'admin', code: '123456' } })).errors?.[0].extensions.errorCode).toBe('CODE_EXPIRED');
  });

  it('refuses a code that is too short or not numeric', async () => {
    expect((await app.gql(CONFIRM, { input: { userName: 'nuevo.usuario', code: '12345' } })).errors?.[0].extensions.errorCode).toBe('CODE_TOO_SHORT');
    expect((await app.gql(CONFIRM, { input: { userName: 'nuevo.usuario', code: '12345a' } })).errors?.[0].extensions.errorCode).toBe('CODE_NOT_NUMERIC');
  });
});

describe('new password required', () => {
  const COMPLETE = /* GraphQL */ `
    mutation ($input: CompleteNewPasswordInput!) {
      completeNewPassword(input: $input) {
        status
        user {
          userName
        }
        challenge {
          name
        }
      }
    }
  `;

  it('makes an account created by an administrator set its own password, with a phone when it has none', async () => {
    const created = await app.gql(
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { userName passwordChangeRequired } }',
      { input: { userName: 'temporal.uno', temporaryPassword: 'Temp#01', positionId: 'buyer' } },
      { token: app.operatorToken },
    );
    expect(created.data?.createUser).toEqual({ userName: 'temporal.uno', passwordChangeRequired: true });
    const first = await app.signIn('temporal.uno', 'Temp#01');
    expect(first.data?.signIn).toMatchObject({ status: 'CHALLENGE', user: null, challenge: { name: 'NEW_PASSWORD_REQUIRED', phoneRequired: true } });
    expect(first.cookie).toBeUndefined();
    const wrongCurrent = await app.gql(COMPLETE, {
      input: { userName: 'temporal.uno', currentPassword: 'Temp#02', newPassword: 'Propia#1', phone: '+5219213334455' },
    });
    expect(wrongCurrent.errors?.[0].extensions).toMatchObject({ errorCode: 'PASSWORD_ERROR', details: { attempts: { attemptsUsed: 1 } } });
    const noPhone = await app.gql(COMPLETE, { input: { userName: 'temporal.uno', currentPassword: 'Temp#01', newPassword: 'Propia#1' } });
    expect(noPhone.errors?.[0].extensions.errorCode).toBe('PHONE_REQUIRED');
    const done = await app.gql(COMPLETE, { input: { userName: 'temporal.uno', currentPassword: 'Temp#01', newPassword: 'Propia#1', phone: '+5219213334455' } });
    expect(done.data?.completeNewPassword).toEqual({ status: 'SIGNED_IN', user: { userName: 'temporal.uno' }, challenge: null });
    expect(done.cookie).toMatch(/^prometheus_session=/);
    expect((await AttendantModel.findOne({ userName: 'temporal.uno' }).lean())?.phones).toEqual([{ phoneType: 'mobile', phone: '+529213334455' }]);
    expect((await app.signIn('temporal.uno', 'Temp#01')).errors?.[0].extensions.errorCode).toBe('INVALID_CREDENTIALS');
    expect((await app.signIn('temporal.uno', 'Propia#1')).data?.signIn).toMatchObject({ status: 'SIGNED_IN' });
  });
});
