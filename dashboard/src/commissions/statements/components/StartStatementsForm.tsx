import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { statementPeriodSchema } from '../../../../../domain/commissions/statementPeriod';
import { useZodForm } from '../../../ui/hooks';
import { DayInput } from '../../components/common';
import { startStatementsMutation } from '../graphql/queries';
import { useStatementDecision } from '../hooks';
import type { StatementPeriod } from '../utils/period';

export interface StartStatementsFormProps {
  organizationId: string;
  onStarted: (period: StatementPeriod) => void;
}

/** What the form holds: the days as typed (yyyy-MM-dd once they are days). */
interface PeriodDays {
  periodStart: string;
  periodEnd: string;
}

/**
 * Generates a closed period's statements (its process starts; the list fills as it generates), on
 * the API's period schema: two real days, the end after the start, each problem under its day.
 * Not a <form>: Enter in a day confirms the typed day and does not start the generation.
 */
export function StartStatementsForm({ organizationId, onStarted }: StartStatementsFormProps) {
  const { t } = useTranslation('commissions');
  const start = useStatementDecision(startStatementsMutation);
  const form = useZodForm<typeof statementPeriodSchema, PeriodDays>(statementPeriodSchema, {
    id: 'statement-start',
    defaultValues: { periodStart: '', periodEnd: '' },
    // The company is the page's; the form holds the two days.
    toInput: (days) => ({ ...days, organizationId }),
    saving: start.isPending,
  });
  const periodStart = form.date('periodStart');
  const periodEnd = form.date('periodEnd');
  const generate = form.submit(async (period) => {
    try {
      await start.mutateAsync({ input: period });
      onStarted(period);
    } catch (error) {
      form.setServerError(error);
    }
  });
  return (
    <div className="statement-start">
      <DayInput label={t('statements.from')} {...periodStart} helperText={form.problem('periodStart')} />
      <DayInput label={t('statements.to')} {...periodEnd} helperText={form.problem('periodEnd')} />
      <Button
        icon="play"
        intent="primary"
        text={t('statements.generate')}
        disabled={form.submitDisabled}
        loading={start.isPending}
        onClick={() => generate()}
      />
      {form.formError ? (
        <Callout intent="danger" role="alert">
          {form.formError}
        </Callout>
      ) : null}
    </div>
  );
}
