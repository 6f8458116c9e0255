import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/toaster';
import { useHeadcountRun, useStartHeadcount } from '../hooks';

/** Runs the daily calculation now (headcount.compute) and says when it is done. */
export function ComputeButton() {
  const { t } = useTranslation('headcount');
  const start = useStartHeadcount();
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const run = useHeadcountRun(workflowId);
  const status = run.data?.headcountRun;
  const running = start.isPending || (workflowId !== null && (!status || status.status === 'running'));
  return (
    <div className="headcount__compute">
      <Button
        icon="refresh"
        intent="primary"
        loading={running}
        text={t('compute.run')}
        onClick={() => start.mutate({}, { onSuccess: (answer) => setWorkflowId(answer.startHeadcount.workflowId), onError: (error) => showErrorToast(error) })}
      />
      {status && status.status !== 'running' && <span>{t('compute.done', { date: status.calculationDate ?? '', count: status.processed })}</span>}
    </div>
  );
}
