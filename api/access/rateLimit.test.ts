import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps } from '../testing/deps';
import { createSubscriptionsModule } from '../landing/graphql';
import { createRateLimiter, createRateLimits, RATE_LIMIT_COLLECTION, windowOf } from './rateLimit';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return error as { code: string; details: { operation: string; retryAfterSeconds: number } };
  }
  return null;
}

describe('rate limits (rate-limiter-flexible on the shared database)', () => {
  it('keeps the burst and the average of each rule as a window', () => {
    expect(windowOf({ capacity: 30, perMinute: 30 })).toEqual({ points: 30, duration: 60 });
    expect(windowOf({ capacity: 10, perMinute: 5 })).toEqual({ points: 10, duration: 120 });
    expect(windowOf({ capacity: 6, perMinute: 2 })).toEqual({ points: 6, duration: 180 });
  });

  it('allows the burst, refuses the next call with the wait, per client and operation, and allows it again after the window', async () => {
    const limiter = createRateLimiter({ signIn: { capacity: 2, perMinute: 120 } });
    await limiter.take('signIn', '10.0.0.1');
    await limiter.take('signIn', '10.0.0.1');
    expect(await refusal(limiter.take('signIn', '10.0.0.1'))).toMatchObject({ code: 'RATE_LIMITED', details: { operation: 'signIn', retryAfterSeconds: 1 } });
    // Another address and another operation have their own allowance.
    expect(await refusal(limiter.take('signIn', '10.0.0.2'))).toBeNull();
    expect(await refusal(limiter.take('subscription', '10.0.0.1'))).toBeNull();
    // The counts are in the database, not in this process.
    expect(await mongoose.connection.collection(RATE_LIMIT_COLLECTION).countDocuments({ key: /^signIn-2-1:10\.0\.0\.1$/ })).toBe(1);
    await expect.poll(() => refusal(limiter.take('signIn', '10.0.0.1')), { timeout: 5000, interval: 200 }).toBeNull();
  });

  it('shares one limit between two API processes on the same database', async () => {
    const rules = { subscription: { capacity: 3, perMinute: 1 } };
    const servers: RunningServer[] = [];
    for (let i = 0; i < 2; i += 1) {
      servers.push(
        await listen(
          createApp(testDeps(), { modules: [createSubscriptionsModule({ limiter: createRateLimiter(rules) })], dashboardDir: '/nonexistent' }),
          '127.0.0.1',
          0,
        ),
      );
    }
    try {
      const subscribe = async (server: RunningServer, email: string) => {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({ query: 'mutation ($email: String!) { createEmailSuscription(input: { email: $email }) { email } }', variables: { email } }),
        });
        const body = (await response.json()) as { errors?: { message: string; extensions: { errorCode: string; details?: { retryAfterSeconds: number } } }[] };
        return body.errors?.[0] ?? null;
      };
      const [a, b] = servers;
      const answers = [
        await subscribe(a, 'uno@example.com'),
        await subscribe(b, 'dos@example.com'),
        await subscribe(a, 'tres@example.com'),
        await subscribe(b, 'cuatro@example.com'),
        await subscribe(a, 'cinco@example.com'),
      ];
      expect(answers.map((answer) => answer?.extensions.errorCode ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED']);
      expect(answers[3]?.extensions.details?.retryAfterSeconds).toBeGreaterThan(100);
      expect(answers[3]?.message).toMatch(/too many/i);
    } finally {
      for (const server of servers) await server.close();
    }
  });

  it('counts in memory when asked to stay in the process', async () => {
    const limiter = createRateLimits({ lookup: { capacity: 1, perMinute: 1 } }, 'process');
    await limiter.take('lookup', '10.0.0.9');
    expect(await refusal(limiter.take('lookup', '10.0.0.9'))).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 60 } });
    expect(await mongoose.connection.collection(RATE_LIMIT_COLLECTION).countDocuments({ key: /^lookup-/ })).toBe(0);
  });
});
