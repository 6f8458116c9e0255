import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailSubscriptionModel } from '../../db/models/subscriptions/emailSubscription';
import { startAccessTestApp, type AccessTestApp } from '../access/testing';

let app: AccessTestApp;
beforeAll(async () => {
  app = await startAccessTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const SUBSCRIBE = 'mutation ($input: CreateEmailSuscriptionInput!) { createEmailSuscription(input: $input) { email active origin } }';

describe('createEmailSuscription (public)', () => {
  it.each([
    ['', 'es', 'Ingresa tu e-m@il'],
    ['   ', 'en', 'Enter your e-m@il'],
    ['ana@correo', 'es', 'Formato incorrecto de e-m@il'],
    ['ana@correo.comercial', 'en', 'Incorrect e-m@il format'],
  ])('refuses %j in %s with "%s"', async (email, lang, message) => {
    const answer = await app.gql(SUBSCRIBE, { input: { email, active: true, origin: 'landingPage' } }, { lang });
    expect(answer.errors?.[0].message).toBe(message);
  });

  it('stores an address once, whatever its case, and succeeds again without a duplicate', async () => {
    const first = await app.gql(SUBSCRIBE, { input: { email: 'Promo.Fan@Correo.mx', active: true, origin: 'landingPage' } });
    expect(first.data?.createEmailSuscription).toEqual({ email: 'Promo.Fan@Correo.mx', active: true, origin: 'landingPage' });
    const second = await app.gql(SUBSCRIBE, { input: { email: ' promo.fan@correo.MX ', active: true, origin: 'other' } });
    expect(second.data?.createEmailSuscription).toEqual({ email: 'Promo.Fan@Correo.mx', active: true, origin: 'landingPage' });
    expect(await EmailSubscriptionModel.countDocuments({ emailKey: 'promo.fan@correo.mx' })).toBe(1);
  });

  it('refuses an unknown origin', async () => {
    expect((await app.gql(SUBSCRIBE, { input: { email: 'a@b.mx', origin: '<script>' } })).errors?.[0].extensions.errorCode).toBe('SUBSCRIPTION_ORIGIN_INVALID');
  });
});
