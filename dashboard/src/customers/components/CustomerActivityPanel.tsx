import { useState } from 'react';
import { Callout, FormGroup, Intent, Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { activityRangeProblem, type ActivityDay } from '../../../../domain/customers/activity';
import { storeDate } from '../../../../domain/common/time';
import { errorMessage } from '../../../../domain/errors/catalogue';
import { DateField, QueryProblem } from '../../ui/components';
import { ChartFrame, chartRoles, chartColor, formatChartCount, formatChartDay } from '../../ui/charts';
import { intlLocaleOf } from '../../ui/utils/dates';
import { toLanguage } from '../../ui/utils/languages';
import { useCustomerActivity } from '../hooks/useCustomerActivity';

const DAY_MS = 86_400_000;

/**
 * "Registros y auditorías" on the customer list (spec 001 is silent on it): per day of a range
 * (the last 30 days unless changed), the customers registered and the audits started with how
 * they ended, as a chart or a table. Closed until opened, so the list never waits for it.
 */
export function CustomerActivityPanel() {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.resolvedLanguage ?? 'es';
  const locale = intlLocaleOf(language);
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState(() => ({ from: storeDate(Date.now() - 29 * DAY_MS), to: storeDate(Date.now()) }));
  const problem = activityRangeProblem(range, Date.now());
  const activity = useCustomerActivity(open && !problem ? range : null);
  const days = activity.data?.customerActivity ?? [];
  const sum = (field: 'registrations' | 'audits') => days.reduce((total, day) => total + day[field], 0);
  const count = (value: number) => formatChartCount(value, locale);
  return (
    <Section
      className="customer-activity"
      data-testid="customer-activity"
      title={t('activity.title')}
      subtitle={t('activity.help')}
      icon="timeline-bar-chart"
      collapsible
      collapseProps={{ isOpen: open, onToggle: () => setOpen((current) => !current) }}
    >
      <SectionCard>
        <div className="customer-activity__range">
          <FormGroup label={t('activity.from')} labelFor="customer-activity-from">
            <DateField id="customer-activity-from" value={range.from} onChange={(from) => setRange((current) => ({ ...current, from }))} />
          </FormGroup>
          <FormGroup label={t('activity.to')} labelFor="customer-activity-to">
            <DateField id="customer-activity-to" value={range.to} onChange={(to) => setRange((current) => ({ ...current, to }))} />
          </FormGroup>
        </div>
        {problem ? (
          <Callout intent={Intent.WARNING}>{errorMessage(problem, toLanguage(language))}</Callout>
        ) : activity.error ? (
          <QueryProblem error={activity.error} onRetry={() => void activity.refetch()} />
        ) : (
          <ChartFrame<ActivityDay>
            testId="customer-activity-chart"
            title={t('activity.chartTitle')}
            subtitle={activity.data ? t('activity.summary', { registrations: count(sum('registrations')), audits: count(sum('audits')) }) : undefined}
            chart={{
              data: days,
              xKey: 'day',
              formatX: (day) => formatChartDay(day, locale, 'axis'),
              formatValue: count,
              series: [
                { key: 'authorized', label: t('activity.authorized'), kind: 'bar', stack: 'audits', color: chartRoles.good },
                { key: 'blacklisted', label: t('activity.blacklisted'), kind: 'bar', stack: 'audits', color: chartRoles.bad },
                { key: 'open', label: t('activity.open'), kind: 'bar', stack: 'audits', color: chartRoles.pending },
                { key: 'registrations', label: t('activity.registrations'), kind: 'line', color: chartColor(0) },
              ],
            }}
            columns={[
              { key: 'day', label: t('activity.day'), value: (day) => formatChartDay(day.day, locale) },
              { key: 'registrations', label: t('activity.registrations'), numeric: true, value: (day) => count(day.registrations) },
              { key: 'audits', label: t('activity.audits'), numeric: true, value: (day) => count(day.audits) },
              { key: 'authorized', label: t('activity.authorized'), numeric: true, value: (day) => count(day.authorized) },
              { key: 'blacklisted', label: t('activity.blacklisted'), numeric: true, value: (day) => count(day.blacklisted) },
              { key: 'open', label: t('activity.open'), numeric: true, value: (day) => count(day.open) },
            ]}
            rows={activity.data ? days : []}
            emptyText={activity.isPending ? t('activity.loading') : undefined}
          />
        )}
      </SectionCard>
    </Section>
  );
}
