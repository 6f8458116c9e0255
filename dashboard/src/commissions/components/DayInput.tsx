import { FormGroup, type Intent } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import { DateField } from '../../ui/components';

/** Where the spec names a day format for a screen (spec 003, reportes/{organizationId}: yyyy/MM/dd). */
export const SPEC_REPORTS_DAY_PATTERN = 'yyyy/MM/dd';

export interface DayInputProps {
  label: string;
  /** yyyy-MM-dd ('' when empty; the typed text while it is not a day, see DateField). */
  value: string;
  onChange: (date: string) => void;
  /** Leaving the field (a form marks it touched and checks it). */
  onBlur?: () => void;
  /** The field's id (a form's binding names it); a unique one otherwise. */
  id?: string;
  disabled?: boolean;
  /** The first day allowed (yyyy-MM-dd): earlier ones are greyed out and a typed one reads as out of range. */
  min?: string;
  intent?: Intent;
  helperText?: ReactNode;
  /** The screen's own pattern where the spec names one; the user's language's otherwise (dd/MM/yyyy, MM/dd/yyyy). */
  pattern?: string;
}

/** A labelled day of the commissions module: the dashboard's DateField in a FormGroup. */
export function DayInput({ label, value, onChange, onBlur, id: givenId, disabled, min, intent = 'none', helperText, pattern }: DayInputProps) {
  const generatedId = `day-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const id = givenId ?? generatedId;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={helperText}>
      <DateField
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        min={min ?? '2015-01-01'}
        max={`${new Date().getFullYear() + 1}-12-31`}
        pattern={pattern}
        intent={intent}
      />
    </FormGroup>
  );
}
