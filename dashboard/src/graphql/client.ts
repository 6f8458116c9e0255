import i18next from 'i18next';
import type { TypedDocumentString } from './generated/graphql';

/** The API answers every GraphQL call at this path (proxied to the API server in development). */
export const graphqlEndpoint = '/graphql';

/** Codes the client itself raises; the server's codes come from `extensions.code`. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR' | 'EMPTY_ANSWER';

export interface GraphqlErrorDetail {
  message: string;
  /** The GraphQL class of the error (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT...). */
  code: string;
  /** The API's business error code from its catalogue, when it sends one. */
  errorCode?: string;
  /** The API's `extensions.details` (sign-in attempts, field codes...), when it sends them. */
  data?: Record<string, unknown>;
  path?: ReadonlyArray<string | number>;
}

/**
 * A failed GraphQL call. `message` is what the user should read (the server sends it already in
 * the requested language); `code` is what screens branch on.
 */
export class GraphqlRequestError extends Error {
  readonly code: string;
  /** The business error code of the first error, for screens that react to one case. */
  readonly errorCode?: string;
  /** Every error of the answer, the first of which gave `code` and `message`. */
  readonly details: GraphqlErrorDetail[];
  /** HTTP status when the answer was not a GraphQL document. */
  readonly status?: number;

  constructor(code: string, message: string, options: { details?: GraphqlErrorDetail[]; status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'GraphqlRequestError';
    this.code = code;
    this.details = options.details ?? [{ code, message }];
    this.errorCode = this.details[0]?.errorCode;
    this.status = options.status;
  }
}

export function isGraphqlRequestError(error: unknown, code?: string): error is GraphqlRequestError {
  return error instanceof GraphqlRequestError && (code === undefined || error.code === code);
}

export interface GqlOptions {
  signal?: AbortSignal;
  /** Sent as Accept-Language; the current interface language by default. */
  language?: string;
  /** Replaceable for tests. */
  fetch?: typeof fetch;
}

interface GraphqlAnswer<TData> {
  data?: TData | null;
  errors?: Array<{
    message?: unknown;
    path?: ReadonlyArray<string | number>;
    extensions?: { code?: unknown; errorCode?: unknown; details?: unknown };
  }>;
}

function isGraphqlAnswer(value: unknown): value is GraphqlAnswer<unknown> {
  return value !== null && typeof value === 'object' && ('data' in value || 'errors' in value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function toDetails(errors: NonNullable<GraphqlAnswer<unknown>['errors']>): GraphqlErrorDetail[] {
  return errors.map((error) => ({
    message: typeof error.message === 'string' && error.message !== '' ? error.message : i18next.t('errors.unexpected'),
    code: typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR',
    ...(typeof error.extensions?.errorCode === 'string' ? { errorCode: error.extensions.errorCode } : {}),
    ...(isRecord(error.extensions?.details) ? { data: error.extensions.details } : {}),
    path: error.path,
  }));
}

/** A named operation written with the generated graphql(): its result and variables are typed from the document. */
export type GraphqlDocument<TData, TVariables> = TypedDocumentString<TData, TVariables>;

/**
 * Runs one GraphQL operation against the API with the session cookie, and returns `data`.
 * Any GraphQL error, transport failure or non-GraphQL answer becomes a GraphqlRequestError.
 */
export async function gql<TData, TVariables extends Record<string, unknown> = Record<string, never>>(
  document: GraphqlDocument<TData, TVariables>,
  variables?: TVariables,
  options: GqlOptions = {},
): Promise<TData> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const language = options.language ?? i18next.resolvedLanguage ?? i18next.language ?? 'es';
  let response: Response;
  try {
    response = await doFetch(graphqlEndpoint, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        'Accept-Language': language,
      },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new GraphqlRequestError('NETWORK_ERROR', i18next.t('errors.network'), { cause });
  }

  let answer: unknown;
  try {
    answer = await response.json();
  } catch (cause) {
    throw new GraphqlRequestError('HTTP_ERROR', i18next.t('errors.server', { status: response.status }), {
      status: response.status,
      cause,
    });
  }
  // graphql-http answers request errors with 4xx and a GraphQL document: read it all the same.
  if (!isGraphqlAnswer(answer)) {
    throw new GraphqlRequestError('HTTP_ERROR', i18next.t('errors.server', { status: response.status }), {
      status: response.status,
    });
  }
  if (answer.errors && answer.errors.length > 0) {
    const details = toDetails(answer.errors);
    throw new GraphqlRequestError(details[0].code, details[0].message, { details, status: response.status });
  }
  if (answer.data === undefined || answer.data === null) {
    throw new GraphqlRequestError('EMPTY_ANSWER', i18next.t('errors.emptyAnswer'), { status: response.status });
  }
  return answer.data as TData;
}
