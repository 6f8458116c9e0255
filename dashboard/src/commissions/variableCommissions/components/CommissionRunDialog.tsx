import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CommissionRecord } from '../../../../../domain/commissions/answers';
import { commissionRunDialogSchema } from '../../../../../domain/commissions/calculationRun';
import { useZodForm } from '../../../ui/hooks';
import { showToast } from '../../../ui/toaster';
import { DayInput } from '../../components/common';
import { EmployeeField } from '../../components/selectors';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsRequest } from '../../utils/rest';
import type { Employee } from '../../utils/types';
import { NOTICE_MS } from '../../steps/components';
import { lastMonthStart } from '../../steps/utils/dates';
import { FormDialog } from '../../../ui/components';

export interface CommissionRunDialogProps {
  record: CommissionRecord;
  onClose: () => void;
}

/**
 * 'Correr': schedules a calculation for one employee and a period start, then opens that employee's
 * reports. Checked with the API's own body schema (domain/commissions/calculationRun.ts).
 */
export function CommissionRunDialog({ record, onClose }: CommissionRunDialogProps) {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const [employee, setEmployee] = useState<Employee | null>(null);
  const [sending, setSending] = useState(false);
  const form = useZodForm(commissionRunDialogSchema, {
    id: 'commission-run',
    mode: 'onChange',
    defaultValues: { variable_commission_id: record.id, start_date: lastMonthStart(), employee_id: '' },
    allowPristine: true,
    saving: sending,
  });
  const run = form.submit(async (input) => {
    setSending(true);
    try {
      await commissionsRequest('POST', '/variable-commission/calculate', input);
      void showToast({ message: t('editor.notices.commission.ran'), intent: 'success', timeout: NOTICE_MS });
      void navigate(commissionsPath(`reportes/${part(input.employee_id)}`));
    } catch (error) {
      form.setServerError(error);
      void showToast({ message: t('editor.notices.commission.runFailed'), intent: 'danger', timeout: NOTICE_MS });
    } finally {
      setSending(false);
    }
  });
  const day = form.date('start_date');
  const employeeGroup = form.group('employee_id');
  const dayGroup = form.group('start_date');
  return (
    <FormDialog
      onClose={onClose}
      title={t('editor.commissions.run')}
      onSubmit={run}
      form={form}
      submitText={t('editor.commissions.run')}
      submitIcon="play"
      saving={sending}
    >
      <EmployeeField
        areaId={record.hierarchical_node.id}
        label={t('editor.preview.employee')}
        value={employee}
        intent={employeeGroup.intent}
        helperText={employeeGroup.helperText}
        onChange={(chosen) => {
          setEmployee(chosen);
          form.setValue('employee_id', chosen.id, { shouldDirty: true, shouldValidate: true });
        }}
      />
      <DayInput label={t('editor.commissions.runStart')} value={day.value} onChange={day.onChange} intent={dayGroup.intent} helperText={dayGroup.helperText} />
    </FormDialog>
  );
}
