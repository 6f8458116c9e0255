import { Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';
import { DataTable } from '../../../ui/components';
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

const column = createColumnHelper<StatementLineView['steps'][number] & { key: string }>();

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
          <DataTable
            tableId="statement-line-steps"
            label={t('statements.detail.steps', { name: line.variableCommissionName })}
            columns={[
              column.accessor('name', { id: 'step', header: t('statements.detail.step'), enableSorting: false, meta: { filter: { kind: 'text' } } }),
              column.accessor('value', {
                id: 'value',
                header: t('statements.detail.value'),
                enableSorting: false,
                meta: { numeric: true },
                cell: ({ getValue }) => <span className="statement-amount">{getValue() ?? '—'}</span>,
              }),
            ]}
            rows={line.steps.map((step, index) => ({ ...step, key: `${step.name}-${index}` }))}
            getRowId={(step) => step.key}
            pageSizes={[50, 100, 500]}
          />
        </div>
      ))}
    </section>
  );
}
