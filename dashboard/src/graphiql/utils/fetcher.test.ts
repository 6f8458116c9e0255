import { describe, expect, it, vi } from 'vitest';
import { createDashboardFetcher } from './fetcher';

function answering(body: string, status = 200, contentType = 'application/json') {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

describe('createDashboardFetcher', () => {
  it('posts to /graphql with the session cookie and the current language', async () => {
    const fetch = answering('{"data":{"me":{"userName":"admin"}}}');
    let language = 'es';
    const fetcher = createDashboardFetcher({ language: () => language, fetch });

    expect(await fetcher({ query: '{ me { userName } }', operationName: null })).toEqual({ data: { me: { userName: 'admin' } } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('es');
    expect(JSON.parse(String(init?.body))).toEqual({ query: '{ me { userName } }', variables: {} });

    language = 'en';
    await fetcher({ query: 'query Me { me { id } }', operationName: 'Me', variables: { a: 1 } });
    const [, second] = fetch.mock.calls[1];
    expect(new Headers(second?.headers).get('Accept-Language')).toBe('en');
    expect(JSON.parse(String(second?.body))).toEqual({ query: 'query Me { me { id } }', operationName: 'Me', variables: { a: 1 } });
  });

  it('adds typed headers but keeps its own content type and language', async () => {
    const fetch = answering('{"data":{}}');
    const fetcher = createDashboardFetcher({ language: () => 'es', fetch });
    await fetcher(
      { query: '{ health { ok } }' },
      { headers: { 'X-Trace': 'abc', 'Content-Type': 'text/plain', 'Accept-Language': 'fr', bad: { nested: true } } },
    );
    const headers = new Headers(fetch.mock.calls[0][1]?.headers);
    expect(headers.get('X-Trace')).toBe('abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('es');
    expect(headers.has('bad')).toBe(false);
  });

  it('passes GraphQL error documents through and wraps answers that are not JSON', async () => {
    const errors = { errors: [{ message: 'Syntax Error' }] };
    expect(await createDashboardFetcher({ language: () => 'es', fetch: answering(JSON.stringify(errors), 400) })({ query: '{' })).toEqual(errors);
    const html = await createDashboardFetcher({ language: () => 'es', fetch: answering('<html>Bad Gateway</html>', 502, 'text/html') })({ query: '{ a }' });
    expect(html).toEqual({ errors: [{ message: 'HTTP 502: <html>Bad Gateway</html>' }] });
  });
});
