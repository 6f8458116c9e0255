import { InputGroup } from '@blueprintjs/core';
import i18next from 'i18next';
import { createElement } from 'react';
import { useFieldArray } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorMessage } from '../../../../domain/errors/catalogue';
import { codeWithParams } from '../../../../domain/errors/message';
import commonEn from '../../app/i18n/en.json';
import commonEs from '../../app/i18n/es.json';
import { GraphqlRequestError } from '../../graphql';
import { problemLeaves, problemText, serverProblemsOf, shownProblems, submitDisabledOf, zodFormResolver } from '../utils/zodForm';
import { useZodForm, type ZodForm } from './useZodForm';

const visitSchema = z.object({
  email: z.email(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'XADIS_DATE_INVALID'),
  boxes: z.number().int().min(1),
  urgent: z.boolean(),
});
type Visit = z.input<typeof visitSchema>;
const goodVisit: Visit = { email: 'ana@example.com', day: '2026-11-28', boxes: 3, urgent: false };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { common: commonEs }, en: { common: commonEn } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

async function check(values: Visit, language: 'es' | 'en') {
  const resolver = zodFormResolver<Visit, z.output<typeof visitSchema>>(visitSchema, () => language);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('zodFormResolver', () => {
  it('hands over the schema output when every rule holds', async () => {
    const result = await check(goodVisit, 'es');
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(goodVisit);
  });

  it("words zod's own messages in the user's language and keeps the schema's catalogue codes", async () => {
    const bad = { ...goodVisit, email: 'not an e-mail', day: '28/11/2026', boxes: 0 };
    const spanish = await check(bad, 'es');
    const english = await check(bad, 'en');
    expect(spanish.errors.day?.message).toBe('XADIS_DATE_INVALID');
    expect(spanish.errors.email?.message).toMatch(/inválid/i);
    expect(english.errors.email?.message).toMatch(/invalid/i);
    expect(spanish.errors.boxes?.message).not.toBe(english.errors.boxes?.message);
  });

  it('checks what toInput makes of the values (text typed into a number field)', async () => {
    type Typed = Omit<Visit, 'boxes'> & { boxes: string };
    const resolver = zodFormResolver<Typed, z.output<typeof visitSchema>>(
      visitSchema,
      () => 'es',
      (values) => ({ ...values, boxes: Number(values.boxes) }),
    );
    const result = await resolver({ ...goodVisit, boxes: '4' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.values).toEqual({ ...goodVisit, boxes: 4 });
  });
});

describe('problemText', () => {
  it('reads a catalogue code in the language and leaves other texts as they are', () => {
    expect(problemText('XADIS_DATE_INVALID', 'es')).toBe(errorMessage('XADIS_DATE_INVALID', 'es'));
    expect(problemText('XADIS_DATE_INVALID', 'en')).toBe(errorMessage('XADIS_DATE_INVALID', 'en'));
    expect(problemText('Correo no válido', 'en')).toBe('Correo no válido');
    expect(problemText(undefined, 'es')).toBeUndefined();
  });

  it('fills the parameters a catalogue code carries (codeWithParams), in the language', () => {
    const message = codeWithParams('COMMISSION_NAME_TOO_SHORT', { min: 3 });
    expect(problemText(message, 'es')).toBe('El nombre debe tener al menos 3 caracteres.');
    expect(problemText(message, 'en')).toBe('The name must have at least 3 characters.');
    expect(problemText(codeWithParams('COMMISSION_NAME_TOO_SHORT'), 'es')).toBe(errorMessage('COMMISSION_NAME_TOO_SHORT', 'es'));
    expect(problemText('¿Seguro? sí', 'es')).toBe('¿Seguro? sí');
  });
});

describe('serverProblemsOf', () => {
  const refused = (data?: Record<string, unknown>, message = 'Datos no válidos') =>
    new GraphqlRequestError('BAD_USER_INPUT', message, {
      details: [{ code: 'BAD_USER_INPUT', errorCode: 'VALIDATION_FAILED', message, ...(data ? { data } : {}) }],
    });

  it("places a shared schema's issues under their fields (details.issues of parseOrThrow)", () => {
    const error = refused({
      issues: [
        { path: ['register', 0, 'port'], message: 'STORE_FIELD_POSITIVE', code: 'custom' },
        { path: [], message: 'Falta algo' },
      ],
    });
    expect(serverProblemsOf(error, 'x')).toEqual([
      { path: 'register.0.port', message: 'STORE_FIELD_POSITIVE' },
      { path: '', message: 'Falta algo' },
    ]);
  });

  it('places a business rule naming its field (details.field) and keeps the rest form-level', () => {
    expect(serverProblemsOf(refused({ field: 'email' }, 'El correo ya existe'), 'x')).toEqual([{ path: 'email', message: 'El correo ya existe' }]);
    expect(serverProblemsOf(refused(undefined, 'Sin permiso'), 'x')).toEqual([{ path: '', message: 'Sin permiso' }]);
    expect(serverProblemsOf(new Error('Se cayó la red'), 'x')).toEqual([{ path: '', message: 'Se cayó la red' }]);
    expect(serverProblemsOf('???', 'Error inesperado')).toEqual([{ path: '', message: 'Error inesperado' }]);
  });
});

/** Renders a form once on the server and hands back what the hook returned. */
function renderForm(options: Parameters<typeof useZodForm<typeof visitSchema>>[1]): ZodForm<Visit, z.output<typeof visitSchema>> {
  let form: ZodForm<Visit, z.output<typeof visitSchema>> | undefined;
  function VisitForm() {
    form = useZodForm(visitSchema, options);
    return createElement(InputGroup, form.input('email'));
  }
  renderToStaticMarkup(createElement(VisitForm));
  if (!form) throw new Error('not rendered');
  return form;
}

describe('useZodForm', () => {
  it('binds Blueprint inputs and FormGroups with stable ids, and waits for a change before the submit', () => {
    const form = renderForm({ defaultValues: goodVisit, id: 'visit' });
    expect(form.input('email')).toMatchObject({ id: 'visit-email', name: 'email', intent: 'none' });
    expect(form.group('email', 'Su correo')).toEqual({ labelFor: 'visit-email', intent: 'none', helperText: 'Su correo' });
    expect(form.numeric('boxes')).toMatchObject({ id: 'visit-boxes', value: 3 });
    expect(form.switchField('urgent')).toMatchObject({ checked: false });
    expect(form.date('day')).toMatchObject({ id: 'visit-day', value: '2026-11-28' });
    expect(form.submitDisabled).toBe(true);
  });

  it('enables the submit only once changed (or a create form), valid, without a problem on screen and not saving', () => {
    const ready = { saving: false, isSubmitting: false, isDirty: true, isValid: true, hasProblems: false, allowPristine: false };
    expect(submitDisabledOf(ready)).toBe(false);
    expect(submitDisabledOf({ ...ready, isDirty: false })).toBe(true);
    expect(submitDisabledOf({ ...ready, isDirty: false, allowPristine: true })).toBe(false);
    expect(submitDisabledOf({ ...ready, isValid: false })).toBe(true);
    expect(submitDisabledOf({ ...ready, hasProblems: true })).toBe(true);
    expect(submitDisabledOf({ ...ready, saving: true })).toBe(true);
    expect(submitDisabledOf({ ...ready, isSubmitting: true })).toBe(true);
  });

  it("shows a field's problem in the user's language with the danger intent, and keeps the submit disabled", () => {
    const form = renderForm({ defaultValues: goodVisit, allowPristine: true, errors: { day: { type: 'custom', message: 'XADIS_DATE_INVALID' } } });
    expect(form.group('day', 'aaaa')).toEqual({
      labelFor: expect.stringMatching(/-day$/),
      intent: 'danger',
      helperText: errorMessage('XADIS_DATE_INVALID', 'es'),
    });
    expect(form.date('day').intent).toBe('danger');
    expect(form.submitDisabled).toBe(true);
  });

  it("puts the server's refusal under the field it names, and what names no field in the form-level message", () => {
    const form = renderForm({ defaultValues: goodVisit });
    const message = 'Datos no válidos: boxes: Demasiado pequeño';
    form.setServerError(
      new GraphqlRequestError('BAD_USER_INPUT', message, {
        details: [
          {
            code: 'BAD_USER_INPUT',
            message,
            data: {
              issues: [
                { path: ['boxes'], message: 'Demasiado pequeño' },
                { path: ['owner'], message: 'Falta' },
              ],
            },
          },
        ],
      }),
    );
    expect(form.getFieldState('boxes').error).toMatchObject({ type: 'server', message: 'Demasiado pequeño' });
    expect(form.getFieldState('root.server' as 'email').error?.message).toBe(message);
  });

  it('maps the API field paths onto the form through fieldOfServerPath', () => {
    const form = renderForm({ defaultValues: goodVisit, fieldOfServerPath: (path) => path.replace(/^input\./, '') });
    form.setServerError(
      new GraphqlRequestError('CONFLICT', 'Ya existe', { details: [{ code: 'CONFLICT', message: 'Ya existe', data: { field: 'input.email' } }] }),
    );
    expect(form.getFieldState('email').error?.message).toBe('Ya existe');
    expect(form.getFieldState('root.server' as 'email').error).toBeUndefined();
  });
});

const routeSchema = z.object({ stops: z.array(z.object({ place: z.string().min(1, 'STORE_FIELD_REQUIRED') })).min(1) });
type Route = z.input<typeof routeSchema>;

describe('useZodForm with a list of rows', () => {
  it("hands react-hook-form's control to useFieldArray and binds each row's fields by their dotted path", () => {
    let rows: number | undefined;
    let form: ZodForm<Route, z.output<typeof routeSchema>> | undefined;
    function RouteForm() {
      form = useZodForm(routeSchema, { id: 'route', defaultValues: { stops: [{ place: 'Xalapa' }, { place: '' }] } });
      const stops = useFieldArray({ control: form.control, name: 'stops' });
      rows = stops.fields.length;
      return createElement(InputGroup, form.input('stops.1.place'));
    }
    renderToStaticMarkup(createElement(RouteForm));
    expect(rows).toBe(2);
    expect(form?.input('stops.1.place')).toMatchObject({ id: 'route-stops-1-place', name: 'stops.1.place' });
  });

  it('hands a refused submit to onInvalid (a screen that says so in a toast) and never to onValid', async () => {
    let form: ZodForm<Route, z.output<typeof routeSchema>> | undefined;
    function RouteForm() {
      form = useZodForm(routeSchema, { defaultValues: { stops: [{ place: '' }] } });
      return null;
    }
    renderToStaticMarkup(createElement(RouteForm));
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    form?.submit(onValid, onInvalid)();
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalled());
    expect(onInvalid.mock.calls[0][0]).toMatchObject({ stops: [{ place: { message: 'STORE_FIELD_REQUIRED' } }] });
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe('problems shown after leaving a field', () => {
  const problems = problemLeaves({
    rows: [undefined, { vacantNumber: { type: 'too_small', message: 'HEADCOUNT_NUMBER_INVALID' } }],
    order: { type: 'custom', message: 'HEADCOUNT_RULES_ORDER' },
    finalDate: { type: 'custom', message: 'WORKPLAN_DATES', ref: { focus: () => undefined } },
  });

  it('reads nested errors as dotted paths', () => {
    expect(problems.map(({ path }) => path)).toEqual(['rows.1.vacantNumber', 'order', 'finalDate']);
  });

  it.each([
    { left: 'rows.1.vacantNumber', touched: [], shown: ['rows.1.vacantNumber', 'order'] },
    { left: 'releaseDate', touched: ['finalDate'], shown: ['order', 'finalDate'] },
    { left: 'releaseDate', touched: [], shown: ['order'] },
  ])('leaving $left with $touched touched shows $shown', ({ left, touched, shown }) => {
    const hasValue = (path: string) => path !== 'order';
    expect(shownProblems(problems, left, (path) => touched.includes(path), hasValue).map(({ path }) => path)).toEqual(shown);
  });
});
