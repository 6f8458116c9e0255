import { Button, FormGroup, InputGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookUpEmployee } from '../hooks';

interface EmployeeValueInputProps {
  onAdd: (employeeId: string, value: number) => void;
  busy?: boolean;
  disabled?: boolean;
}

/** Employee id and value; the id is looked up first ('Empleado no encontrado'). */
export function EmployeeValueInput({ onAdd, busy, disabled }: EmployeeValueInputProps) {
  const { t } = useTranslation('commissions');
  const [employeeId, setEmployeeId] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [looking, setLooking] = useState(false);
  const number = Number.parseFloat(value);
  const add = async () => {
    setLooking(true);
    try {
      await lookUpEmployee(employeeId.trim());
      setProblem(undefined);
      onAdd(employeeId.trim(), number);
      setEmployeeId('');
      setValue('');
    } catch {
      setProblem(t('tags.employeeNotFound'));
    } finally {
      setLooking(false);
    }
  };
  return (
    <div className="commissions-toolbar">
      <FormGroup label={t('tags.employee')} labelFor="commissions-tag-employee" intent={problem ? Intent.DANGER : Intent.NONE} helperText={problem}>
        <InputGroup
          id="commissions-tag-employee"
          placeholder="01-000001"
          value={employeeId}
          onValueChange={(next) => (setEmployeeId(next), setProblem(undefined))}
        />
      </FormGroup>
      <FormGroup label={t('tags.value')} labelFor="commissions-tag-value">
        <NumericInput id="commissions-tag-value" buttonPosition="none" value={value} allowNumericCharactersOnly onValueChange={(_n, text) => setValue(text)} />
      </FormGroup>
      <FormGroup>
        <Button
          icon="add"
          text={t('tags.addValue')}
          disabled={disabled || employeeId.trim() === '' || !Number.isFinite(number)}
          loading={busy || looking}
          onClick={() => void add()}
        />
      </FormGroup>
    </div>
  );
}
