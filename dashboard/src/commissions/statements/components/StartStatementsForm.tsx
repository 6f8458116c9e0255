import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '../../../ui/utils';
import { DayInput } from '../../components/common';
import { startStatementsMutation } from '../graphql/queries';
import { useStatementDecision } from '../hooks';
import type { StatementPeriod } from '../utils/period';

export interface StartStatementsFormProps {
  organizationId: string;
  onStarted: (period: StatementPeriod) => void;
}

/** Generates a closed period's statements (its process starts; the list fills as it generates). */
export function StartStatementsForm({ organizationId, onStarted }: StartStatementsFormProps) {
  const { t } = useTranslation('commissions');
  const [periodStart, setStart] = useState('');
  const [periodEnd, setEnd] = useState('');
  const start = useStatementDecision(startStatementsMutation);
  // The days are yyyy-MM-dd once readable (DateField hands the typed text over until then).
  const ready = isIsoDay(periodStart) && isIsoDay(periodEnd) && periodStart < periodEnd;
  return (
    <div className="statement-start">
      <DayInput label={t('statements.from')} value={periodStart} onChange={setStart} />
      <DayInput label={t('statements.to')} value={periodEnd} onChange={setEnd} />
      <Button
        icon="play"
        intent="primary"
        text={t('statements.generate')}
        disabled={!ready}
        loading={start.isPending}
        onClick={() =>
          start.mutate({ input: { organizationId, periodStart, periodEnd } }, { onSuccess: () => onStarted({ organizationId, periodStart, periodEnd }) })
        }
      />
      {start.error && <Callout intent="danger">{start.error.message}</Callout>}
    </div>
  );
}
