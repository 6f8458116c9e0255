import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseHtmlReference, stepResultName, stepsToText } from '../../../../domain/commissions/steps';
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

/** The report detail's steps with their values (from the evaluation log) and the whole evaluation log. */
export function ReportSteps({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('commissions');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const log = useMemo(() => report.details?.evaluation_log ?? [], [report.details]);
  // Without readable steps (advanced mode), the steps are those the log names, without their formula.
  const lines = useMemo(() => stepLines(report.details?.html_reference) ?? (log.some((entry) => /^Resultado_Paso_\d+$/.test(entry.details.name)) ? log.filter((entry) => /^Resultado_Paso_\d+$/.test(entry.details.name)).map(() => '—') : null), [report.details, log]);
  const valueOf = (name: string) => log.find((entry) => entry.details.name === name)?.details.value ?? null;
  return (
    <>
      {lines ? (
        <Card className="commissions-report-steps">
          <H4>{t('reports.steps')}</H4>
          <HTMLTable compact striped className="commissions-table" aria-label={t('reports.steps')}>
            <thead>
              <tr>
                <th>{t('reports.step')}</th>
                <th>{t('reports.formula')}</th>
                <th className="commissions-number">{t('reports.value')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={index}>
                  <td>{stepResultName(index + 1)}</td>
                  <td>
                    <code>{line}</code>
                  </td>
                  <td className="commissions-number">{detailResult(valueOf(`Resultado_Paso_${index + 1}`), locale)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
      <Card className="commissions-report-steps">
        <H4>{t('reports.log')}</H4>
        {log.length === 0 ? (
          <p>{t('reports.noLog')}</p>
        ) : (
          <HTMLTable compact striped className="commissions-table" aria-label={t('reports.log')}>
            <thead>
              <tr>
                <th>{t('reports.logName')}</th>
                <th className="commissions-number">{t('reports.value')}</th>
                <th>{t('reports.arguments')}</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry, index) => (
                <tr key={index}>
                  <td>{entry.details.name === 'truncated' ? t('reports.truncated', { count: entry.details.truncated ?? 0 }) : entry.details.name}</td>
                  <td className={`commissions-number${entry.details.value === null && entry.details.name !== 'truncated' ? ' commissions-error' : ''}`}>{entry.details.name === 'truncated' ? '' : entry.details.value === null ? 'Error' : detailResult(entry.details.value, locale)}</td>
                  <td>
                    {entry.details.arguments
                      ? Object.entries(entry.details.arguments)
                          .map(([name, value]) => `${name} = ${value === null ? 'Error' : detailResult(value, locale)}`)
                          .join(', ')
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </>
  );
}
