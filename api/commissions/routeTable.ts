import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { deletedAnswer } from '../../domain/commissions/answers';
import { AppError, isAppError, type ErrorCode } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import { errorBody, httpStatusFor, requestLanguage } from '../errors';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * One route of the commissions API, declared once: the router serves it and the OpenAPI document
 * (openapi.ts) describes it from the same declaration, body schema included.
 */
export interface RouteDoc<S extends z.ZodType | undefined = z.ZodType | undefined, R extends z.ZodType = z.ZodType> {
  method: Method;
  /** The Express path (`/area/:id`); the document writes it `/area/{id}`. */
  path: string;
  /** The permission module the route checks (spec 003 section 6). */
  module: string;
  summary: string;
  /** The request body: documented, and read by the handler (after its access checks) with `input()`. */
  body?: S;
  /**
   * The success answer's schema (domain/commissions/answers.ts): the document lists it, and the
   * handler's `res.json` only takes what it describes.
   */
  response: R;
  /** The success status (200 unless said). */
  status?: number;
  /** Update calls: the spec's client reads their errors from the response data (`data.errors`) too. */
  update?: boolean;
}

type Input<S> = S extends z.ZodType ? z.output<S> : never;
/** The response of a route, whose `json` takes the route's answer only. */
export type Answering<R extends z.ZodType> = Response<z.input<R>>;
export type RouteHandler<S, R extends z.ZodType = z.ZodType> = (req: Request, res: Answering<R>, input: () => Input<S>) => Promise<unknown>;

/**
 * Reads a body with its schema. A problem whose message is a catalogue code carrying its
 * parameters (`params.catalogue`, as the name fields do) is thrown as that code, so the spec's
 * messages stay what they are; any other problem is VALIDATION_FAILED naming each field.
 */
export function readBody<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const value = req.body ?? {};
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const params = (issue as { params?: { catalogue?: Record<string, string | number> } }).params?.catalogue;
    if (params) throw new AppError(issue.message as ErrorCode, params);
  }
  return parseOrThrow(schema, value, requestLanguage(req));
}

/** Create and read calls: a failure is the error response (the product's error handler writes it). */
function route(handler: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}

/** Update calls: the error object is also in `data.errors`. */
function updateRoute(handler: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch((error: unknown) => {
      if (!isAppError(error)) return next(error);
      const body = errorBody(error, requestLanguage(req));
      res.status(httpStatusFor(error.kind)).json({ data: { errors: body.error }, ...body });
    });
  };
}

/** The routes of the commissions API: each family adds its own; the document is built from them. */
export class RouteTable {
  readonly routes: RouteDoc[] = [];

  constructor(readonly router: Router = Router()) {}

  add<S extends z.ZodType | undefined = undefined, R extends z.ZodType = z.ZodType>(doc: RouteDoc<S, R>, handler: RouteHandler<S, R>): void {
    this.routes.push(doc);
    const schema = doc.body;
    const run = (req: Request, res: Response) =>
      handler(req, res, () => {
        if (!schema) throw new Error(`${doc.method} ${doc.path} declares no body`);
        return readBody(req, schema) as Input<S>;
      });
    this.router[doc.method](doc.path, doc.update ? updateRoute(run) : route(run));
  }

  /** A create call: POST, answered 201 with the answer `create` builds from the new record. */
  create<S extends z.ZodType, R extends z.ZodType>(
    doc: Omit<RouteDoc<S, R>, 'method' | 'status' | 'update'>,
    create: (req: Request, input: () => z.output<S>) => Promise<z.input<R>>,
  ): void {
    this.add<S, R>({ ...doc, method: 'post', status: 201 }, async (req, res, input) => {
      res.status(201).json(await create(req, input));
    });
  }

  /** An update call: PATCH, its errors in `data.errors` too, answered with the answer `update` builds from the changed record. */
  update<S extends z.ZodType, R extends z.ZodType>(
    doc: Omit<RouteDoc<S, R>, 'method' | 'status' | 'update'>,
    update: (req: Request, input: () => z.output<S>) => Promise<z.input<R>>,
  ): void {
    this.add<S, R>({ ...doc, method: 'patch', update: true }, async (req, res, input) => {
      res.json(await update(req, input));
    });
  }

  /** A delete call: DELETE, answered `{ id, deleted: true }` with the id `remove` gives once the record is gone. */
  delete(doc: Pick<RouteDoc, 'path' | 'module' | 'summary'>, remove: (req: Request) => Promise<string>): void {
    this.add({ ...doc, method: 'delete', response: deletedAnswer }, async (req, res) => {
      res.json({ id: await remove(req), deleted: true });
    });
  }
}

/** A path parameter as text. */
export const param = (req: Request, name: string) => String(req.params[name] ?? '');
