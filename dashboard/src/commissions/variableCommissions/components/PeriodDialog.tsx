import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { kpiPeriodSchema } from '../../../../../domain/commissions/calculationRun';
import { frequencies, type Frequency } from '../../../../../domain/commissions/period';
import { FormDialog } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { DayInput } from '../../components/common';
import { today, tomorrow } from '../../steps/utils/dates';

export interface KpiPeriod {
  frequency: Frequency;
  multiple: number;
  /** The first run date (start_date). */
  date: string;
}

export interface PeriodDialogProps {
  isOpen: boolean;
  initial?: KpiPeriod | null;
  /** On edit, the commission's stored run date: acceptable even when already past. */
  savedDate?: string;
  onAccept: (period: KpiPeriod) => void;
  onCancel: () => void;
}

/** The dialog's fields: no frequency is the empty choice until one is picked. */
interface PeriodFields {
  frequency: Frequency | '';
  multiple: number;
  date: string;
}

/**
 * 'Selecciona el periodo del KPI:' (spec 003 sections 2.2, 5 and 9): diario, semana, quincenal or
 * mensual, times 1 to 10, from a date not earlier than today (tomorrow by default); Aceptar only
 * once a frequency is chosen and the date is valid (kpiPeriodSchema, with useZodForm).
 */
export function PeriodDialog({ isOpen, initial, savedDate, onAccept, onCancel }: PeriodDialogProps) {
  const { t } = useTranslation('commissions');
  const schema = useMemo(() => kpiPeriodSchema(today(), savedDate), [savedDate]);
  const form = useZodForm<typeof schema, PeriodFields>(schema, {
    id: 'kpi-period',
    mode: 'onChange',
    defaultValues: { frequency: initial?.frequency ?? '', multiple: initial?.multiple ?? 1, date: initial?.date ?? tomorrow() },
    allowPristine: true,
  });
  const date = form.date('date');
  const dateGroup = form.group('date');
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onCancel}
      title={t('editor.period.title')}
      onSubmit={form.submit((period) => onAccept(period))}
      form={form}
      submitText={t('actions.accept')}
      saving={false}
    >
      <FormGroup label={t('editor.period.frequency')} {...form.group('frequency')}>
        <HTMLSelect
          fill
          {...form.select('frequency')}
          options={[{ value: '', label: t('editor.dialog.choose') }, ...frequencies.map((value) => ({ value, label: t(`editor.period.${value}`) }))]}
        />
      </FormGroup>
      <FormGroup label={t('editor.period.multiple')} {...form.group('multiple')}>
        <HTMLSelect
          fill
          value={form.watch('multiple')}
          id={form.group('multiple').labelFor}
          onChange={(event) => form.setValue('multiple', Number(event.currentTarget.value), { shouldDirty: true, shouldValidate: true })}
          options={Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: `x ${index + 1}` }))}
        />
      </FormGroup>
      <DayInput label={t('editor.period.date')} value={date.value} onChange={date.onChange} intent={dateGroup.intent} helperText={dateGroup.helperText} />
    </FormDialog>
  );
}
