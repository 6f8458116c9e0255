import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorCatalogue, errorMessage, type ErrorCode } from '../../../../domain/errors/catalogue';
import { codeAndParamsOf } from '../../../../domain/errors/message';
import { type Language } from '../../../../domain/i18n/language';
import { localeErrors } from '../../../../domain/validation/parse';
import { isGraphqlRequestError } from '../../graphql';

/**
 * The pieces of useZodForm (ui/hooks/useZodForm.ts) that need no React: the resolver over a shared
 * domain schema, the text of a problem in the user's language and where a server's refusal goes.
 */

/**
 * A problem's text: a catalogue code (the shared schemas' convention), bare or with its parameters
 * (`CODE?min=3`, codeWithParams in domain/errors/message.ts), reads in the language with its
 * placeholders filled; any other text is already the user's (zod's own messages are localised by the
 * resolver, the server's by the API).
 */
export function problemText(message: string | undefined, language: Language): string | undefined {
  if (!message) return undefined;
  const { code, params } = codeAndParamsOf(message);
  return Object.hasOwn(errorCatalogue, code) ? errorMessage(code as ErrorCode, language, params) : message;
}

/**
 * A react-hook-form resolver checking with a shared zod schema as the server will: the form's values
 * go through `toInput` first (text to numbers, the record's id added...), zod's own messages come in
 * `language()` (read at each check, so a language switch applies to the next one), and the schema's
 * output is what the submit handler receives.
 */
export function zodFormResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  language: () => Language,
  toInput?: (values: Values) => unknown,
): Resolver<Values, unknown, Output> {
  return (values, context, options) => {
    const resolve = zodResolver(schema as never, { error: localeErrors[language()] } as never) as unknown as Resolver<Values, unknown, Output>;
    return resolve((toInput ? toInput(values) : values) as Values, context, options);
  };
}

/** One refusal of the server: the field it names (a dotted path, '' when it names none) and its text or catalogue code. */
export interface ServerProblem {
  path: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function pathOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((part) => typeof part === 'string' || typeof part === 'number')) return value.join('.');
  return null;
}

/**
 * What a failed GraphQL or REST call says about each field. The API sends the issues of a shared
 * schema's parse as `details.issues` ([{ path, message }], parseOrThrow in domain/validation/parse.ts)
 * and a business rule about one field as `details.field`; both reach the dashboard as
 * GraphqlRequestError details (graphql/client.ts, and the REST clients that reuse it). Everything
 * else is one form-level problem (path '') with the server's localised message.
 */
export function serverProblemsOf(error: unknown, unexpected: string): ServerProblem[] {
  if (!isGraphqlRequestError(error)) return [{ path: '', message: error instanceof Error && error.message ? error.message : unexpected }];
  const problems: ServerProblem[] = [];
  for (const detail of error.details) {
    const data = detail.data;
    const issues = isRecord(data) && Array.isArray(data.issues) ? data.issues : [];
    for (const issue of issues) {
      if (!isRecord(issue)) continue;
      const path = pathOf(issue.path);
      if (path !== null && typeof issue.message === 'string') problems.push({ path, message: issue.message });
    }
    const field = isRecord(data) ? pathOf(data.field) : null;
    if (issues.length === 0) problems.push({ path: field ?? '', message: detail.message });
  }
  return problems.length > 0 ? problems : [{ path: '', message: error.message || unexpected }];
}

/** Where a form stands, for its submit button. */
export interface SubmitState {
  saving: boolean;
  isSubmitting: boolean;
  isDirty: boolean;
  isValid: boolean;
  /** A field shows a problem (the schema's or the server's). */
  hasProblems: boolean;
  /** A create form whose defaults are a valid record can be sent untouched. */
  allowPristine: boolean;
}

/** The submit waits for a change (unless allowPristine), for every field to be right, and for the save in flight. */
export function submitDisabledOf(state: SubmitState): boolean {
  return state.saving || state.isSubmitting || (!state.allowPristine && !state.isDirty) || !state.isValid || state.hasProblems;
}

/** The DOM id of a field of a form: dots and brackets make poor ids and selectors. */
export function fieldDomId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** One problem of a form's check: its dotted path and what react-hook-form keeps for it. */
export interface FieldProblem {
  path: string;
  error: { type?: string; message?: string };
}

/** Every problem of a resolver's nested errors, as dotted paths (rows.2.vacantNumber, order). */
export function problemLeaves(errors: unknown, prefix = ''): FieldProblem[] {
  if (!isRecord(errors) && !Array.isArray(errors)) return [];
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' || typeof record.type === 'string') return [{ path: prefix, error: record as FieldProblem['error'] }];
  return Object.entries(record).flatMap(([key, value]) => (key === 'ref' ? [] : problemLeaves(value, prefix ? `${prefix}.${key}` : key)));
}

/**
 * Which problems a form shows after the user leaves a field: the field's own, those of fields already
 * touched, and those of a rule across fields that names no field with a value (a refine on the whole
 * form, as `order` in the headcount rules), so that Save is never off without saying why.
 */
export function shownProblems(
  problems: FieldProblem[],
  left: string,
  isTouched: (path: string) => boolean,
  hasValue: (path: string) => boolean,
): FieldProblem[] {
  return problems.filter(({ path }) => path === left || isTouched(path) || !hasValue(path));
}
