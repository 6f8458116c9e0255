import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('never writes the credentials a request carries or an answer sets', () => {
    const lines: string[] = [];
    const logger = createLogger('info', 'test', { write: (line: string) => void lines.push(line) });
    logger.info({
      req: { method: 'POST', url: '/graphql', headers: { authorization: 'Bearer operator-secret', cookie: 'session=abc', host: 'x' } },
      res: { statusCode: 200, headers: { 'set-cookie': 'session=def' } },
    }, 'request completed');
    const entry = JSON.parse(lines[0]) as { req: { headers: Record<string, string> }; res: { headers: Record<string, string> } };
    expect(entry.req.headers).toEqual({ authorization: '[Redacted]', cookie: '[Redacted]', host: 'x' });
    expect(entry.res.headers['set-cookie']).toBe('[Redacted]');
    expect(lines[0]).not.toMatch(/operator-secret|session=abc|session=def/);
  });
});
