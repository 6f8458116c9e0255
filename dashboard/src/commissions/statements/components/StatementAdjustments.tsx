import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';

export interface StatementAdjustmentsProps {
  adjustments: readonly { id: string; amount: string; reason: string; by: string; at: string; clawback: boolean; correctsPeriod?: string | null }[];
}

/** Adjustments: amount, reason, who and when; a correction carried from an exported period says which. */
export function StatementAdjustments({ adjustments }: StatementAdjustmentsProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <section className="statement-section" aria-label={t('statements.detail.adjustments')}>
      <h3>{t('statements.detail.adjustments')}</h3>
      {adjustments.length === 0 ? (
        <p>{t('statements.detail.noAdjustments')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('statements.detail.amount')}</th>
              <th>{t('statements.detail.reason')}</th>
              <th>{t('statements.detail.by')}</th>
              <th>{t('statements.detail.at')}</th>
            </tr>
          </thead>
          <tbody>
            {adjustments.map((adjustment) => (
              <tr key={adjustment.id} data-adjustment={adjustment.amount}>
                <td className="statement-amount">
                  {formatMoneyIn(i18n.language, adjustment.amount, MONEY_SCALE.commissionDetail)} {adjustment.clawback && <Tag intent="warning">{t('statements.detail.clawback')}</Tag>}
                </td>
                <td>
                  {adjustment.reason}
                  {adjustment.correctsPeriod && <div className="bp6-text-muted">{t('statements.detail.corrects', { period: adjustment.correctsPeriod })}</div>}
                </td>
                <td>{adjustment.by}</td>
                <td>{new Date(adjustment.at).toLocaleString(i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
