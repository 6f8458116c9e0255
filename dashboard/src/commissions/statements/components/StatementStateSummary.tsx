import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';
import { StatementStateTag } from './StatementStateTag';

export interface StatementStateSummaryProps {
  summary: readonly { state: string; count: number; total: string }[];
}

/** A period's statements counted and totalled per state. */
export function StatementStateSummary({ summary }: StatementStateSummaryProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <HTMLTable compact className="statement-summary" aria-label={t('statements.summary')}>
      <thead>
        <tr>
          <th>{t('statements.column.state')}</th>
          <th>{t('statements.column.count')}</th>
          <th>{t('statements.column.total')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.map((entry) => (
          <tr key={entry.state} data-summary={entry.state}>
            <td>
              <StatementStateTag state={entry.state} />
            </td>
            <td data-count={entry.count}>{entry.count}</td>
            <td>{formatMoneyIn(i18n.language, entry.total, MONEY_SCALE.commissionDetail)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
