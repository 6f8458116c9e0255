import { describe, expect, it, vi } from 'vitest';
import { GraphqlRequestError } from '../graphql';
import { createSessionExpiryHandler, isSessionExpired } from './sessionExpiry';

const expired = () =>
  new GraphqlRequestError('UNAUTHENTICATED', 'Inicia sesión', {
    details: [{ code: 'UNAUTHENTICATED', errorCode: 'NOT_AUTHENTICATED', message: 'Inicia sesión' }],
  });

function setUp(pathname: string, search = '', hash = '') {
  let resolveNavigation = () => {};
  const target = {
    location: vi.fn(() => ({ pathname, search, hash })),
    navigate: vi.fn(() => new Promise<void>((resolve) => (resolveNavigation = resolve))),
    clear: vi.fn(),
  };
  return { target, handle: createSessionExpiryHandler(target), finishNavigation: () => resolveNavigation() };
}

describe('isSessionExpired', () => {
  it('is the API answer for a missing or ended session', () => {
    expect(isSessionExpired(expired())).toBe(true);
    expect(isSessionExpired(new GraphqlRequestError('UNAUTHENTICATED', 'sign in'))).toBe(true);
  });

  it('is not a wrong password, another refusal or a transport failure', () => {
    const wrongPassword = new GraphqlRequestError('UNAUTHENTICATED', 'x', {
      details: [{ code: 'UNAUTHENTICATED', errorCode: 'INVALID_CREDENTIALS', message: 'x' }],
    });
    expect(isSessionExpired(wrongPassword)).toBe(false);
    expect(isSessionExpired(new GraphqlRequestError('FORBIDDEN', 'no'))).toBe(false);
    expect(isSessionExpired(new GraphqlRequestError('NETWORK_ERROR', 'offline'))).toBe(false);
    expect(isSessionExpired(new Error('bug'))).toBe(false);
  });
});

describe('createSessionExpiryHandler', () => {
  it('clears the cache and goes to sign-in remembering the screen with its query and fragment', () => {
    const { target, handle } = setUp('/prometheus/system/outbox', '?tab=sms', '#top');
    handle(expired());
    expect(target.clear).toHaveBeenCalledOnce();
    expect(target.navigate).toHaveBeenCalledWith('/userSignIn', { replace: true, state: { from: '/prometheus/system/outbox?tab=sms#top' } });
  });

  it('redirects once when several queries fail together, and again after a later expiry', async () => {
    const { target, handle, finishNavigation } = setUp('/prometheus/customer');
    handle(expired());
    handle(expired());
    expect(target.navigate).toHaveBeenCalledOnce();
    finishNavigation();
    await new Promise((resolve) => setTimeout(resolve, 0));
    handle(expired());
    expect(target.navigate).toHaveBeenCalledTimes(2);
  });

  it('leaves the public pages and sign-in alone, and other errors too', () => {
    const signIn = setUp('/userSignIn');
    signIn.handle(expired());
    const landing = setUp('/');
    landing.handle(expired());
    const staff = setUp('/prometheus');
    staff.handle(new GraphqlRequestError('FORBIDDEN', 'no'));
    for (const { target } of [signIn, landing, staff]) {
      expect(target.navigate).not.toHaveBeenCalled();
      expect(target.clear).not.toHaveBeenCalled();
    }
  });
});
