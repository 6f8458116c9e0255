import { Button, FormGroup, type Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../utils/types';
import { EmployeeSelector } from './EmployeeSelector';

export interface EmployeeFieldProps {
  areaId: string;
  label: string;
  value: Employee | null;
  onChange: (employee: Employee) => void;
  disabled?: boolean;
  /** The form's verdict on the choice (useZodForm's group()). */
  intent?: Intent;
  helperText?: string;
}

/**
 * A form field whose value is an employee of a position: the chosen one (id and name) beside a
 * button that opens the full-screen employee selector (search, Accept disabled until a choice).
 */
export function EmployeeField({ areaId, label, value, onChange, disabled, intent, helperText }: EmployeeFieldProps) {
  const { t } = useTranslation('commissions');
  const [choosing, setChoosing] = useState(false);
  return (
    <FormGroup label={label} className="commissions-employee-field" intent={intent} helperText={helperText}>
      <div className="commissions-employee-field__row">
        {value ? (
          <Tag large minimal data-testid="chosen-employee" title={value.id}>
            {value.id} {value.fullname}
          </Tag>
        ) : (
          <span className="bp6-text-muted">{t('selectors.noEmployee')}</span>
        )}
        <Button
          icon="person"
          text={value ? t('selectors.changeEmployee') : t('selectors.chooseEmployee')}
          disabled={disabled}
          onClick={() => setChoosing(true)}
        />
      </div>
      <EmployeeSelector
        areaId={areaId}
        isOpen={choosing}
        initial={value?.id ?? null}
        onAccept={(employee) => {
          onChange(employee);
          setChoosing(false);
        }}
        onCancel={() => setChoosing(false)}
      />
    </FormGroup>
  );
}
