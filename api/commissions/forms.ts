import express, { type ErrorRequestHandler, type Request } from 'express';
import { AppError } from '../../domain/errors/catalogue';

/** Bracket notation in forms: at most this many levels (`values[0][value]` is 2) and fields. */
export const FORM_DEPTH_LIMIT = 6;
export const FORM_PARAMETER_LIMIT = 2000;

const JSON_SENT_AS_FORM = 'commissions.form.json';

/** The first field name of a form body, decoded (`+` is a space), for the JSON check. */
function firstKey(raw: Buffer): string {
  const head = raw.subarray(0, 256).toString('latin1').split(/[&=]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(head.replace(/\+/g, ' '));
  } catch {
    return head;
  }
}

/** A JSON document sent with the form content type is refused before it is read as a form. */
function refuseJson(_req: Request, _res: unknown, raw: Buffer): void {
  const key = firstKey(raw).trimStart();
  if (key.startsWith('{') || key.startsWith('[')) throw Object.assign(new Error('JSON sent as a form'), { type: JSON_SENT_AS_FORM });
}

/** The form reader's refusals, as catalogue errors in the caller's language. */
const formErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === JSON_SENT_AS_FORM) return next(new AppError('COMMISSION_FORM_BODY_IS_JSON'));
  if (type === 'querystring.parse.rangeError') return next(new AppError('COMMISSION_FORM_BODY_TOO_DEEP', { depth: FORM_DEPTH_LIMIT }));
  if (type === 'parameters.too.many') return next(new AppError('COMMISSION_FORM_BODY_TOO_MANY_FIELDS', { limit: FORM_PARAMETER_LIMIT }));
  next(error);
};

/**
 * Form-encoded bodies, read by Express's own parser in bracket notation (`values[0][value]=…`,
 * `subordinates[]=…`, `values[01-000001]=…`), bounded in depth and fields: deeper brackets are
 * COMMISSION_FORM_BODY_TOO_DEEP, more fields COMMISSION_FORM_BODY_TOO_MANY_FIELDS (400). Lists sent as JSON text inside a field keep working (the
 * body schemas read them, fields.ts). A JSON document sent with the form content type is
 * COMMISSION_FORM_BODY_IS_JSON (400) instead of failing validation field by field.
 */
// Express 5's body-parser takes `depth` (its type declarations predate the option).
const formOptions: Parameters<typeof express.urlencoded>[0] & { depth: number } = {
  extended: true,
  depth: FORM_DEPTH_LIMIT,
  parameterLimit: FORM_PARAMETER_LIMIT,
  limit: '2mb',
  verify: refuseJson,
};

export const formBodies = [express.urlencoded(formOptions), formErrors];
