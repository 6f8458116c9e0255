import { Button, Callout, Collapse, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { intlLocaleOf } from '../../ui/utils';
import { useReport } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { detailResult, isKnownException, slashDate } from '../utils/reports';
import { CommissionsPage } from './CommissionsPage';
import { ReportSteps } from './ReportSteps';
import { RetryButton } from './RetryButton';

/** reportes/detalle/{reportId}: the result (2 decimals) with its steps and evaluation log, or the exception view with its retry. */
export function ReportDetailScreen() {
  const { t, i18n } = useTranslation('commissions');
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  const [logOpen, setLogOpen] = useState(false);
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const data = report.report;
  return (
    <CommissionsPage
      title={t('reports.detail')}
      crumbs={[
        { text: t('cards.reports.title'), to: 'reportes' },
        {
          text: t('lists.list'),
          ...(data ? { to: `reportes/${part(data.organization_id)}` } : {}),
        },
        { text: data?.employee_name ?? reportId },
      ]}
      module="Reports"
    >
      {(grants) =>
        report.isPending ? (
          <Spinner />
        ) : report.isError || !data ? (
          <NonIdealState icon="error" title={t('reports.notFound')} description={report.error?.message} />
        ) : (
          <>
            <dl className="commissions-report-fields">
              <dt>{t('reports.columns.employee')}</dt>
              <dd>
                {data.employee_name} ({data.employee_id}) ·{' '}
                <Link to={commissionsPath(`reportes/${part(data.employee_id)}`)}>{t('reports.employeeHistory')}</Link>
              </dd>
              <dt>{t('reports.columns.area')}</dt>
              <dd>{data.hierarchical_node_name}</dd>
              <dt>{t('reports.columns.store')}</dt>
              <dd>{data.warehouse}</dd>
              <dt>{t('reports.columns.commission')}</dt>
              <dd>
                <Link to={commissionsPath(`comisiones-variables/detalle/${part(data.variable_commission_id)}`)}>{data.variable_commission_name}</Link>
              </dd>
              <dt>{t('reports.period')}</dt>
              <dd>
                {slashDate(data.start_date)} – {slashDate(data.end_date)}
              </dd>
              <dt>{t('reports.columns.result')}</dt>
              <dd className={data.exception ? 'commissions-error' : undefined}>
                <strong>{data.exception ? t('reports.resultError') : detailResult(data.evaluation_result, locale)}</strong>
              </dd>
            </dl>
            {data.exception ? (
              <Callout
                intent={Intent.DANGER}
                title={isKnownException(data.exception.name) ? t(`exceptions.${data.exception.name}.title`) : data.exception.name}
                className="commissions-banner"
                role="alert"
              >
                {isKnownException(data.exception.name) ? <p>{t(`exceptions.${data.exception.name}.description`)}</p> : null}
                <Button
                  variant="minimal"
                  icon={logOpen ? 'chevron-down' : 'chevron-right'}
                  text={t('reports.errorLog')}
                  onClick={() => setLogOpen(!logOpen)}
                  aria-expanded={logOpen}
                />
                <Collapse isOpen={logOpen}>
                  <pre className="commissions-error-log">
                    {data.exception.name}
                    {data.exception.details ? `\n${data.exception.details}` : ''}
                  </pre>
                </Collapse>
                {grants.can('VariableCommissions', 'write') ? <RetryButton report={data} onDone={() => void report.refetch()} /> : null}
                <Link to={commissionsPath(`comisiones-variables/detalle/${part(data.variable_commission_id)}`)}>{t('reports.openCommission')}</Link>
              </Callout>
            ) : null}
            <ReportSteps report={data} />
          </>
        )
      }
    </CommissionsPage>
  );
}
