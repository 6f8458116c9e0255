import { type Intent } from '@blueprintjs/core';
import { type ChangeEvent, type FocusEvent, type FormEvent, type Ref, useId, useMemo, useRef } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type PathValue,
  type SubmitErrorHandler,
  type SubmitHandler,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toLanguage } from '../utils/languages';
import { fieldDomId, problemLeaves, problemText, serverProblemsOf, shownProblems, submitDisabledOf, zodFormResolver } from '../utils/zodForm';

export interface UseZodFormOptions<Values extends FieldValues, Output> extends Omit<UseFormProps<Values, unknown, Output>, 'resolver'> {
  /** What the schema parses, made from the form's values (numbers typed as text, the record's id...); the values themselves by default. */
  toInput?: (values: Values) => unknown;
  /** The form field a server's field path (dotted, as the API's issue names it) lands on; null sends it to the form-level message. The same path by default. */
  fieldOfServerPath?: (path: string) => string | null;
  /** True while the save is on its way (a mutation's isPending): the submit is disabled meanwhile. */
  saving?: boolean;
  /** A create form can be sent untouched (its defaults are a valid record); an edit form waits for a change. */
  allowPristine?: boolean;
  /** Prefix of the fields' DOM ids (a unique one by default). */
  id?: string;
}

/** What to spread on a FormGroup: the label's target, the danger intent and the problem (or the hint). */
export interface FormGroupBinding {
  labelFor: string;
  intent: Intent;
  helperText?: string;
}

/** What every binding names: the field's DOM id (the label's target) and its form name. */
interface FieldBinding {
  id: string;
  name: string;
}

/** A native element's change and blur handlers. */
interface ElementBinding<E extends HTMLElement> extends FieldBinding {
  onChange: (event: ChangeEvent<E>) => void;
  /** Takes the real blur event: react-hook-form reads the element's value from its target. */
  onBlur: (event: FocusEvent<E>) => void;
}

/** What to spread on an InputGroup (or a TextArea with its own `inputRef`). */
export interface InputBinding extends ElementBinding<HTMLInputElement> {
  inputRef: Ref<HTMLInputElement>;
  intent: Intent;
}

/** What to spread on a TextArea. */
export interface TextAreaBinding extends ElementBinding<HTMLTextAreaElement> {
  inputRef: Ref<HTMLTextAreaElement>;
  intent: Intent;
}

/** What to spread on a NumericInput: its value as typed, and a blur without an event. */
export interface NumericBinding extends FieldBinding {
  value: number | string;
  onValueChange: (valueAsNumber: number, valueAsString: string) => void;
  onBlur: () => void;
  intent: Intent;
}

/** What to spread on an HTMLSelect. */
export interface SelectBinding extends ElementBinding<HTMLSelectElement> {
  ref: Ref<HTMLSelectElement>;
}

/** What to spread on a Switch. */
export interface SwitchBinding extends FieldBinding {
  checked: boolean;
  onChange: (event: FormEvent<HTMLInputElement>) => void;
}

/** What to spread on a date field: the day as text, a blur without an event. */
export interface DateBinding extends FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  intent: Intent;
}

export type ZodForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** The problem of a field in the user's language (the schema's, or the server's after setServerError). */
  problem: (name: FieldPath<Values>) => string | undefined;
  group: (name: FieldPath<Values>, hint?: string) => FormGroupBinding;
  input: (name: FieldPath<Values>) => InputBinding;
  textArea: (name: FieldPath<Values>) => TextAreaBinding;
  numeric: (name: FieldPath<Values>) => NumericBinding;
  select: (name: FieldPath<Values>) => SelectBinding;
  switchField: (name: FieldPath<Values>) => SwitchBinding;
  date: (name: FieldPath<Values>) => DateBinding;
  /** Puts a failed save's problems under their fields (the API names them), the rest in `formError`. */
  setServerError: (error: unknown) => void;
  /** The form-level problem of the last save, in the user's language. */
  formError: string | undefined;
  /** The submit waits for a change (unless allowPristine), for every field to be right (the schema holds), and for the save in flight. */
  submitDisabled: boolean;
  /** The form's onSubmit: checks with the schema, then hands its output to `onValid` (or the problems to `onInvalid`, e.g. a screen's own toast). */
  submit: (onValid: SubmitHandler<Output>, onInvalid?: SubmitErrorHandler<Values>) => (event?: FormEvent) => void;
};

const SERVER_ERROR = 'root.server';

/**
 * One way for every form: react-hook-form checked by a shared domain schema (the one the server
 * parses with), the schema's output typed for the submit, the messages in the user's language
 * (catalogue codes and zod's own), bindings for Blueprint's inputs and FormGroup, the server's
 * refusal under the field it names, and the submit disabled while pristine, wrong or saving.
 */
export function useZodForm<Schema extends z.ZodType<unknown, FieldValues>, Values extends FieldValues = z.input<Schema>>(
  schema: Schema,
  options: UseZodFormOptions<Values, z.output<Schema>> = {},
): ZodForm<Values, z.output<Schema>> {
  type Output = z.output<Schema>;
  const { toInput, fieldOfServerPath, saving = false, allowPristine = false, id, ...formOptions } = options;
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const languageRef = useRef(language);
  languageRef.current = language;
  const toInputRef = useRef(toInput);
  toInputRef.current = toInput;
  const resolver = useMemo(
    () =>
      zodFormResolver<Values, Output>(
        schema as z.ZodType<Output>,
        () => languageRef.current,
        (values) => (toInputRef.current ? toInputRef.current(values) : values),
      ),
    [schema],
  );
  const form = useForm<Values, unknown, Output>({ mode: 'onTouched', reValidateMode: 'onChange', ...formOptions, resolver });
  const generatedId = useId();
  const formId = id ?? `form${generatedId.replace(/[^A-Za-z0-9]/g, '')}`;
  const { formState } = form;
  const checksOnChange = formOptions.mode === 'onChange' || formOptions.mode === 'all';
  const errors = formState.errors;

  const problem = (name: FieldPath<Values>) => problemText((get(errors, name) as { message?: string } | undefined)?.message, language);
  const intentOf = (name: FieldPath<Values>): Intent => (problem(name) ? 'danger' : 'none');
  const domId = (name: FieldPath<Values>) => fieldDomId(formId, name);
  // A controlled input's change is checked as a registered one's: once touched, or after a first submit.
  const set = (name: FieldPath<Values>, value: unknown) =>
    form.setValue(name, value as PathValue<Values, FieldPath<Values>>, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: checksOnChange || formState.isSubmitted || get(formState.touchedFields, name) === true,
    });
  // Leaving a field checks the whole form and shows what concerns the user so far (shownProblems):
  // the field left, the fields touched before, and a rule across fields that names no field.
  const shownBefore = useRef(new Set<string>());
  const check = async (left: FieldPath<Values>) => {
    const values = form.getValues();
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: undefined, criteriaMode: 'firstError' });
    const problems = problemLeaves(result.errors);
    const shown = shownProblems(
      problems,
      left,
      (path) => form.getFieldState(path as FieldPath<Values>).isTouched,
      (path) => get(values, path) !== undefined,
    );
    const now = new Set(shown.map(({ path }) => path));
    for (const path of [left, ...shownBefore.current])
      if (!now.has(path) && (get(form.formState.errors, path) as { type?: string } | undefined)?.type !== 'server') form.clearErrors(path as FieldPath<Values>);
    for (const { path, error } of shown) form.setError(path as FieldPath<Values>, { type: error.type ?? 'validate', message: error.message });
    shownBefore.current = now;
  };
  const blur = (name: FieldPath<Values>) => () => {
    if (!get(formState.touchedFields, name)) form.setValue(name, form.getValues(name), { shouldTouch: true });
    void check(name);
  };

  const setServerError = (error: unknown) => {
    const problems = serverProblemsOf(error, t('errors.unexpected'));
    const values = form.getValues();
    let unplaced = false;
    for (const { path, message } of problems) {
      const field = path === '' ? null : fieldOfServerPath ? fieldOfServerPath(path) : path;
      if (field !== null && get(values, field) !== undefined) form.setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: true });
      else unplaced = true;
    }
    if (unplaced) {
      const formLevel = problems.length === 1 && problems[0].path === '' ? problems[0].message : error instanceof Error ? error.message : problems[0].message;
      form.setError(SERVER_ERROR as FieldPath<Values>, { type: 'server', message: formLevel });
    }
  };

  const hasProblems = Object.keys(errors).some((key) => key !== 'root');
  return {
    ...form,
    problem,
    group: (name, hint) => {
      const text = problem(name) ?? hint;
      return { labelFor: domId(name), intent: intentOf(name), ...(text ? { helperText: text } : {}) };
    },
    input: (name) => {
      const { ref, onChange, onBlur, name: fieldName } = form.register(name);
      return {
        id: domId(name),
        name: fieldName,
        inputRef: ref,
        onChange: (event) => void onChange(event),
        onBlur: (event) => void onBlur(event).then(() => check(name)),
        intent: intentOf(name),
      };
    },
    textArea: (name) => {
      const { ref, onChange, onBlur, name: fieldName } = form.register(name);
      return {
        id: domId(name),
        name: fieldName,
        inputRef: ref,
        onChange: (event) => void onChange(event),
        onBlur: (event) => void onBlur(event).then(() => check(name)),
        intent: intentOf(name),
      };
    },
    numeric: (name) => {
      const current = form.watch(name) as unknown;
      return {
        id: domId(name),
        name,
        value: typeof current === 'number' || typeof current === 'string' ? current : '',
        // An unreadable number stays as typed, so the schema refuses it in words rather than silently dropping it.
        onValueChange: (valueAsNumber, valueAsString) =>
          set(name, valueAsString.trim() === '' ? undefined : Number.isFinite(valueAsNumber) ? valueAsNumber : valueAsString),
        onBlur: blur(name),
        intent: intentOf(name),
      };
    },
    select: (name) => {
      const { ref, onChange, onBlur, name: fieldName } = form.register(name);
      return {
        id: domId(name),
        name: fieldName,
        ref,
        onChange: (event) => void onChange(event),
        onBlur: (event) => void onBlur(event).then(() => check(name)),
      };
    },
    switchField: (name) => ({ id: domId(name), name, checked: form.watch(name) === true, onChange: (event) => set(name, event.currentTarget.checked) }),
    date: (name) => {
      const current = form.watch(name) as unknown;
      return {
        id: domId(name),
        name,
        value: typeof current === 'string' ? current : '',
        onChange: (value) => set(name, value),
        onBlur: blur(name),
        intent: intentOf(name),
      };
    },
    setServerError,
    formError: problemText((errors.root as Record<string, { message?: string }> | undefined)?.server?.message, language),
    submitDisabled: submitDisabledOf({
      saving,
      isSubmitting: formState.isSubmitting,
      isDirty: formState.isDirty,
      isValid: formState.isValid,
      hasProblems,
      allowPristine,
    }),
    submit: (onValid, onInvalid) => (event) => {
      event?.preventDefault();
      form.clearErrors(SERVER_ERROR as FieldPath<Values>);
      void form.handleSubmit(onValid, onInvalid)(event);
    },
  };
}
