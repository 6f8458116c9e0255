import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Translate } from './i18n';
import type { TypedDocumentString } from './graphql/generated/graphql';
import { EXIT } from './exitCodes';

/** A failure the CLI reports as one clear line and a non-zero exit. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The command was called wrongly (a missing or malformed option): exit 2, nothing was sent. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
    this.name = 'UsageError';
  }
}

export interface ApiClientOptions {
  apiUrl: string;
  token?: string;
  language: 'es' | 'en';
  /** The CLI's own texts (the server's come in `language`). */
  t: Translate;
  fetchImpl?: typeof fetch;
}

/**
 * The operator token: --token, then API_TOKEN, then the file `npm start` writes into the data
 * directory, so the CLI works out of the box on the machine that runs the product.
 */
export function resolveToken(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (explicit) return explicit;
  if (env.API_TOKEN) return env.API_TOKEN;
  const file = path.resolve(env.DATA_DIR ?? './data', 'secrets', 'operator-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { errorCode?: string } }[];
}

/**
 * GraphQL over HTTP with the operator token; every error becomes a CliError with the server's
 * message. Documents are the generated ones of cli/graphql/ (`npm run codegen`), so the answer and
 * the variables are typed from the schema: a renamed field fails the type check.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async graphql<T, V>(document: TypedDocumentString<T, V>, ...[variables]: V extends Record<string, never> ? [] : [V]): Promise<T> {
      let response: Response;
      try {
        response = await doFetch(new URL('/graphql', options.apiUrl), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': options.language,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new CliError(options.t('api.unreachable', { url: options.apiUrl, cause }));
      }
      let answer: GraphqlAnswer<T>;
      try {
        answer = (await response.json()) as GraphqlAnswer<T>;
      } catch {
        throw new CliError(options.t('api.notJson', { url: options.apiUrl, status: response.status }));
      }
      if (answer.errors?.length) {
        const first = answer.errors[0];
        const code = first.extensions?.errorCode;
        if (code === 'NOT_AUTHENTICATED') {
          throw new CliError(options.t('api.noToken', { message: first.message }));
        }
        throw new CliError(answer.errors.map((error) => error.message).join('\n'));
      }
      if (!answer.data) throw new CliError(options.t('api.noData', { status: response.status }));
      return answer.data;
    },
    /** A REST GET answered as text (a CSV export); an error answer becomes a CliError with the server's message. */
    async text(pathAndQuery: string): Promise<string> {
      let response: Response;
      try {
        response = await doFetch(new URL(pathAndQuery, options.apiUrl), {
          headers: { 'accept-language': options.language, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new CliError(options.t('api.unreachable', { url: options.apiUrl, cause }));
      }
      if (response.ok) return response.text();
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new CliError(body?.error?.message ?? options.t('api.noData', { status: response.status }));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
