import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailSubscriptionModel } from '../../db/models/landing/emailSubscription';
import { loadConfig } from '../../config/config';
import type { RateLimiter } from '../access/rateLimit';
import { startAccessTestApp, type AccessTestApp } from '../access/testing';
import { createSubscriptionsModule } from './graphql';

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

describe('landingPage (public): the countdown target from the configuration', () => {
  it('answers the next 1 August in central Mexico when LANDING_COUNTDOWN_TARGET is unset: a date that is coming', async () => {
    const answer = await app.gql('{ landingPage { countdownTarget } }');
    const target = new Date(String((answer.data?.landingPage as unknown as { countdownTarget: string }).countdownTarget));
    expect(target.getTime()).toBeGreaterThan(Date.now());
    expect(target.toISOString()).toMatch(/^\d{4}-08-01T06:00:00\.000Z$/);
  });

  it('answers the configured date, and the configuration refuses one it cannot read', () => {
    const module = createSubscriptionsModule({ limiter: { take: async () => undefined } as unknown as RateLimiter });
    const landingPage = (module.resolvers as { Query: { landingPage: (parent: unknown, args: unknown, ctx: unknown) => { countdownTarget: string } } }).Query
      .landingPage;
    const ctx = { deps: { config: loadConfig({ LANDING_COUNTDOWN_TARGET: '2027-12-01T00:00:00-06:00' }) } };
    expect(landingPage(null, {}, ctx)).toEqual({ countdownTarget: '2027-12-01T06:00:00.000Z' });
    expect(() => loadConfig({ LANDING_COUNTDOWN_TARGET: 'pronto' })).toThrow(/LANDING_COUNTDOWN_TARGET/);
  });
});
