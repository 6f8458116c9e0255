import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, errorMessage, isAppError, type ErrorCode, type ErrorKind } from '../domain/errors/catalogue';
import { pickLanguage, type Language } from '../domain/i18n/language';
import { describeIssues } from '../domain/validation/parse';
import type { Logger } from '../config/logger';

/** The one place where an error kind becomes an HTTP status. */
export function httpStatusFor(kind: ErrorKind): number {
  switch (kind) {
    case 'badRequest':
      return 400;
    case 'validation':
      return 422;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'notFound':
      return 404;
    case 'conflict':
      return 409;
    case 'rateLimited':
      return 429;
    case 'unavailable':
      return 503;
    case 'internal':
      return 500;
  }
}

/** The GraphQL extensions.code of a kind, in the usual upper snake case. */
export function graphqlCodeFor(kind: ErrorKind): string {
  switch (kind) {
    case 'badRequest':
      return 'BAD_REQUEST';
    case 'validation':
      return 'BAD_USER_INPUT';
    case 'unauthenticated':
      return 'UNAUTHENTICATED';
    case 'forbidden':
      return 'FORBIDDEN';
    case 'notFound':
      return 'NOT_FOUND';
    case 'conflict':
      return 'CONFLICT';
    case 'rateLimited':
      return 'RATE_LIMITED';
    case 'unavailable':
      return 'SERVICE_UNAVAILABLE';
    case 'internal':
      return 'INTERNAL_SERVER_ERROR';
  }
}

export function requestLanguage(req: { headers: Record<string, string | string[] | undefined>; cookies?: Record<string, string> }): Language {
  const cookie = req.cookies?.lang;
  if (cookie === 'es' || cookie === 'en') return cookie;
  const header = req.headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function errorBody(error: AppError, language: Language): ErrorBody {
  return { error: { code: error.code, message: error.messageIn(language), ...(error.details ? { details: error.details } : {}) } };
}

/**
 * What the caller got wrong, or null for a fault of the server: graphql-js parse, validation and
 * variable-coercion errors (those raised before any resolver runs have no path, and a scalar that
 * refuses a variable raises a GraphQLError), and input a resolver refused with a zod schema.
 */
export function clientMistakeOf(error: GraphQLError, language: Language): string | null {
  const original = error.originalError;
  if (!original) return error.message;
  if (original instanceof z.ZodError) return describeIssues(original.issues, language);
  if (original instanceof GraphQLError || error.path === undefined) return error.message;
  return null;
}

/**
 * Turns a GraphQL error into the shape the dashboard and CLI read: the localized catalogue
 * message and extensions { code, errorCode, params, details }. Unknown errors never leak their
 * message or stack: they are logged and become INTERNAL.
 */
export function localizeGraphqlError(error: GraphQLError, language: Language, logger: Logger): GraphQLError {
  const original = error.originalError;
  if (isAppError(original)) {
    return new GraphQLError(original.messageIn(language), {
      path: error.path,
      extensions: {
        code: graphqlCodeFor(original.kind),
        errorCode: original.code,
        params: original.params,
        ...(original.details ? { details: original.details } : {}),
      },
    });
  }
  const clientMistake = clientMistakeOf(error, language);
  if (clientMistake !== null) {
    // The caller's mistake, not a fault of the server: noted without a stack trace.
    if (original) logger.info({ path: error.path, reason: clientMistake.slice(0, 500) }, 'invalid GraphQL input');
    return new GraphQLError(errorMessage('VALIDATION_FAILED', language, { detail: clientMistake }), {
      path: error.path,
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'VALIDATION_FAILED' },
    });
  }
  logger.error({ err: original, path: error.path }, 'unexpected resolver error');
  return new GraphQLError(errorMessage('INTERNAL', language), {
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorCode: 'INTERNAL' },
  });
}

/** 404 in the catalogue's words for API paths nobody serves. */
export const notFoundHandler: RequestHandler = (req, res) => {
  const language = requestLanguage(req);
  res.status(404).json(errorBody(new AppError('ROUTE_NOT_FOUND', { path: req.originalUrl.split('?')[0] }), language));
};

/** Last error handler: malformed bodies are 400, catalogue errors keep their status, the rest is logged. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const language = requestLanguage(req);
    const httpError = err as { type?: string; status?: number; message?: string };
    let appError: AppError;
    if (isAppError(err)) appError = err;
    else if (httpError?.type === 'entity.parse.failed') appError = new AppError('MALFORMED_JSON', { detail: httpError.message ?? '' });
    else if (httpError?.type === 'entity.too.large') appError = new AppError('PAYLOAD_TOO_LARGE');
    else if (httpError?.status && httpError.status >= 400 && httpError.status < 500) {
      appError = new AppError('VALIDATION_FAILED', { detail: httpError.message ?? '' });
    } else {
      ((req as { log?: Logger }).log ?? logger).error({ err }, 'unhandled error');
      appError = new AppError('INTERNAL');
    }
    const retryAfter = (appError.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (appError.kind === 'rateLimited' && typeof retryAfter === 'number') res.setHeader('retry-after', String(retryAfter));
    res.status(httpStatusFor(appError.kind)).json(errorBody(appError, language));
  };
}
