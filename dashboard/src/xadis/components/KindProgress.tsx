import { Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { XadisTransmissionFieldsFragment } from '../../graphql/generated/graphql';

export interface KindProgressProps {
  kind: 'sales' | 'inventory';
  counts: XadisTransmissionFieldsFragment['sales'];
}

/**
 * A kind's live progress from the workflow's query: its records are those sent so far (batches sent
 * x 500, capped at the total once known), so the counts show from the first batch on; before it only the batches.
 */
export function KindProgress({ kind, counts }: KindProgressProps) {
  const { t } = useTranslation('xadis');
  const started = counts.batchesSent > 0 || counts.records > 0;
  return (
    <div className="xadis__progress" data-testid={`progress-${kind}`}>
      <strong>{t(kind === 'sales' ? 'tx.sales' : 'tx.inventory')}</strong>: {t('tx.batches', { sent: counts.batchesSent, total: counts.batches })}
      {started ? <> · {t('tx.counts', counts)}</> : null}
      <ProgressBar intent={Intent.PRIMARY} animate stripes value={counts.batches ? counts.batchesSent / counts.batches : 0} />
    </div>
  );
}
