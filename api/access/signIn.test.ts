import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../../db/seed';
import { AttendantModel } from '../../db/models/access/attendant';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { hashSecret, testSecretHashCost } from '../../db/models/access/secrets';
import { staffPermissionMenus } from '../../domain/access/permissions';
import { startAccessTestApp, type AccessTestApp } from './testing';

let app: AccessTestApp;

beforeAll(async () => {
  app = await startAccessTestApp({ lockoutMs: 60_000 });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const ME = '{ me { id userName fullName positionId permissions } }';

describe('sign in and sessions', () => {
  it('signs in a demo account with an httpOnly session cookie and permissions derived from its menus', async () => {
    const answer = await app.signIn('admin');
    expect(answer.data?.signIn).toMatchObject({ status: 'SIGNED_IN', user: { userName: 'admin' }, challenge: null, attempts: { attemptsUsed: 0, attemptsRemaining: 3 } });
    // The administrator sees every menu with every scope: it holds every staff permission of every area.
    expect((answer.data!.signIn as { user: { permissions: string[] } }).user.permissions).toEqual(Object.keys(staffPermissionMenus).sort());
    expect(Object.keys(staffPermissionMenus)).toEqual(expect.arrayContaining(['audits.decide', 'customers.write', 'workflows.cancel', 'purchases.send', 'headcount.compute', 'licenses.write']));
    const me = await app.gql(ME, {}, { cookie: answer.cookie });
    expect(me.data?.me).toMatchObject({ userName: 'admin', positionId: 'administrator' });
  });

  it('pads a short password with zeros and trims the username', async () => {
    await AttendantModel.updateOne({ userName: 'almacen' }, { $set: { passwordHash: await hashSecret('001234', testSecretHashCost) } });
    const padded = await app.gql('mutation ($input: SignInInput!) { signIn(input: $input) { status } }', { input: { userName: '  almacen ', password: ' 1234 ' } });
    expect(padded.data?.signIn).toEqual({ status: 'SIGNED_IN' });
  });

  it('refuses a too-short username with the same message as a wrong password', async () => {
    const answer = await app.signIn('adm', DEMO_PASSWORD);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Usuario o contraseña incorrectos.', extensions: { errorCode: 'INVALID_CREDENTIALS' } });
  });

  it('ends every session of the user on sign-out (global sign-out)', async () => {
    const first = await app.signIn('direccion');
    const second = await app.signIn('direccion');
    expect((await app.gql(ME, {}, { cookie: second.cookie })).data?.me).toMatchObject({ userName: 'direccion' });
    const out = await app.gql('mutation { signOut }', {}, { cookie: first.cookie });
    expect(out.data).toEqual({ signOut: true });
    expect((await app.gql(ME, {}, { cookie: first.cookie })).data?.me).toBeNull();
    expect((await app.gql(ME, {}, { cookie: second.cookie })).data?.me).toBeNull();
    const again = await app.signIn('direccion');
    expect((await app.gql(ME, {}, { cookie: again.cookie })).data?.me).toMatchObject({ userName: 'direccion' });
  });

  it('drops the session of a deactivated account at once', async () => {
    const session = await app.signIn('precios');
    await AttendantModel.updateOne({ userName: 'precios' }, { $set: { active: false } });
    expect((await app.gql(ME, {}, { cookie: session.cookie })).data?.me).toBeNull();
    await AttendantModel.updateOne({ userName: 'precios' }, { $set: { active: true } });
  });
});

describe('failed attempts', () => {
  it('reports attempts, offers reset at 2, locks at 3 and refuses even the right password', async () => {
    const first = await app.signIn('gerente', 'wrong-1');
    expect(first.errors?.[0].extensions).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', details: { attempts: { attemptsUsed: 1, attemptsRemaining: 2, resetOffered: false } } });
    const second = await app.signIn('gerente', 'wrong-2');
    expect(second.errors?.[0].extensions.details).toMatchObject({ attempts: { attemptsUsed: 2, attemptsRemaining: 1, resetOffered: true, locked: false } });
    const third = await app.signIn('gerente', 'wrong-3');
    expect(third.errors?.[0]).toMatchObject({ extensions: { errorCode: 'ATTEMPT_LIMIT_EXCEEDED', details: { attempts: { attemptsUsed: 3, attemptsRemaining: 0, locked: true } } } });
    expect(third.errors?.[0].message).toMatch(/límite de intentos/);
    // A direct API call with the right password is still refused while the lock lasts.
    const direct = await app.signIn('gerente', DEMO_PASSWORD);
    expect(direct.errors?.[0].extensions.errorCode).toBe('ATTEMPT_LIMIT_EXCEEDED');
    const english = await app.gql('mutation ($input: SignInInput!) { signIn(input: $input) { status } }', { input: { userName: 'gerente', password: DEMO_PASSWORD } }, { lang: 'en' });
    expect(english.errors?.[0].message).toMatch(/^Attempt limit exceeded/);
  });

  it('counts parallel wrong attempts, so a burst cannot get more than 3 tries in', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.signIn('soporte', 'wrong')));
    const codes = answers.map((answer) => answer.errors?.[0].extensions.errorCode);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(2);
    expect((await AttendantModel.findOne({ userName: 'soporte' }).lean())?.failedSignInAttempts).toBe(3);
    expect((await app.signIn('soporte')).errors?.[0].extensions.errorCode).toBe('ATTEMPT_LIMIT_EXCEEDED');
  });

  it('counts unknown users the same way, so failures do not reveal which accounts exist', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await app.signIn('nadie.aqui', 'whatever'));
    expect(answers.map((answer) => answer.errors?.[0].extensions.errorCode)).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ATTEMPT_LIMIT_EXCEEDED']);
    expect(answers[1].errors?.[0].extensions.details).toMatchObject({ attempts: { attemptsUsed: 2, resetOffered: true } });
  });

  it('lifts the lock after the forgot-password flow with the code read from the SMS outbox', async () => {
    for (let i = 0; i < 3; i += 1) await app.signIn('cuentas', 'wrong');
    expect((await app.signIn('cuentas')).errors?.[0].extensions.errorCode).toBe('ATTEMPT_LIMIT_EXCEEDED');
    const attendant = await AttendantModel.findOne({ userName: 'cuentas' }).lean();
    const request = await app.gql('mutation ($userName: String!) { forgotPassword(userName: $userName) { destination deliveryMedium } }', { userName: 'cuentas' });
    const phone = attendant!.phones[0].phone;
    expect(request.data?.forgotPassword).toEqual({ destination: `+52*******${phone.slice(-3)}`, deliveryMedium: 'SMS' });
    const code = await app.lastCode(phone);
    const submit = 'mutation ($input: ForgotPasswordSubmitInput!) { forgotPasswordSubmit(input: $input) }';
    const wrong = await app.gql(submit, { input: { userName: 'cuentas', code: code === '000000' ? '111111' : '000000', newPassword: 'NuevaClave1' } });
    expect(wrong.errors?.[0].extensions.errorCode).toBe('CODE_INVALID');
    const short = await app.gql(submit, { input: { userName: 'cuentas', code: '1234', newPassword: 'NuevaClave1' } });
    expect(short.errors?.[0].extensions.errorCode).toBe('CODE_TOO_SHORT');
    expect((await app.gql(submit, { input: { userName: 'cuentas', code, newPassword: 'NuevaClave1' } })).data).toEqual({ forgotPasswordSubmit: true });
    // The code works once.
    expect((await app.gql(submit, { input: { userName: 'cuentas', code, newPassword: 'OtraClave22' } })).errors?.[0].extensions.errorCode).toBe('CODE_EXPIRED');
    expect((await app.signIn('cuentas', 'NuevaClave1')).data?.signIn).toMatchObject({ status: 'SIGNED_IN' });
  });

  it('answers forgot-password for unknown and password-less accounts without sending anything', async () => {
    const before = await app.gql('{ smsMessages { phone } }', {}, { token: app.operatorToken });
    const unknown = await app.gql('mutation { forgotPassword(userName: "nobody-at-all") { destination } }');
    expect(unknown.data?.forgotPassword).toMatchObject({ destination: expect.stringMatching(/^\+52\*{7}\d{3}$/) });
    const cashier = await app.gql('mutation { forgotPassword(userName: "CO101C1") { destination } }');
    expect(cashier.data?.forgotPassword).toMatchObject({ destination: expect.stringMatching(/^\+52\*{7}\d{3}$/) });
    const after = await app.gql('{ smsMessages { phone } }', {}, { token: app.operatorToken });
    expect((after.data!.smsMessages as unknown[]).length).toBe((before.data!.smsMessages as unknown[]).length);
  });
});

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
    if (code !== firstCode) expect((await app.gql(CONFIRM, { input: { userName: 'nuevo.usuario', code: firstCode } })).errors?.[0].extensions.errorCode).toBe('CODE_INVALID');
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
      completeNewPassword(input: $input) { status user { userName } challenge { name } }
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
    const wrongCurrent = await app.gql(COMPLETE, { input: { userName: 'temporal.uno', currentPassword: 'Temp#02', newPassword: 'Propia#1', phone: '+5219213334455' } });
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

describe('TOTP multi-factor authentication', () => {
  it('sets up an authenticator with a QR code, then asks for a code at sign-in and never answers it itself', async () => {
    const session = await app.signIn('comisiones');
    const setup = await app.gql('mutation { setUpTotp { secret otpauthUri qrCodeDataUrl } }', {}, { cookie: session.cookie });
    const { secret, otpauthUri, qrCodeDataUrl } = setup.data!.setUpTotp as { secret: string; otpauthUri: string; qrCodeDataUrl: string };
    expect(otpauthUri).toBe(`otpauth://totp/Prometheus:comisiones?secret=${secret}&issuer=Prometheus`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await app.gql('mutation { verifyTotpSetup(code: "000000") }', {}, { cookie: session.cookie })).errors?.[0].extensions.errorCode).toBe(
      (await generate({ secret })) === '000000' ? undefined : 'MFA_CODE_INVALID',
    );
    const now = Math.floor(Date.now() / 1000);
    expect((await app.gql('mutation ($code: String!) { verifyTotpSetup(code: $code) }', { code: await generate({ secret, epoch: now }) }, { cookie: session.cookie })).data).toEqual({ verifyTotpSetup: true });

    const stored = await AttendantModel.findOne({ userName: 'comisiones' }).select('+totpSecret').lean();
    expect(stored?.totpSecret).toMatch(/^v1:/);
    expect(stored?.totpSecret).not.toContain(secret);

    const challenged = await app.signIn('comisiones');
    expect(challenged.cookie).toBeUndefined();
    const challenge = (challenged.data!.signIn as { status: string; challenge: { name: string; session: string } });
    expect(challenge).toMatchObject({ status: 'CHALLENGE', challenge: { name: 'SOFTWARE_TOKEN_MFA' } });
    const ANSWER = 'mutation ($input: MfaChallengeInput!) { answerMfaChallenge(input: $input) { status user { userName } } }';
    const wrong = await app.gql(ANSWER, { input: { userName: 'comisiones', session: challenge.challenge.session, code: '12345' } });
    expect(wrong.errors?.[0].extensions.errorCode).toBe('MFA_CODE_INVALID');
    const forged = await app.gql(ANSWER, { input: { userName: 'comisiones', session: 'x'.repeat(43), code: await generate({ secret, epoch: now + 30 }) } });
    expect(forged.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
    // The code of the next 30 s step: the one used for the setup is never accepted twice.
    const answered = await app.gql(ANSWER, { input: { userName: 'comisiones', session: challenge.challenge.session, code: await generate({ secret, epoch: now + 30 }) } });
    expect(answered.data?.answerMfaChallenge).toEqual({ status: 'SIGNED_IN', user: { userName: 'comisiones' } });
    expect((await app.gql(ME, {}, { cookie: answered.cookie })).data?.me).toMatchObject({ userName: 'comisiones' });
    // The challenge is single use.
    const replay = await app.gql(ANSWER, { input: { userName: 'comisiones', session: challenge.challenge.session, code: await generate({ secret, epoch: now + 60 }) } });
    expect(replay.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
  });
});

describe('authenticator required by the position (MFA_SETUP)', () => {
  const SETUP_ANSWER = 'mutation ($input: MfaChallengeInput!) { answerMfaSetupChallenge(input: $input) { status user { userName } attempts { attemptsUsed locked } } }';
  const CHALLENGE = 'mutation ($input: SignInInput!) { signIn(input: $input) { status challenge { name session totpSetup { secret otpauthUri qrCodeDataUrl } } } }';
  interface SetupChallenge {
    status: string;
    challenge: { name: string; session: string; totpSetup: { secret: string; otpauthUri: string; qrCodeDataUrl: string } | null };
  }
  const challengeOf = async (userName: string) => {
    const answer = await app.gql(CHALLENGE, { input: { userName, password: DEMO_PASSWORD } });
    expect(answer.cookie).toBeUndefined();
    return answer.data!.signIn as SetupChallenge;
  };

  it('makes licencias (License Administrator) set up an authenticator before any session, then asks for its code', async () => {
    const first = await challengeOf('licencias');
    expect(first).toMatchObject({ status: 'CHALLENGE', challenge: { name: 'MFA_SETUP' } });
    const { secret, otpauthUri, qrCodeDataUrl } = first.challenge.totpSetup!;
    expect(otpauthUri).toBe(`otpauth://totp/Prometheus:licencias?secret=${secret}&issuer=Prometheus`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Nothing is signed in yet: no cookie, and the profile's setup needs a session.
    expect((await app.gql('mutation { setUpTotp { secret } }')).errors?.[0].extensions.errorCode).toBe('NOT_AUTHENTICATED');

    const now = Math.floor(Date.now() / 1000);
    const wrongCode = (await generate({ secret, epoch: now })) === '000000' ? '111111' : '000000';
    const wrong = await app.gql(SETUP_ANSWER, { input: { userName: 'licencias', session: first.challenge.session, code: wrongCode } });
    expect(wrong.cookie).toBeUndefined();
    expect(wrong.errors?.[0].extensions).toMatchObject({ errorCode: 'MFA_CODE_INVALID', details: { attempts: { attemptsUsed: 1, attemptsRemaining: 2 } } });
    const forged = await app.gql(SETUP_ANSWER, { input: { userName: 'licencias', session: 'x'.repeat(43), code: await generate({ secret, epoch: now }) } });
    expect(forged.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
    // A stale token of the code-entry challenge cannot answer the setup, nor the other way round.
    const asCode = await app.gql('mutation ($input: MfaChallengeInput!) { answerMfaChallenge(input: $input) { status } }', { input: { userName: 'licencias', session: first.challenge.session, code: await generate({ secret, epoch: now }) } });
    expect(asCode.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
    expect((await AttendantModel.findOne({ userName: 'licencias' }).lean())?.totpEnabled).toBe(false);

    const right = await app.gql(SETUP_ANSWER, { input: { userName: 'licencias', session: first.challenge.session, code: await generate({ secret, epoch: now }) } });
    expect(right.data?.answerMfaSetupChallenge).toEqual({ status: 'SIGNED_IN', user: { userName: 'licencias' }, attempts: { attemptsUsed: 0, locked: false } });
    expect((await app.gql(ME, {}, { cookie: right.cookie })).data?.me).toMatchObject({ userName: 'licencias', positionId: 'licenseAdministrator' });
    const stored = await AttendantModel.findOne({ userName: 'licencias' }).select('+totpSecret +totpPendingSecret').lean();
    expect(stored).toMatchObject({ totpEnabled: true, totpPendingSecret: null, failedSignInAttempts: 0 });
    expect(stored?.totpSecret).toMatch(/^v1:/);
    expect(stored?.totpSecret).not.toContain(secret);
    // The token is single use.
    const replay = await app.gql(SETUP_ANSWER, { input: { userName: 'licencias', session: first.challenge.session, code: await generate({ secret, epoch: now + 30 }) } });
    expect(replay.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');

    // From now on sign-in asks for the code of that authenticator.
    const later = await challengeOf('licencias');
    expect(later).toMatchObject({ status: 'CHALLENGE', challenge: { name: 'SOFTWARE_TOKEN_MFA', totpSetup: null } });
    const answered = await app.gql('mutation ($input: MfaChallengeInput!) { answerMfaChallenge(input: $input) { status } }', { input: { userName: 'licencias', session: later.challenge.session, code: await generate({ secret, epoch: now + 30 }) } });
    expect(answered.data?.answerMfaChallenge).toEqual({ status: 'SIGNED_IN' });
  });

  it('counts wrong setup codes against the lockout and ends the challenge at the limit', async () => {
    await AttendantModel.updateOne({ userName: 'licencias' }, { $set: { totpEnabled: false, totpSecret: null, totpLastTimeStep: null } });
    const challenge = await challengeOf('licencias');
    expect(challenge.challenge.name).toBe('MFA_SETUP');
    const { secret } = challenge.challenge.totpSetup!;
    const now = Math.floor(Date.now() / 1000);
    const wrongCode = (await generate({ secret, epoch: now })) === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await app.gql(SETUP_ANSWER, { input: { userName: 'licencias', session: challenge.challenge.session, code: wrongCode } })).errors?.[0].extensions.errorCode);
    }
    expect(codes).toEqual(['MFA_CODE_INVALID', 'MFA_CODE_INVALID', 'ATTEMPT_LIMIT_EXCEEDED']);
    const late = await app.gql(SETUP_ANSWER, { input: { userName: 'licencias', session: challenge.challenge.session, code: await generate({ secret, epoch: now }) } });
    expect(late.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
    expect(late.cookie).toBeUndefined();
    expect((await app.signIn('licencias')).errors?.[0].extensions.errorCode).toBe('ATTEMPT_LIMIT_EXCEEDED');
  });

  it('lets the challenge token expire like the code challenge', async () => {
    await PermissionProfileModel.updateOne({ positionId: 'settingsAnalyst' }, { $set: { authenticatorRequired: true } });
    try {
      const challenge = await challengeOf('configuracion');
      expect(challenge.challenge.name).toBe('MFA_SETUP');
      await AttendantModel.updateOne({ userName: 'configuracion' }, { $set: { mfaChallengeExpiresAt: Date.now() - 1 } });
      const expired = await app.gql(SETUP_ANSWER, { input: { userName: 'configuracion', session: challenge.challenge.session, code: await generate({ secret: challenge.challenge.totpSetup!.secret }) } });
      expect(expired.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
      expect((await AttendantModel.findOne({ userName: 'configuracion' }).lean())?.totpEnabled).toBe(false);
    } finally {
      await PermissionProfileModel.updateOne({ positionId: 'settingsAnalyst' }, { $set: { authenticatorRequired: false } });
    }
  });
});

describe('limits of codes and locks', () => {
  it('ends a code after 5 wrong tries', async () => {
    await app.gql('mutation { forgotPassword(userName: "operaciones") { destination } }');
    const submit = 'mutation ($input: ForgotPasswordSubmitInput!) { forgotPasswordSubmit(input: $input) }';
    const phone = (await AttendantModel.findOne({ userName: 'operaciones' }).lean())!.phones[0].phone;
    const code = await app.lastCode(phone);
    const wrong = code === '999999' ? '999998' : '999999';
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await app.gql(submit, { input: { userName: 'operaciones', code: wrong, newPassword: 'Nueva#123' } })).errors?.[0].extensions.errorCode);
    expect(codes).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']);
    expect((await app.gql(submit, { input: { userName: 'operaciones', code, newPassword: 'Nueva#123' } })).errors?.[0].extensions.errorCode).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('lets the account in again when the lock period ends', async () => {
    const short = await app.another({ lockoutMs: 300 });
    try {
      for (let i = 0; i < 3; i += 1) await short.signIn('tco.gerente', 'wrong');
      expect((await short.signIn('tco.gerente')).errors?.[0].extensions.errorCode).toBe('ATTEMPT_LIMIT_EXCEEDED');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await short.signIn('tco.gerente')).data?.signIn).toMatchObject({ status: 'SIGNED_IN', attempts: { attemptsUsed: 0 } });
    } finally {
      await short.close();
    }
  });
});

describe('rate limiting per client address', () => {
  it('answers RATE_LIMITED once the bucket of an operation is empty', async () => {
    const limited = await app.another({ rateLimits: { signIn: { capacity: 2, perMinute: 1 }, subscription: { capacity: 1, perMinute: 1 } } });
    try {
      const answers = [await limited.signIn('admin'), await limited.signIn('admin'), await limited.signIn('admin')];
      expect(answers.map((answer) => answer.errors?.[0]?.extensions.errorCode ?? 'ok')).toEqual(['ok', 'ok', 'RATE_LIMITED']);
      expect(answers[2].errors?.[0].extensions.details).toMatchObject({ operation: 'signIn', retryAfterSeconds: expect.any(Number) });
      const SUBSCRIBE = 'mutation ($email: String!) { createEmailSuscription(input: { email: $email }) { email } }';
      expect((await limited.gql(SUBSCRIBE, { email: 'uno@correo.mx' })).data).toBeDefined();
      expect((await limited.gql(SUBSCRIBE, { email: 'dos@correo.mx' })).errors?.[0].extensions.errorCode).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('platform permissions from menus', () => {
  it('lets an administrator read the SMS outbox and refuses a position without the outbox menu', async () => {
    const admin = await app.signIn('admin');
    const list = await app.gql('{ smsMessages { phone } }', {}, { cookie: admin.cookie });
    expect(Array.isArray(list.data?.smsMessages)).toBe(true);
    const buyer = await app.signIn('compras');
    expect((await app.gql('{ smsMessages { phone } }', {}, { cookie: buyer.cookie })).errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
    expect((await app.gql('{ smsMessages { phone } }')).errors?.[0].extensions.errorCode).toBe('NOT_AUTHENTICATED');
  });

  it('withdraws a permission when the administrator narrows the menu scopes of the position', async () => {
    const admin = await app.signIn('admin');
    const narrow = await app.gql(
      'mutation ($input: PermissionProfileInput!) { updatePermissionProfile(input: $input) { positionId menuScopes { systemMenuId scopes } } }',
      { input: { positionId: 'it', menuAccess: 'all', menuScopes: [{ systemMenuId: 'system.outbox', scopes: ['editar'] }] } },
      { cookie: admin.cookie },
    );
    expect(narrow.data?.updatePermissionProfile).toMatchObject({ positionId: 'it' });
    await AttendantModel.updateOne({ userName: 'configuracion' }, { $set: { position: { positionId: 'it', positionName: 'IT' } } });
    const it = await app.signIn('configuracion');
    const permissions = (it.data!.signIn as { user: { permissions: string[] } }).user.permissions;
    expect(permissions).not.toContain('mail.read');
    expect(permissions).toContain('workflows.read');
    await AttendantModel.updateOne({ userName: 'configuracion' }, { $set: { position: { positionId: 'settingsAnalyst', positionName: 'Settings Analyst' } } });
  });
});
