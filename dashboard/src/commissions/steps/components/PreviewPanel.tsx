import { Button, Callout } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { memo, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Steps } from '../../../../../domain/commissions/steps';
import { DataTable } from '../../../ui/components';
import { DayInput } from '../../components/common';
import { EmployeeField } from '../../components/selectors';
import type { Employee } from '../../utils/types';
import { usePreview, type PreviewAnswer } from '../hooks';
import { lastMonthStart } from '../utils/dates';

const column = createColumnHelper<{ name: string; value: number | null }>();
const formatValue = (value: number | null, language: string) =>
  value === null ? '—' : new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(value);

export interface PreviewPanelProps {
  type: 'indicator' | 'commission';
  areaId: string;
  /** The steps at the time of Calcular (a ref, so editing does not re-render the panel). */
  stepsRef: RefObject<Steps>;
  frequency?: string;
  multiple?: number;
  /** Where a problem was found, for the editor to outline it. */
  onProblem: (problem: { step: number; item: number | null } | null) => void;
}

/**
 * Beyond the original: every step's value for an employee and a period start the user picks,
 * computed on the server by the calculation engine (POST /api/commissions/preview), so what is
 * shown is what a run will write; an error names its step and item.
 */
export const PreviewPanel = memo(function PreviewPanel({ type, areaId, stepsRef, frequency, multiple, onProblem }: PreviewPanelProps) {
  const { t, i18n } = useTranslation('commissions');
  const [employee, setEmployee] = useState<Employee | null>(null);
  const employeeId = employee?.id ?? '';
  const [date, setDate] = useState(lastMonthStart);
  const preview = usePreview();
  const answer: PreviewAnswer | undefined = preview.data;
  const run = () => {
    preview.mutate(
      {
        type,
        hierarchical_node_id: areaId,
        employee_id: employeeId,
        start_date: date,
        ...(frequency && multiple ? { period: { frequency, multiple } } : {}),
        html_reference: JSON.stringify(stepsRef.current),
      },
      {
        onSuccess: (result) => onProblem(result.valid ? (result.exception?.at ?? null) : { step: result.error.step, item: result.error.item }),
      },
    );
  };
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <section className="steps-preview" aria-label={t('editor.preview.title')}>
      <h4>{t('editor.preview.title')}</h4>
      <p className="bp6-text-muted">{t('editor.preview.hint')}</p>
      <div className="steps-preview__inputs">
        <EmployeeField areaId={areaId} label={t('editor.preview.employee')} value={employee} onChange={setEmployee} />
        <DayInput label={t('editor.preview.date')} value={date} onChange={setDate} />
        <Button icon="calculator" text={t('editor.preview.run')} disabled={!employeeId || !date} loading={preview.isPending} onClick={run} />
      </div>
      {preview.error ? <Callout intent="danger">{preview.error.message}</Callout> : null}
      {answer && !answer.valid ? (
        <Callout intent="danger" role="alert" className="steps-preview__problem">
          {t('editor.preview.invalid', { step: answer.error.step, message: answer.error.message })}
        </Callout>
      ) : null}
      {answer && answer.valid ? (
        <>
          {answer.exception ? (
            <Callout intent="danger" role="alert" className="steps-preview__problem">
              {answer.exception.at
                ? answer.exception.at.item
                  ? t('editor.preview.exceptionItem', { name: answer.exception.name, step: answer.exception.at.step, item: answer.exception.at.item })
                  : t('editor.preview.exception', { name: answer.exception.name, step: answer.exception.at.step })
                : answer.exception.name}
              <div className="bp6-text-muted">{answer.exception.details}</div>
            </Callout>
          ) : null}
          <DataTable
            tableId="commission-preview-steps"
            label={t('editor.preview.title')}
            columns={[
              column.accessor('name', { id: 'step', header: t('editor.preview.step'), enableSorting: false }),
              column.accessor('value', {
                id: 'value',
                header: t('editor.preview.value'),
                enableSorting: false,
                meta: { numeric: true },
                cell: ({ getValue }) => formatValue(getValue(), language),
              }),
            ]}
            rows={answer.steps}
            getRowId={(step) => step.name}
            pageSizes={[50, 100]}
          />
          <p className="steps-preview__result">
            {t('editor.preview.result')}:{' '}
            <strong className="steps-preview__value" data-testid="preview-result">
              {formatValue(answer.result, language)}
            </strong>
          </p>
          <p className="bp6-text-muted">{t('editor.preview.period', { start: answer.startDate, end: answer.endDate })}</p>
        </>
      ) : null}
    </section>
  );
});
