import { Button, FormGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParameterValue } from '../utils/types';
import { DayInput } from './common';

interface ValueInputsProps {
  onAdd: (value: ParameterValue) => void;
  busy?: boolean;
  addText: string;
}

/** A dated value being typed: both needed before it can be added (spec 003 section 5). */
export function ValueInputs({ onAdd, busy, addText }: ValueInputsProps) {
  const { t } = useTranslation('commissions');
  const [date, setDate] = useState('');
  const [value, setValue] = useState('');
  const number = Number.parseFloat(value);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(number);
  // Spec 003 section 5: adding a value needs a date and a value; once one is given, the other is asked for.
  const incomplete = !valid && (date !== '' || value !== '');
  return (
    <div className="commissions-toolbar">
      <DayInput label={t('parameters.date')} value={date} onChange={setDate} />
      <FormGroup label={t('parameters.value')} labelFor="commissions-value-number" intent={incomplete ? Intent.WARNING : Intent.NONE} helperText={incomplete ? t('parameters.valueNeeds') : undefined}>
        <NumericInput id="commissions-value-number" buttonPosition="none" value={value} allowNumericCharactersOnly onValueChange={(_number, text) => setValue(text)} />
      </FormGroup>
      <FormGroup>
        <Button icon="add" text={addText} disabled={!valid} loading={busy} onClick={() => (onAdd({ uploaded_at: date, value: number }), setDate(''), setValue(''))} />
      </FormGroup>
    </div>
  );
}
