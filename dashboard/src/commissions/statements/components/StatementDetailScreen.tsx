import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';
import { QueryProblem, ScreenHeading } from '../../../ui/components';
import { commissionsPath, part } from '../../utils/paths';
import { useStatementDetail } from '../hooks';
import { periodParam } from '../utils/period';
import { StatementActions } from './StatementActions';
import { StatementAdjustments } from './StatementAdjustments';
import { StatementDisputes } from './StatementDisputes';
import { StatementDocuments } from './StatementDocuments';
import { StatementEvents } from './StatementEvents';
import { StatementLines } from './StatementLines';
import { StatementStateTag } from './StatementStateTag';
import '../statements.css';

/** estados-de-cuenta/detalle/{statementId}: the breakdown, adjustments, disputes, history and the actions its state allows. */
export function StatementDetailScreen() {
  const { t, i18n } = useTranslation('commissions');
  const id = useParams().statementId ?? '';
  const detail = useStatementDetail(id);
  const statement = detail.data?.commissionStatement;
  if (detail.isPending) return <Spinner />;
  if (detail.error) return <QueryProblem error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!statement) return null;
  const money = (value: string) => formatMoneyIn(i18n.language, value, MONEY_SCALE.commissionDetail);
  return (
    <div className="commissions-page statements-page">
      <ScreenHeading title={t('statements.detail.title', { name: statement.employeeName })} />
      <p>
        <Link to={`${commissionsPath(`estados-de-cuenta/lista/${part(statement.organizationId)}`)}?period=${periodParam(statement)}`}>
          {t('statements.detail.back')}
        </Link>
      </p>
      <dl className="statement-facts">
        <dt>{t('statements.column.employee')}</dt>
        <dd>{statement.employeeId}</dd>
        <dt>{t('statements.period')}</dt>
        <dd>{t('statements.periodRange', { start: statement.periodStart, end: statement.periodEnd })}</dd>
        <dt>{t('statements.column.state')}</dt>
        <dd>
          <StatementStateTag state={statement.state} />
        </dd>
        <dt>{t('statements.column.reviewer')}</dt>
        <dd>{statement.reviewer.name || t('statements.detail.noReviewer')}</dd>
        <dt>{t('statements.detail.commissions')}</dt>
        <dd className="statement-amount">{money(statement.commissionsTotal)}</dd>
        <dt>{t('statements.detail.adjustments')}</dt>
        <dd className="statement-amount">{money(statement.adjustmentsTotal)}</dd>
        <dt>{t('statements.column.total')}</dt>
        <dd className="statement-amount" data-total={statement.total}>
          <strong>{money(statement.total)}</strong>
        </dd>
      </dl>
      <StatementActions statement={statement} />
      <StatementDocuments statementId={statement.id} />
      <StatementLines statementId={statement.id} lines={statement.lines} />
      <StatementAdjustments adjustments={statement.adjustments} />
      <StatementDisputes disputes={statement.disputes} />
      <StatementEvents events={statement.events} />
    </div>
  );
}
