import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';
import { StatementWhatIf } from './StatementWhatIf';

export interface StatementLineView {
  reportId: string;
  variableCommissionName: string;
  startDate: string;
  endDate: string;
  result?: string | null;
  clawback: boolean;
  exceptionName?: string | null;
  exceptionDetails?: string | null;
  steps: readonly { name: string; value?: string | null }[];
}

export interface StatementLinesProps {
  statementId: string;
  lines: readonly StatementLineView[];
}

/** Each variable commission's result with its step-by-step breakdown (the engine's evaluation log). */
export function StatementLines({ statementId, lines }: StatementLinesProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <section className="statement-section" aria-label={t('statements.detail.lines')}>
      <h3>{t('statements.detail.lines')}</h3>
      {lines.map((line) => (
        <div key={line.reportId} className="statement-line" data-line={line.reportId}>
          <h4>
            {line.variableCommissionName} ({line.startDate} – {line.endDate}):{' '}
            {line.result === null || line.result === undefined ? (
              <Tag intent="danger">{t('statements.detail.exception', { name: line.exceptionName ?? '' })}</Tag>
            ) : (
              <span className="statement-amount">{formatMoneyIn(i18n.language, line.result, MONEY_SCALE.commissionDetail)}</span>
            )}{' '}
            {line.clawback && <Tag intent="warning">{t('statements.detail.clawback')}</Tag>}
          </h4>
          {line.exceptionDetails && <p>{line.exceptionDetails}</p>}
          <StatementWhatIf statementId={statementId} reportId={line.reportId} />
          <HTMLTable compact striped aria-label={t('statements.detail.steps', { name: line.variableCommissionName })}>
            <thead>
              <tr>
                <th>{t('statements.detail.step')}</th>
                <th>{t('statements.detail.value')}</th>
              </tr>
            </thead>
            <tbody>
              {line.steps.map((step, index) => (
                <tr key={`${step.name}-${index}`}>
                  <td>{step.name}</td>
                  <td className="statement-amount">{step.value ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ))}
    </section>
  );
}
