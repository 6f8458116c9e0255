import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendantModel } from '../../db/models/access/attendant';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { PositionModel } from '../../db/models/access/position';
import { verifySecret } from '../../db/models/access/secrets';
import { startAccessTestApp, type AccessTestApp, type GraphqlAnswer } from '../access/testing';
import { gpsTagsOf, GPS_PHOTO_DESCRIPTION, jpegWithGps } from '../../integrations/storage/testing';

let app: AccessTestApp;
beforeAll(async () => {
  app = await startAccessTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const PROFILE_FIELDS = 'attendantId userName nickname phones { phoneType phone display } hasPin profilePhoto profilePhotoUrl profilePhotoThumbnailUrl';
const UPDATE = `mutation ($input: ProfileUpdateInput!) { updateMyProfile(input: $input) { ${PROFILE_FIELDS} } }`;
/** A 1×1 red PNG that decodes whole (uploads are written again, so a corrupt one is refused). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
);

async function uploadPhoto(cookie: string | undefined, body: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(body)], { type }), 'me.png');
  const response = await fetch(`${app.url}/api/profile/photo`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as { key?: string; url?: string; error?: { code: string } } };
}

describe('my profile', () => {
  it('reads and edits nickname, phones (2-3-3-4, stored +52), PIN (hashed) and password', async () => {
    const session = await app.signIn('rhumanos');
    const mine = await app.gql(`{ myProfile { ${PROFILE_FIELDS} } }`, {}, { cookie: session.cookie });
    expect(mine.data?.myProfile).toMatchObject({ userName: 'rhumanos', hasPin: true, profilePhoto: null });

    const edited = await app.gql(
      UPDATE,
      {
        input: {
          nickname: ' Paty ',
          newPassword: null,
          profilePhoto: null,
          phones: [
            { phoneType: 'mobile', phone: '52 921 555 1234' },
            { phoneType: 'office', phone: '52 921 555 0000' },
          ],
          pin: '4321',
        },
      },
      { cookie: session.cookie },
    );
    expect(edited.data?.updateMyProfile).toMatchObject({
      nickname: 'Paty',
      phones: [
        { phoneType: 'mobile', phone: '+529215551234', display: '52 921 555 1234' },
        { phoneType: 'office', phone: '+529215550000', display: '52 921 555 0000' },
      ],
    });
    const stored = await AttendantModel.findOne({ userName: 'rhumanos' }).select('+pinHash').lean();
    expect(stored?.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(stored?.pinHash, '4321')).toBe(true);

    for (const [input, code] of [
      [{ phones: [{ phoneType: 'mobile', phone: '9215551234' }] }, 'PHONE_PATTERN'],
      [{ pin: '12ab' }, 'PIN_NOT_NUMERIC'],
      [{ newPassword: { password: 'Nueva#123', confirmation: 'Nueva#124' } }, 'PASSWORD_CONFIRMATION_MISMATCH'],
      [{}, 'PROFILE_NOTHING_CHANGED'],
    ] as const) {
      expect((await app.gql(UPDATE, { input }, { cookie: session.cookie })).errors?.[0].extensions.errorCode).toBe(code);
    }
  });

  it('changes the password: this session goes on with a new cookie, the others end', async () => {
    const other = await app.signIn('auditor');
    const session = await app.signIn('auditor');
    const changed = await app.gql(UPDATE, { input: { newPassword: { password: ' Nueva#123 ', confirmation: 'Nueva#123' } } }, { cookie: session.cookie });
    expect(changed.errors).toBeUndefined();
    expect(changed.cookie).toMatch(/^prometheus_session=/);
    expect((await app.gql('{ me { userName } }', {}, { cookie: changed.cookie })).data?.me).toEqual({ userName: 'auditor' });
    expect((await app.gql('{ me { userName } }', {}, { cookie: other.cookie })).data?.me).toBeNull();
    expect((await app.signIn('auditor', 'Nueva#123')).data?.signIn).toMatchObject({ status: 'SIGNED_IN' });
  });

  it('edits only the own profile: another id is refused, reading and writing', async () => {
    const session = await app.signIn('clientes');
    const other = await AttendantModel.findOne({ userName: 'admin' }).lean();
    const write = await app.gql(
      'mutation ($id: ID!) { updateProfile(attendantId: $id, input: { nickname: "hack" }) { nickname } }',
      { id: other!.attendantId },
      { cookie: session.cookie },
    );
    expect(write.errors?.[0]).toMatchObject({ message: 'Solo puedes modificar tu propio perfil.', extensions: { errorCode: 'PROFILE_NOT_OWN' } });
    const read = await app.gql('query ($id: ID!) { profile(attendantId: $id) { userName } }', { id: other!.attendantId }, { cookie: session.cookie });
    expect(read.errors?.[0].extensions.errorCode).toBe('PROFILE_NOT_OWN');
    const own = (session.data!.signIn as { user: { id: string } }).user.id;
    expect(
      (
        await app.gql(
          'mutation ($id: ID!) { updateProfile(attendantId: $id, input: { nickname: "Luis" }) { nickname } }',
          { id: own },
          { cookie: session.cookie },
        )
      ).data?.updateProfile,
    ).toEqual({ nickname: 'Luis' });
    expect((await app.gql('{ myProfile { userName } }')).errors?.[0].extensions.errorCode).toBe('NOT_AUTHENTICATED');
  });

  it('uploads a photo to protected storage and saves only an own, existing key', async () => {
    const session = await app.signIn('xadis');
    const upload = await uploadPhoto(session.cookie, PNG);
    expect(upload.status).toBe(201);
    const id = (session.data!.signIn as { user: { id: string } }).user.id;
    expect(upload.body.key).toMatch(new RegExp(`^protected/${id}/profile/[0-9a-f-]+\\.jpg$`));
    const saved = await app.gql(UPDATE, { input: { profilePhoto: upload.body.key } }, { cookie: session.cookie });
    expect(saved.data?.updateMyProfile).toMatchObject({
      profilePhoto: upload.body.key,
      profilePhotoUrl: expect.stringContaining('signature='),
      profilePhotoThumbnailUrl: expect.stringContaining('-thumb.jpg'),
    });
    // The thumbnail is not a photo of its own.
    expect(
      (await app.gql(UPDATE, { input: { profilePhoto: upload.body.key!.replace(/\.jpg$/, '-thumb.jpg') } }, { cookie: session.cookie })).errors?.[0].extensions
        .errorCode,
    ).toBe('PHOTO_KEY_INVALID');

    const stranger = await app.signIn('almacen');
    expect((await app.gql(UPDATE, { input: { profilePhoto: upload.body.key } }, { cookie: stranger.cookie })).errors?.[0].extensions.errorCode).toBe(
      'PHOTO_KEY_INVALID',
    );
    expect(
      (await app.gql(UPDATE, { input: { profilePhoto: `protected/${id}/profile/missing.png` } }, { cookie: session.cookie })).errors?.[0].extensions.errorCode,
    ).toBe('PHOTO_KEY_INVALID');

    const notImage = await uploadPhoto(session.cookie, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(notImage).toMatchObject({ status: 422, body: { error: { code: 'PHOTO_TYPE_NOT_ALLOWED' } } });
    const broken = await uploadPhoto(session.cookie, Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(200, 1)]), 'image/png');
    expect(broken).toMatchObject({
      status: 422,
      body: {
        error: { code: 'PHOTO_UNREADABLE', message: 'No pudimos abrir la foto: el archivo está dañado o tiene más de 50 megapíxeles. Elige otra imagen.' },
      },
    });
    expect((await uploadPhoto(undefined, PNG)).status).toBe(401);
  });
});

describe('the profile photo keeps pixels only', () => {
  it('stores a phone photo without its EXIF (GPS), bounded to 1,024 px, with a 160 px thumbnail', async () => {
    const session = await app.signIn('compras');
    const original = await jpegWithGps({ width: 2048, height: 1536 });
    expect(await gpsTagsOf(original)).toEqual([1, 2, 3, 4]);
    const upload = await uploadPhoto(session.cookie, original, 'image/jpeg');
    expect(upload.status).toBe(201);
    const [photo, thumbnail] = await Promise.all([app.storage.get(upload.body.key!), app.storage.get(upload.body.key!.replace(/\.jpg$/, '-thumb.jpg'))]);
    const bytes = await Promise.all([photo!, thumbnail!].map(async (file) => Buffer.concat(await file.stream.toArray())));
    for (const image of bytes) {
      expect((await sharp(image).metadata()).exif).toBeUndefined();
      expect(await gpsTagsOf(image)).toEqual([]);
      expect(image.includes(GPS_PHOTO_DESCRIPTION)).toBe(false);
    }
    expect(await sharp(bytes[0]!).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(await sharp(bytes[1]!).metadata()).toMatchObject({ width: 160, height: 160 });
  });
});

describe('the authenticator and the photo belong to the profile menu', () => {
  const SET_UP = 'mutation { setUpTotp { secret } }';
  const VERIFY = 'mutation ($code: String!) { verifyTotpSetup(code: $code) }';
  const DISABLE = 'mutation ($code: String!) { disableTotp(code: $code) }';
  const errorOf = (answer: GraphqlAnswer) => answer.errors?.[0].extensions.errorCode ?? 'ok';

  it('refuses setting up, verifying and disabling TOTP and uploading a photo without the profile menu’s editar scope', async () => {
    // A position whose profile hides the profile menu, and one that only reads it.
    await PositionModel.create([
      { positionId: 'kioskNoProfile', positionName: 'Kiosk', labels: { es: 'Kiosco', en: 'Kiosk' }, systemRoleId: 'sistemas' },
      { positionId: 'kioskReadProfile', positionName: 'Kiosk Reader', labels: { es: 'Kiosco lector', en: 'Kiosk reader' }, systemRoleId: 'sistemas' },
    ]);
    await PermissionProfileModel.create([
      { positionId: 'kioskNoProfile', menuAccess: 'listed', permittedMenuIds: ['customers'], hiddenMenuIds: ['profile.profile'], menuScopes: [] },
      {
        positionId: 'kioskReadProfile',
        menuAccess: 'listed',
        permittedMenuIds: ['customers'],
        hiddenMenuIds: [],
        menuScopes: [{ systemMenuId: 'profile.profile', scopes: ['leer'] }],
      },
    ]);
    const original = await AttendantModel.findOne({ userName: 'almacen' }).lean();
    const moveTo = (positionId: string, positionName: string) =>
      AttendantModel.updateOne({ userName: 'almacen' }, { $set: { position: { positionId, positionName } } });

    // With its own position the account turns the authenticator on; the same session is then checked against the new position on every request.
    const session = await app.signIn('almacen');
    const auth = { cookie: session.cookie };
    const { secret } = (await app.gql(SET_UP, {}, auth)).data!.setUpTotp as { secret: string };
    const now = Math.floor(Date.now() / 1000);
    expect((await app.gql(VERIFY, { code: await generate({ secret, epoch: now }) }, auth)).data).toEqual({ verifyTotpSetup: true });
    const nextCode = await generate({ secret, epoch: now + 30 });
    try {
      await moveTo('kioskNoProfile', 'Kiosk');
      expect(errorOf(await app.gql('{ myProfile { userName } }', {}, auth))).toBe('FORBIDDEN');
      expect(errorOf(await app.gql(SET_UP, {}, auth))).toBe('FORBIDDEN');
      expect(errorOf(await app.gql(VERIFY, { code: nextCode }, auth))).toBe('FORBIDDEN');
      expect(errorOf(await app.gql(DISABLE, { code: nextCode }, auth))).toBe('FORBIDDEN');
      expect(await uploadPhoto(session.cookie, PNG)).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });

      await moveTo('kioskReadProfile', 'Kiosk Reader');
      expect(errorOf(await app.gql('{ myProfile { userName } }', {}, auth))).toBe('ok');
      expect(errorOf(await app.gql(DISABLE, { code: nextCode }, auth))).toBe('FORBIDDEN');
      expect(errorOf(await app.gql(SET_UP, {}, auth))).toBe('FORBIDDEN');
      expect(await uploadPhoto(session.cookie, PNG)).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    } finally {
      await AttendantModel.updateOne({ userName: 'almacen' }, { $set: { position: original!.position } });
    }

    // Back in its position: a wrong code is refused, a fresh one turns the authenticator off.
    expect(errorOf(await app.gql(DISABLE, { code: nextCode === '000000' ? '111111' : '000000' }, auth))).toBe('MFA_CODE_INVALID');
    expect((await app.gql(DISABLE, { code: nextCode }, auth)).data).toEqual({ disableTotp: true });
    expect((await app.gql('{ myProfile { totpEnabled } }', {}, auth)).data?.myProfile).toEqual({ totpEnabled: false });
    expect(errorOf(await app.gql(DISABLE, { code: nextCode }, auth))).toBe('MFA_NOT_SET_UP');
    expect((await app.signIn('almacen')).data?.signIn).toMatchObject({ status: 'SIGNED_IN' });
  });
});
