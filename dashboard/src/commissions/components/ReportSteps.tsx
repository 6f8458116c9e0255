import { Card, H4 } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseHtmlReference, stepResultName, stepsToText } from '../../../../domain/commissions/steps';
import { DataTable } from '../../ui/components';
import { intlLocaleOf } from '../../ui/utils';
import { detailResult } from '../utils/reports';
import type { Report } from '../utils/types';

/** The report's formula one line per step (from its stored steps), or null when it cannot be read (advanced mode without steps). */
function stepLines(htmlReference: string | undefined): string[] | null {
  if (!htmlReference || htmlReference === '-') return null;
  try {
    return stepsToText(parseHtmlReference(htmlReference)).split('\n');
  } catch {
    return null;
  }
}

type LogDetails = NonNullable<Report['details']>['evaluation_log'][number]['details'];
const stepColumn = createColumnHelper<{ index: number; name: string; line: string; value: number | null }>();
const logColumn = createColumnHelper<LogDetails & { index: number }>();

export interface ReportStepsProps {
  report: Report;
}

/** The report detail's steps with their values (from the evaluation log) and the whole evaluation log. */
export function ReportSteps({ report }: ReportStepsProps) {
  const { t, i18n } = useTranslation('commissions');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const log = useMemo(() => report.details?.evaluation_log ?? [], [report.details]);
  // Without readable steps (advanced mode), the steps are those the log names, without their formula.
  const lines = useMemo(
    () =>
      stepLines(report.details?.html_reference) ??
      (log.some((entry) => /^Resultado_Paso_\d+$/.test(entry.details.name))
        ? log.filter((entry) => /^Resultado_Paso_\d+$/.test(entry.details.name)).map(() => '—')
        : null),
    [report.details, log],
  );
  const valueOf = (name: string) => log.find((entry) => entry.details.name === name)?.details.value ?? null;
  const steps = (lines ?? []).map((line, index) => ({ index, name: stepResultName(index + 1), line, value: valueOf(`Resultado_Paso_${index + 1}`) }));
  const stepColumns = [
    stepColumn.accessor('name', { id: 'step', header: t('reports.step'), enableSorting: false }),
    stepColumn.accessor('line', { id: 'formula', header: t('reports.formula'), enableSorting: false, cell: ({ getValue }) => <code>{getValue()}</code> }),
    stepColumn.accessor('value', {
      id: 'value',
      header: t('reports.value'),
      enableSorting: false,
      meta: { numeric: true },
      cell: ({ getValue }) => detailResult(getValue(), locale),
    }),
  ];
  const logRows = log.map((entry, index) => ({ index, ...entry.details }));
  const logColumns = [
    logColumn.accessor((entry) => (entry.name === 'truncated' ? t('reports.truncated', { count: entry.truncated ?? 0 }) : entry.name), {
      id: 'name',
      header: t('reports.logName'),
      meta: { filter: { kind: 'text' } },
    }),
    logColumn.accessor((entry) => entry.value ?? undefined, {
      id: 'value',
      header: t('reports.value'),
      meta: { numeric: true },
      sortUndefined: 'last',
      cell: ({ row: { original: entry } }) =>
        entry.name === 'truncated' ? (
          ''
        ) : entry.value === null ? (
          <span className="commissions-error">{t('reports.resultError')}</span>
        ) : (
          detailResult(entry.value, locale)
        ),
    }),
    logColumn.accessor(
      (entry) =>
        entry.arguments
          ? Object.entries(entry.arguments)
              .map(([name, value]) => `${name} = ${value === null ? 'Error' : detailResult(value, locale)}`)
              .join(', ')
          : '',
      { id: 'arguments', header: t('reports.arguments'), enableSorting: false, meta: { filter: { kind: 'text' } } },
    ),
  ];
  return (
    <>
      {lines ? (
        <Card className="commissions-report-steps">
          <H4>{t('reports.steps')}</H4>
          <DataTable
            tableId="commission-report-steps"
            label={t('reports.steps')}
            columns={stepColumns}
            rows={steps}
            getRowId={(step) => String(step.index)}
            pageSizes={[50, 100]}
          />
        </Card>
      ) : null}
      <Card className="commissions-report-steps">
        <H4>{t('reports.log')}</H4>
        {log.length === 0 ? (
          <p>{t('reports.noLog')}</p>
        ) : (
          <DataTable
            tableId="commission-report-log"
            label={t('reports.log')}
            columns={logColumns}
            rows={logRows}
            getRowId={(entry) => String(entry.index)}
            pageSizes={[50, 100, 500]}
          />
        )}
      </Card>
    </>
  );
}
