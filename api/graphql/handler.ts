import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { getOperationAST, NoSchemaIntrospectionCustomRule, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { LRUCache } from 'lru-cache';
import type { Response } from 'graphql-http';
import { AppError, errorMessage, isAppError } from '../../domain/errors/catalogue';
import type { ApiDeps, RequestContext } from '../context';
import { errorBody, localizeGraphqlError, requestLanguage } from '../errors';
import { limitViolation, parseWithinLimits } from './limits';

/** How many parsed and validated documents are kept, and the longest query text kept. */
const MAX_CACHED_DOCUMENTS = 500;
const MAX_CACHED_QUERY_LENGTH = 20_000;

/**
 * GraphQL over graphql-http. Before it: a request that is not a GraphQL request at all gets a
 * localized 400, and so does a document over the limits of ./limits.ts (before it is validated
 * or run). After execution: every error is localized and unknown ones are masked.
 */
export function graphqlMiddleware(schema: GraphQLSchema, deps: ApiDeps): RequestHandler[] {
  const checkRequest: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST') return next();
    const body = req.body as unknown;
    const valid =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { query?: unknown }).query === 'string' &&
      ((body as { variables?: unknown }).variables === undefined ||
        (body as { variables?: unknown }).variables === null ||
        typeof (body as { variables?: unknown }).variables === 'object');
    if (valid) return next();
    const language = requestLanguage(req);
    res.status(400).json({
      ...errorBody(
        new AppError('MALFORMED_GRAPHQL', {
          detail: language === 'es' ? 'falta "query" o "variables" no es un objeto' : '"query" is missing or "variables" is not an object',
        }),
        language,
      ),
      errors: [{ message: errorMessage('MALFORMED_GRAPHQL', language, { detail: 'query' }) }],
    });
  };

  // The screens and the CLI send the same few documents over and over: each is parsed and
  // validated against the schema once (about a millisecond of CPU per request saved), then taken
  // from here. Only valid documents are kept, a bounded number of bounded size.
  const checkedDocuments = new LRUCache<string, { document: DocumentNode; introspects: boolean }>({ max: MAX_CACHED_DOCUMENTS });

  const handler = createHandler<RequestContext>({
    schema,
    onSubscribe: (req, params) => {
      // Parse and validate here, where the caller's language is known, so these errors are localized too.
      const language = requestLanguage(req.raw);
      // A malformed request is a 400 whatever media type was negotiated.
      const localized = (message: string): Response => [
        JSON.stringify({
          errors: [
            { message: errorMessage('MALFORMED_GRAPHQL', language, { detail: message }), extensions: { code: 'BAD_REQUEST', errorCode: 'MALFORMED_GRAPHQL' } },
          ],
        }),
        { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
      ];
      const overLimit = (error: AppError): Response => [
        JSON.stringify({ errors: [{ message: error.messageIn(language), extensions: { code: 'BAD_REQUEST', errorCode: error.code, params: error.params } }] }),
        { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
      ];
      let checked = checkedDocuments.get(params.query);
      if (!checked) {
        let document: DocumentNode;
        try {
          document = parseWithinLimits(params.query);
        } catch (error) {
          if (isAppError(error)) return overLimit(error);
          return localized(error instanceof Error ? error.message : String(error));
        }
        const violation = limitViolation(schema, document);
        if (violation) return overLimit(violation);
        const errors = validate(schema, document);
        if (errors.length) return localized(errors.map((error) => error.message).join(' '));
        checked = { document, introspects: validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0 };
        if (params.query.length <= MAX_CACHED_QUERY_LENGTH) checkedDocuments.set(params.query, checked);
      }
      const { document } = checked;
      // The staff schema is described only to a signed-in caller (GraphiQL, the CLI's token).
      if (!req.raw.principal && checked.introspects) {
        return [
          JSON.stringify({
            errors: [
              { message: errorMessage('INTROSPECTION_NOT_ALLOWED', language), extensions: { code: 'UNAUTHENTICATED', errorCode: 'INTROSPECTION_NOT_ALLOWED' } },
            ],
          }),
          { status: 401, statusText: 'Unauthorized', headers: { 'content-type': 'application/json; charset=utf-8' } },
        ];
      }
      const operation = getOperationAST(document, params.operationName);
      if (!operation) return localized(params.operationName ? `operation ${params.operationName} not found` : 'no operation');
      if (req.method === 'GET' && operation.operation !== 'query') return localized('only queries can be sent with GET');
      const raw = req.raw;
      const contextValue: RequestContext = {
        deps,
        principal: raw.principal ?? null,
        language,
        requestId: String((raw as { id?: unknown }).id ?? randomUUID()),
        req: raw,
        res: req.context.res,
      };
      return { schema, document, contextValue, variableValues: params.variables ?? undefined, operationName: params.operationName ?? undefined };
    },
    onOperation: (_req, args, result) => {
      if (!result || !('errors' in result) || !result.errors?.length) return;
      const ctx = args.contextValue;
      if (!ctx) return;
      return { ...result, errors: result.errors.map((error) => localizeGraphqlError(error, ctx.language, ctx.deps.logger)) };
    },
  });

  return [checkRequest, handler as unknown as RequestHandler];
}
