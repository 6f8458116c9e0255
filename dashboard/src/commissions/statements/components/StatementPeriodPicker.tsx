import { HTMLSelect, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { periodParam } from '../utils/period';

export interface StatementPeriodPickerProps {
  periods: readonly { periodStart: string; periodEnd: string; statements: number }[];
  /** The chosen period's parameter ("start..end"), or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** The company's periods that have statements (newest first). */
export function StatementPeriodPicker({ periods, value, onChange }: StatementPeriodPickerProps) {
  const { t } = useTranslation('commissions');
  return (
    <FormGroup label={t('statements.period')} labelFor="statement-period" inline>
      <HTMLSelect id="statement-period" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t('statements.choosePeriod')}</option>
        {periods.map((period) => (
          <option key={periodParam(period)} value={periodParam(period)}>
            {t('statements.periodOption', { start: period.periodStart, end: period.periodEnd, count: period.statements })}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
