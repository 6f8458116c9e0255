import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import commonEn from '../app/i18n/en.json';
import commonEs from '../app/i18n/es.json';
import { gql, GraphqlRequestError, isGraphqlRequestError } from './client';
import { TypedDocumentString } from './generated/graphql';

/** A document as the generated graphql() makes one. */
function doc<TData = unknown, TVariables = Record<string, unknown>>(source: string) {
  return new TypedDocumentString<TData, TVariables>(source);
}

beforeAll(async () => {
  await i18next.init({
    lng: 'es',
    resources: { es: { common: commonEs }, en: { common: commonEn } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

function answering(body: unknown, status = 200, contentType = 'application/json') {
  return vi.fn<typeof fetch>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': contentType } }),
  );
}

async function failure(promise: Promise<unknown>): Promise<GraphqlRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GraphqlRequestError)) throw new Error(`expected a GraphqlRequestError, got ${String(error)}`);
  return error;
}

describe('gql', () => {
  it('posts the operation as JSON with the session cookie and the interface language', async () => {
    const fetch = answering({ data: { me: null } });
    const data = await gql(doc<{ me: null }, { limit: number }>('query Me { me { id } }'), { limit: 3 }, { fetch });

    expect(data).toEqual({ me: null });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('es');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'query Me { me { id } }', variables: { limit: 3 } });
  });

  it('follows the interface language when it changes', async () => {
    const fetch = answering({ data: { ok: true } });
    await i18next.changeLanguage('en');
    try {
      await gql(doc('{ ok }'), undefined, { fetch });
    } finally {
      await i18next.changeLanguage('es');
    }
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('Accept-Language')).toBe('en');
  });

  it('turns GraphQL errors into an error with the server code and localised message', async () => {
    const fetch = answering({
      data: null,
      errors: [
        {
          message: 'El correo ya está suscrito',
          path: ['createEmailSuscription'],
          extensions: { code: 'EMAIL_ALREADY_SUBSCRIBED', errorCode: 'SUSCRIPTION_EXISTS' },
        },
        { message: 'Otro error', extensions: { code: 'OTHER' } },
      ],
    });
    const error = await failure(gql(doc('mutation { createEmailSuscription }'), undefined, { fetch }));

    expect(error.code).toBe('EMAIL_ALREADY_SUBSCRIBED');
    expect(error.message).toBe('El correo ya está suscrito');
    expect(error.details.map((detail) => detail.code)).toEqual(['EMAIL_ALREADY_SUBSCRIBED', 'OTHER']);
    expect(error.details[0].path).toEqual(['createEmailSuscription']);
    expect(error.errorCode).toBe('SUSCRIPTION_EXISTS');
    expect(error.details[1].errorCode).toBeUndefined();
    expect(isGraphqlRequestError(error, 'EMAIL_ALREADY_SUBSCRIBED')).toBe(true);
    expect(isGraphqlRequestError(error, 'OTHER')).toBe(false);
  });

  it('reads GraphQL documents sent with an error status (graphql-http request errors)', async () => {
    const fetch = answering({ errors: [{ message: 'Syntax Error: Unexpected Name' }] }, 400);
    const error = await failure(gql(doc('nonsense'), undefined, { fetch }));
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.message).toBe('Syntax Error: Unexpected Name');
    expect(error.status).toBe(400);
  });

  it('reports a network failure in the interface language', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(gql(doc('{ ok }'), undefined, { fetch: fetchImpl }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(commonEs.errors.network);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('lets an abort through as an abort, not as a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(gql(doc('{ ok }'), undefined, { fetch: fetchImpl, signal: controller.signal })).rejects.toHaveProperty('name', 'AbortError');
  });

  it('reports an answer that is not GraphQL with its HTTP status', async () => {
    const error = await failure(gql(doc('{ ok }'), undefined, { fetch: answering('<html>Bad Gateway</html>', 502, 'text/html') }));
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(502);
    expect(error.message).toBe('El servidor respondió con un error (HTTP 502).');

    const notGraphql = await failure(gql(doc('{ ok }'), undefined, { fetch: answering({ hello: 'world' }, 404) }));
    expect(notGraphql.code).toBe('HTTP_ERROR');
    expect(notGraphql.status).toBe(404);
  });

  it('refuses an answer without data or errors', async () => {
    const error = await failure(gql(doc('{ ok }'), undefined, { fetch: answering({ data: null }) }));
    expect(error.code).toBe('EMPTY_ANSWER');
  });
});
