import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { AttendantModel } from '../../db/models/access/attendant';
import { hashSecret, testSecretHashCost } from '../../db/models/access/secrets';
import { staffPermissionMenus } from '../../domain/access/permissions';
import { useAccessTestApp } from './testing';

const app = useAccessTestApp({ lockoutMs: 60_000 });

const ME = '{ me { id userName fullName positionId permissions } }';

describe('sign in and sessions', () => {
  it('signs in a demo account with an httpOnly session cookie and permissions derived from its menus', async () => {
    const answer = await app.signIn('admin');
    expect(answer.data?.signIn).toMatchObject({
      status: 'SIGNED_IN',
      user: { userName: 'admin' },
      challenge: null,
      attempts: { attemptsUsed: 0, attemptsRemaining: 3 },
    });
    // The administrator sees every menu with every scope: it holds every staff permission of every area.
    expect((answer.data!.signIn as { user: { permissions: string[] } }).user.permissions).toEqual(Object.keys(staffPermissionMenus).sort());
    expect(Object.keys(staffPermissionMenus)).toEqual(
      expect.arrayContaining(['audits.decide', 'customers.write', 'workflows.cancel', 'purchases.send', 'headcount.compute', 'licenses.write']),
    );
    const me = await app.gql(ME, {}, { cookie: answer.cookie });
    expect(me.data?.me).toMatchObject({ userName: 'admin', positionId: 'administrator' });
  });

  it('pads a short password with zeros and trims the username', async () => {
    await AttendantModel.updateOne({ userName: 'almacen' }, { $set: { passwordHash: await hashSecret('001234', testSecretHashCost) } });
    const padded = await app.gql('mutation ($input: SignInInput!) { signIn(input: $input) { status } }', {
      input: { userName: '  almacen ', password: ' 1234 ' },
    });
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
    expect(first.errors?.[0].extensions).toMatchObject({
      errorCode: 'INVALID_CREDENTIALS',
      details: { attempts: { attemptsUsed: 1, attemptsRemaining: 2, resetOffered: false } },
    });
    const second = await app.signIn('gerente', 'wrong-2');
    expect(second.errors?.[0].extensions.details).toMatchObject({ attempts: { attemptsUsed: 2, attemptsRemaining: 1, resetOffered: true, locked: false } });
    const third = await app.signIn('gerente', 'wrong-3');
    expect(third.errors?.[0]).toMatchObject({
      extensions: { errorCode: 'ATTEMPT_LIMIT_EXCEEDED', details: { attempts: { attemptsUsed: 3, attemptsRemaining: 0, locked: true } } },
    });
    expect(third.errors?.[0].message).toMatch(/límite de intentos/);
    // A direct API call with the right password is still refused while the lock lasts.
    const direct = await app.signIn('gerente', DEMO_PASSWORD);
    expect(direct.errors?.[0].extensions.errorCode).toBe('ATTEMPT_LIMIT_EXCEEDED');
    const english = await app.gql(
      'mutation ($input: SignInInput!) { signIn(input: $input) { status } }',
      { input: { userName: 'gerente', password: DEMO_PASSWORD } },
      { lang: 'en' },
    );
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
    const request = await app.gql('mutation ($userName: String!) { forgotPassword(userName: $userName) { destination deliveryMedium } }', {
      userName: 'cuentas',
    });
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

describe('limits of codes and locks', () => {
  it('ends a code after 5 wrong tries', async () => {
    await app.gql('mutation { forgotPassword(userName: "operaciones") { destination } }');
    const submit = 'mutation ($input: ForgotPasswordSubmitInput!) { forgotPasswordSubmit(input: $input) }';
    const phone = (await AttendantModel.findOne({ userName: 'operaciones' }).lean())!.phones[0].phone;
    const code = await app.lastCode(phone);
    const wrong = code === '999999' ? '999998' : '999999';
    const codes = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await app.gql(submit, { input: { userName: 'operaciones', code: wrong, newPassword: 'Nueva#123' } })).errors?.[0].extensions.errorCode);
    expect(codes).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']);
    expect((await app.gql(submit, { input: { userName: 'operaciones', code, newPassword: 'Nueva#123' } })).errors?.[0].extensions.errorCode).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
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
