import i18next from 'i18next';
import { GraphqlRequestError } from '../../graphql';

/** Where the commissions REST API lives (api/commissions, mounted by the product). */
export const commissionsApiBase = '/api/commissions';

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

/** The GraphQL class of a REST status, so the shared QueryProblem and toasts treat both APIs alike. */
function codeOfStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'INTERNAL_SERVER_ERROR';
}

/**
 * One call to the commissions REST API with the session cookie and the interface language; JSON
 * in, JSON out. A refused call throws the dashboard's request error carrying the server's
 * localised message and its catalogue code (`errorCode`), as GraphQL calls do.
 */
export async function commissionsRequest<T>(method: RestMethod, path: string, body?: unknown, options: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${commissionsApiBase}${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18next.resolvedLanguage ?? i18next.language ?? 'es',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new GraphqlRequestError('NETWORK_ERROR', i18next.t('errors.network'), { cause });
  }
  const answer = (await response.json().catch(() => undefined)) as (T & ErrorAnswer) | undefined;
  if (!response.ok) {
    const error = answer?.error;
    const code = codeOfStatus(response.status);
    const message = typeof error?.message === 'string' && error.message !== '' ? error.message : i18next.t('errors.server', { status: response.status });
    const errorCode = typeof error?.code === 'string' ? error.code : undefined;
    const data = error?.details !== null && typeof error?.details === 'object' ? (error.details as Record<string, unknown>) : undefined;
    throw new GraphqlRequestError(code, message, {
      status: response.status,
      details: [{ code, message, ...(errorCode ? { errorCode } : {}), ...(data ? { data } : {}) }],
    });
  }
  if (answer === undefined) throw new GraphqlRequestError('EMPTY_ANSWER', i18next.t('errors.emptyAnswer'), { status: response.status });
  return answer;
}

/** A path segment, encoded (ids and names travel in routes). */
export const segment = (value: string) => encodeURIComponent(value);
