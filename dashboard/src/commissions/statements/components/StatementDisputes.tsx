import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface StatementDisputesProps {
  disputes: readonly { id: string; comment: string; raisedBy: string; onBehalfOfEmployee: boolean; at: string; resolution?: string | null; resolvedBy?: string | null; resolutionReason?: string | null }[];
}

/** Disputes: the comment, who raised it (or for the employee), and how it ended. */
export function StatementDisputes({ disputes }: StatementDisputesProps) {
  const { t, i18n } = useTranslation('commissions');
  if (disputes.length === 0) return null;
  return (
    <section className="statement-section" aria-label={t('statements.detail.disputes')}>
      <h3>{t('statements.detail.disputes')}</h3>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('statements.detail.comment')}</th>
            <th>{t('statements.detail.by')}</th>
            <th>{t('statements.detail.at')}</th>
            <th>{t('statements.detail.resolution')}</th>
          </tr>
        </thead>
        <tbody>
          {disputes.map((dispute) => (
            <tr key={dispute.id}>
              <td>{dispute.comment}</td>
              <td>{dispute.onBehalfOfEmployee ? t('statements.detail.forEmployee', { by: dispute.raisedBy }) : dispute.raisedBy}</td>
              <td>{new Date(dispute.at).toLocaleString(i18n.language)}</td>
              <td>{dispute.resolution ? t(`statements.choices.${dispute.resolution as 'recalculate' | 'adjust' | 'reject'}`) + (dispute.resolvedBy ? ` (${dispute.resolvedBy}: ${dispute.resolutionReason ?? ''})` : '') : t('statements.detail.open')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
