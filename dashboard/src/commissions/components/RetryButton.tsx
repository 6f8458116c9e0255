import { Button, Intent, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commissionsKey, useCalculation, useCommissionsMutation } from '../hooks';
import type { Report } from '../utils/types';

interface RetryButtonProps {
  report: Report;
  onDone: () => void;
}

/** The 'Reintentar comisión variable' run: recomputes this employee's period through the calculation workflow, then reloads the report. */
export function RetryButton({ report, onDone }: RetryButtonProps) {
  const { t } = useTranslation('commissions');
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const start = useCommissionsMutation<void, { data: { workflow_id: string } }>(() => ({
    method: 'POST',
    path: '/variable-commission/calculate',
    body: { variable_commission_id: report.variable_commission_id, start_date: report.start_date, end_date: report.end_date, employee_id: report.employee_id },
  }));
  const run = useCalculation(workflowId);
  const status = run.data?.status;
  const finished = status !== undefined && !['running', 'scheduled', 'pending'].includes(status);
  // Once the run ends, the report is read again (once per run).
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (finished && workflowId && reported.current !== workflowId) {
      reported.current = workflowId;
      onDone();
    }
  }, [finished, workflowId, onDone]);
  return (
    <div className="commissions-toolbar">
      <Button
        intent={Intent.PRIMARY}
        icon="refresh"
        text={t('reports.retry')}
        loading={start.isPending || (workflowId !== null && !finished)}
        onClick={() => {
          reported.current = null;
          setFailure(null);
          setWorkflowId(null);
          start.mutate(undefined, {
            onSuccess: (answer) => {
              // A retry of the same period reuses the run id: forget the previous run's state first.
              queryClient.removeQueries({ queryKey: [...commissionsKey, 'calculation', answer.data.workflow_id] });
              setWorkflowId(answer.data.workflow_id);
            },
            onError: (error) => setFailure(error.message),
          });
        }}
      />
      {workflowId && !finished ? <Tag intent={Intent.PRIMARY}>{t('reports.retrying')}</Tag> : null}
      {finished ? <Tag intent={status === 'completed' ? Intent.SUCCESS : Intent.DANGER}>{t('reports.retryDone', { status })}</Tag> : null}
      {failure ? <span className="commissions-error">{failure}</span> : null}
    </div>
  );
}
