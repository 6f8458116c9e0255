import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger, prettyStream, usePretty } from './logger';

describe('createLogger', () => {
  it('never writes the credentials a request carries or an answer sets', () => {
    const lines: string[] = [];
    const logger = createLogger('info', 'test', { write: (line: string) => void lines.push(line) });
    logger.info(
      {
        req: { method: 'POST', url: '/graphql', headers: { authorization: 'Bearer operator-secret', cookie: 'session=abc', host: 'x' } },
        res: { statusCode: 200, headers: { 'set-cookie': 'session=def' } },
      },
      'request completed',
    );
    const entry = JSON.parse(lines[0]) as { req: { headers: Record<string, string> }; res: { headers: Record<string, string> } };
    expect(entry.req.headers).toEqual({ authorization: '[Redacted]', cookie: '[Redacted]', host: 'x' });
    expect(entry.res.headers['set-cookie']).toBe('[Redacted]');
    expect(lines[0]).not.toMatch(/operator-secret|session=abc|session=def/);
  });
});

describe('log format', () => {
  it('is pretty on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(usePretty('auto', true)).toBe(true);
    expect(usePretty('auto', false)).toBe(false);
    expect(usePretty('json', true)).toBe(false);
    expect(usePretty('pretty', false)).toBe(true);
  });

  it('writes a request as one short line, without its headers', () => {
    const written: string[] = [];
    const destination = new Writable({ write: (chunk, _encoding, done) => void (written.push(String(chunk)), done()) });
    const logger = createLogger('info', 'test', prettyStream(false, destination));
    logger.child({ component: 'api' }).info(
      {
        req: { method: 'GET', url: '/graphql', headers: { authorization: 'Bearer operator-secret', 'user-agent': 'x' } },
        res: { statusCode: 200, headers: {} },
        responseTime: 12,
      },
      'request completed',
    );
    logger.warn({ heapUsedMb: 900 }, 'heap above 80 %');
    const lines = written.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: api: GET \/graphql 200 12ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: heap above 80 % \{"heapUsedMb":900\}$/);
    expect(written.join('')).not.toContain('operator-secret');
  });
});
