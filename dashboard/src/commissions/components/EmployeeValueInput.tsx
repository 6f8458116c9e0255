import { Button, Callout, FormGroup, InputGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employeeValueFormSchema } from '../../../../domain/commissions/forms';
import { codeWithParams } from '../../../../domain/errors/message';
import { GraphqlRequestError } from '../../graphql';
import { useZodForm } from '../../ui/hooks';
import { lookUpEmployee } from '../hooks';

interface EmployeeValueInputProps {
  onAdd: (employeeId: string, value: number) => void;
  busy?: boolean;
  disabled?: boolean;
}

/** What the inputs hold: the id as typed and the number, as typed while unreadable. */
interface EmployeeValueFields {
  employee: string;
  value: number | string | undefined;
}

const notFound = (error: unknown) =>
  error instanceof GraphqlRequestError && (error.code === 'NOT_FOUND' || error.errorCode === 'COMMISSION_EMPLOYEE_NOT_FOUND');

/**
 * An employee's value on the shared employee-value schema: an id as company-payroll and a number,
 * each problem under its field; the id is looked up first, an unknown one is refused under it
 * ('Empleado no encontrado') and nothing is added. Its own form, so Enter adds the value.
 */
export function EmployeeValueInput({ onAdd, busy = false, disabled }: EmployeeValueInputProps) {
  const { t } = useTranslation('commissions');
  const [looking, setLooking] = useState(false);
  const form = useZodForm<typeof employeeValueFormSchema, EmployeeValueFields>(employeeValueFormSchema, {
    id: 'commissions-tag',
    defaultValues: { employee: '', value: undefined },
    saving: busy || looking,
  });
  const add = form.submit(async ({ employee, value }) => {
    setLooking(true);
    try {
      await lookUpEmployee(employee);
      onAdd(employee, value);
      form.reset();
    } catch (error) {
      if (notFound(error))
        form.setError('employee', { type: 'server', message: codeWithParams('COMMISSION_EMPLOYEE_NOT_FOUND', { id: employee }) }, { shouldFocus: true });
      else form.setServerError(error);
    } finally {
      setLooking(false);
    }
  });
  return (
    <form noValidate onSubmit={add}>
      {form.formError ? (
        <Callout intent={Intent.DANGER} role="alert" className="commissions-form-error">
          {form.formError}
        </Callout>
      ) : null}
      <div className="commissions-toolbar">
        <FormGroup label={t('tags.employee')} {...form.group('employee')}>
          <InputGroup placeholder="01-000001" {...form.input('employee')} />
        </FormGroup>
        <FormGroup label={t('tags.value')} {...form.group('value')}>
          <NumericInput buttonPosition="none" allowNumericCharactersOnly {...form.numeric('value')} />
        </FormGroup>
        <FormGroup>
          <Button type="submit" icon="add" text={t('tags.addValue')} disabled={disabled || form.submitDisabled} loading={busy || looking} />
        </FormGroup>
      </div>
    </form>
  );
}
