import { FormGroup, InputGroup } from '@blueprintjs/core';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// The date field (Blueprint's DateInput, its calendar and date-fns: about as much JavaScript as the
// rest of the page) loads with the form's checks, on the visitor's first focus, click or key.
const DateField = lazy(() => import('../../ui/components/DateField').then((module) => ({ default: module.DateField })));

export interface BirthdayFieldProps {
  /** yyyy-mm-dd, '' when empty, or the text typed while it is not a day. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  problem?: string;
  /** The visitor has started using the form: the date field may load. */
  ready: boolean;
}

/** The optional birth date of step 1, in the visitor's language (dd/mm/aaaa in Spanish), never after today. */
export function BirthdayField({ value, onChange, onBlur, problem, ready }: BirthdayFieldProps) {
  const { t } = useTranslation('registration');
  // The box shown until the field has loaded: the same look; a focus on it moves to the field once there.
  const focused = useRef(false);
  const stand = (
    <InputGroup
      id="registration-birthday"
      placeholder={t('fields.birthdayPlaceholder')}
      readOnly
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
    />
  );
  return (
    <FormGroup
      label={t('fields.customerBirthday')}
      labelFor="registration-birthday"
      labelInfo={t('fields.optional')}
      intent={problem ? 'danger' : 'none'}
      helperText={problem}
    >
      {ready ? (
        <Suspense fallback={stand}>
          <DateField
            id="registration-birthday"
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            max={todayIso()}
            intent={problem ? 'danger' : 'none'}
            inputRef={(input) => {
              if (input && focused.current) input.focus();
              focused.current = false;
            }}
          />
        </Suspense>
      ) : (
        stand
      )}
    </FormGroup>
  );
}

/** Today in the visitor's own calendar (yyyy-mm-dd): a birth date is never later. */
function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
