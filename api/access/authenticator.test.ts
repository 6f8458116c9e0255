import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../../db/seed';
import { AttendantModel } from '../../db/models/access/attendant';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { useAccessTestApp } from './testing';

const app = useAccessTestApp({ lockoutMs: 60_000 });

const ME = '{ me { id userName fullName positionId permissions } }';

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
    expect(
      (
        await app.gql(
          'mutation ($code: String!) { verifyTotpSetup(code: $code) }',
          { code: await generate({ secret, epoch: now }) },
          { cookie: session.cookie },
        )
      ).data,
    ).toEqual({ verifyTotpSetup: true });

    const stored = await AttendantModel.findOne({ userName: 'comisiones' }).select('+totpSecret').lean();
    expect(stored?.totpSecret).toMatch(/^v1:/);
    expect(stored?.totpSecret).not.toContain(secret);

    const challenged = await app.signIn('comisiones');
    expect(challenged.cookie).toBeUndefined();
    const challenge = challenged.data!.signIn as { status: string; challenge: { name: string; session: string } };
    expect(challenge).toMatchObject({ status: 'CHALLENGE', challenge: { name: 'SOFTWARE_TOKEN_MFA' } });
    const ANSWER = 'mutation ($input: MfaChallengeInput!) { answerMfaChallenge(input: $input) { status user { userName } } }';
    const wrong = await app.gql(ANSWER, { input: { userName: 'comisiones', session: challenge.challenge.session, code: '12345' } });
    expect(wrong.errors?.[0].extensions.errorCode).toBe('MFA_CODE_INVALID');
    const forged = await app.gql(ANSWER, { input: { userName: 'comisiones', session: 'x'.repeat(43), code: await generate({ secret, epoch: now + 30 }) } });
    expect(forged.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
    // The code of the next 30 s step: the one used for the setup is never accepted twice.
    const answered = await app.gql(ANSWER, {
      input: { userName: 'comisiones', session: challenge.challenge.session, code: await generate({ secret, epoch: now + 30 }) },
    });
    expect(answered.data?.answerMfaChallenge).toEqual({ status: 'SIGNED_IN', user: { userName: 'comisiones' } });
    expect((await app.gql(ME, {}, { cookie: answered.cookie })).data?.me).toMatchObject({ userName: 'comisiones' });
    // The challenge is single use.
    const replay = await app.gql(ANSWER, {
      input: { userName: 'comisiones', session: challenge.challenge.session, code: await generate({ secret, epoch: now + 60 }) },
    });
    expect(replay.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
  });
});

describe('authenticator required by the position (MFA_SETUP)', () => {
  const SETUP_ANSWER =
    'mutation ($input: MfaChallengeInput!) { answerMfaSetupChallenge(input: $input) { status user { userName } attempts { attemptsUsed locked } } }';
  const CHALLENGE =
    'mutation ($input: SignInInput!) { signIn(input: $input) { status challenge { name session totpSetup { secret otpauthUri qrCodeDataUrl } } } }';
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
    const asCode = await app.gql('mutation ($input: MfaChallengeInput!) { answerMfaChallenge(input: $input) { status } }', {
      input: { userName: 'licencias', session: first.challenge.session, code: await generate({ secret, epoch: now }) },
    });
    expect(asCode.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
    expect((await AttendantModel.findOne({ userName: 'licencias' }).lean())?.totpEnabled).toBe(false);

    const right = await app.gql(SETUP_ANSWER, {
      input: { userName: 'licencias', session: first.challenge.session, code: await generate({ secret, epoch: now }) },
    });
    expect(right.data?.answerMfaSetupChallenge).toEqual({ status: 'SIGNED_IN', user: { userName: 'licencias' }, attempts: { attemptsUsed: 0, locked: false } });
    expect((await app.gql(ME, {}, { cookie: right.cookie })).data?.me).toMatchObject({ userName: 'licencias', positionId: 'licenseAdministrator' });
    const stored = await AttendantModel.findOne({ userName: 'licencias' }).select('+totpSecret +totpPendingSecret').lean();
    expect(stored).toMatchObject({ totpEnabled: true, totpPendingSecret: null, failedSignInAttempts: 0 });
    expect(stored?.totpSecret).toMatch(/^v1:/);
    expect(stored?.totpSecret).not.toContain(secret);
    // The token is single use.
    const replay = await app.gql(SETUP_ANSWER, {
      input: { userName: 'licencias', session: first.challenge.session, code: await generate({ secret, epoch: now + 30 }) },
    });
    expect(replay.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');

    // From now on sign-in asks for the code of that authenticator.
    const later = await challengeOf('licencias');
    expect(later).toMatchObject({ status: 'CHALLENGE', challenge: { name: 'SOFTWARE_TOKEN_MFA', totpSetup: null } });
    const answered = await app.gql('mutation ($input: MfaChallengeInput!) { answerMfaChallenge(input: $input) { status } }', {
      input: { userName: 'licencias', session: later.challenge.session, code: await generate({ secret, epoch: now + 30 }) },
    });
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
      codes.push(
        (await app.gql(SETUP_ANSWER, { input: { userName: 'licencias', session: challenge.challenge.session, code: wrongCode } })).errors?.[0].extensions
          .errorCode,
      );
    }
    expect(codes).toEqual(['MFA_CODE_INVALID', 'MFA_CODE_INVALID', 'ATTEMPT_LIMIT_EXCEEDED']);
    const late = await app.gql(SETUP_ANSWER, {
      input: { userName: 'licencias', session: challenge.challenge.session, code: await generate({ secret, epoch: now }) },
    });
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
      const expired = await app.gql(SETUP_ANSWER, {
        input: { userName: 'configuracion', session: challenge.challenge.session, code: await generate({ secret: challenge.challenge.totpSetup!.secret }) },
      });
      expect(expired.errors?.[0].extensions.errorCode).toBe('MFA_CHALLENGE_EXPIRED');
      expect((await AttendantModel.findOne({ userName: 'configuracion' }).lean())?.totpEnabled).toBe(false);
    } finally {
      await PermissionProfileModel.updateOne({ positionId: 'settingsAnalyst' }, { $set: { authenticatorRequired: false } });
    }
  });
});
