import { Button, Callout, FormGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { datedValueSchema } from '../../../../domain/commissions/forms';
import { useZodForm } from '../../ui/hooks';
import type { ParameterValue } from '../utils/types';
import { DayInput } from './common';

export interface ValueInputsProps {
  /** Adds the value; a rejected promise (the server's refusal) shows under the field it names. */
  onAdd: (value: ParameterValue) => Promise<unknown> | void;
  busy?: boolean;
  addText: string;
}

/** What the inputs hold: the day as typed (yyyy-MM-dd once it is one) and the number, as typed while unreadable. */
interface DatedValueFields {
  uploaded_at: string;
  value: number | string | undefined;
}

/**
 * A dated value being typed on the shared dated-value schema: a real day and a number, both needed
 * before it can be added (spec 003 section 5); a missing or wrong one says why under its field.
 * Not a <form> of its own: it sits inside the parameter's create dialog, whose form it must not nest.
 */
export function ValueInputs({ onAdd, busy = false, addText }: ValueInputsProps) {
  const { t } = useTranslation('commissions');
  const form = useZodForm<typeof datedValueSchema, DatedValueFields>(datedValueSchema, {
    id: 'commissions-value',
    defaultValues: { uploaded_at: '', value: undefined },
    saving: busy,
    // The API's bodies carry the value in a list (`values.0.value`).
    fieldOfServerPath: (path) => path.replace(/^values\.\d+\./, ''),
  });
  const date = form.date('uploaded_at');
  // Spec 003 section 5: once one of the two is given, the other is asked for (its message shows).
  const { trigger } = form;
  const dateGiven = date.value !== '';
  const valueGiven = form.watch('value') !== undefined;
  useEffect(() => {
    if (dateGiven && !valueGiven) void trigger('value');
    if (valueGiven && !dateGiven) void trigger('uploaded_at');
  }, [dateGiven, valueGiven, trigger]);
  const add = form.submit(async (value) => {
    try {
      await onAdd(value);
      form.reset();
    } catch (error) {
      form.setServerError(error);
    }
  });
  return (
    <>
      {form.formError ? (
        <Callout intent={Intent.DANGER} role="alert" className="commissions-form-error">
          {form.formError}
        </Callout>
      ) : null}
      <div className="commissions-toolbar">
        <DayInput label={t('parameters.date')} {...date} helperText={form.problem('uploaded_at')} />
        <FormGroup label={t('parameters.value')} {...form.group('value')}>
          <NumericInput buttonPosition="none" allowNumericCharactersOnly {...form.numeric('value')} />
        </FormGroup>
        <FormGroup>
          <Button icon="add" text={addText} disabled={form.submitDisabled} loading={busy} onClick={() => add()} />
        </FormGroup>
      </div>
    </>
  );
}
