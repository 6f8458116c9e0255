import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frequencies, type Frequency } from '../../../../../domain/commissions/period';
import { DayInput } from '../../components/common';
import { today, tomorrow } from '../../steps/utils/dates';

export interface KpiPeriod {
  frequency: Frequency;
  multiple: number;
  /** The first run date (start_date). */
  date: string;
}

/**
 * 'Selecciona el periodo del KPI:' (spec 003 sections 2.2, 5 and 9): diario, semana, quincenal or
 * mensual, times 1 to 10, from a date not earlier than today (tomorrow by default); Aceptar only
 * once a frequency is chosen and the date is valid. On edit, `savedDate` (the commission's stored
 * run date) stays acceptable even when it is already past: the server keeps a date sent unchanged.
 */
export function PeriodDialog({ isOpen, initial, savedDate, onAccept, onCancel }: { isOpen: boolean; initial?: KpiPeriod | null; savedDate?: string; onAccept: (period: KpiPeriod) => void; onCancel: () => void }) {
  const { t } = useTranslation('commissions');
  const [frequency, setFrequency] = useState<Frequency | ''>(initial?.frequency ?? '');
  const [multiple, setMultiple] = useState(initial?.multiple ?? 1);
  const [date, setDate] = useState(initial?.date ?? tomorrow());
  const inPast = date !== '' && date < today() && date !== savedDate;
  const ready = frequency !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date) && !inPast;
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={t('editor.period.title')}>
      <DialogBody>
        <FormGroup label={t('editor.period.frequency')} labelFor="kpi-period-frequency">
          <HTMLSelect
            id="kpi-period-frequency"
            fill
            value={frequency}
            onChange={(event) => setFrequency(event.currentTarget.value as Frequency)}
            options={[{ value: '', label: t('editor.dialog.choose') }, ...frequencies.map((value) => ({ value, label: t(`editor.period.${value}`) }))]}
          />
        </FormGroup>
        <FormGroup label={t('editor.period.multiple')} labelFor="kpi-period-multiple">
          <HTMLSelect id="kpi-period-multiple" fill value={multiple} onChange={(event) => setMultiple(Number(event.currentTarget.value))} options={Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: `x ${index + 1}` }))} />
        </FormGroup>
        <DayInput label={t('editor.period.date')} value={date} onChange={setDate} notBefore={today()} intent={inPast ? 'danger' : 'none'} helperText={inPast ? t('editor.period.dateInPast') : undefined} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onCancel} />
            <Button intent="primary" text={t('actions.accept')} disabled={!ready} onClick={() => frequency && onAccept({ frequency, multiple, date })} />
          </>
        }
      />
    </Dialog>
  );
}
