import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatIfFormSchema } from '../../../../../domain/commissions/statementForms';
import { DataTable, FormProblem } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { useWhatIf, useWhatIfInputs } from '../hooks';

export interface StatementWhatIfProps {
  statementId: string;
  reportId: string;
}

const column = createColumnHelper<{ key: string; name: string; before?: string | null; value?: string | null }>();
const keyOf = (option: { kind: string; id: string; tag: string }) => `${option.kind}:${option.id}:${option.tag}`;

/**
 * What-if on one commission line: change one input (a variable's value or a parameter) and see the
 * result and each step again, without saving. A useZodForm on whatIfFormSchema (the API's decimal
 * rule): a value that is not a number shows under it and Calcular stays off.
 */
export function StatementWhatIf({ statementId, reportId }: StatementWhatIfProps) {
  const { t } = useTranslation('commissions');
  const [open, setOpen] = useState(false);
  const inputs = useWhatIfInputs(statementId, reportId, open);
  const run = useWhatIf();
  const form = useZodForm(whatIfFormSchema, { id: `what-if-${reportId}`, mode: 'onChange', saving: run.isPending, defaultValues: { input: '', value: '' } });
  if (!open) return <Button small icon="predictive-analysis" text={t('statements.whatIf.open')} onClick={() => setOpen(true)} />;
  const options = inputs.data?.commissionStatementWhatIfInputs ?? [];
  const choice = form.watch('input');
  const answer = run.data?.commissionStatementWhatIf;
  const calculate = form.submit(({ input, value }) => {
    const chosen = options.find((option) => keyOf(option) === input);
    if (chosen)
      run.mutate(
        { input: { id: statementId, reportId, kind: chosen.kind, inputId: chosen.id, tag: chosen.tag, value } },
        { onError: (error) => form.setServerError(error) },
      );
  });
  return (
    <div className="statement-what-if" data-what-if={reportId}>
      <form className="statements-toolbar" onSubmit={calculate}>
        <FormGroup label={t('statements.whatIf.input')} {...form.group('input')}>
          <HTMLSelect
            id={`what-if-${reportId}-input`}
            value={choice}
            onChange={(event) => {
              const next = options.find((option) => keyOf(option) === event.currentTarget.value);
              form.setValue('input', event.currentTarget.value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
              form.setValue('value', next?.value ?? '', { shouldDirty: true, shouldValidate: true });
            }}
          >
            <option value="">{t('statements.whatIf.choose')}</option>
            {options.map((option) => (
              <option key={keyOf(option)} value={keyOf(option)}>
                {option.tag ? `${option.name} [${option.tag}]` : option.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('statements.whatIf.value')} {...form.group('value')}>
          <InputGroup {...form.input('value')} inputMode="decimal" />
        </FormGroup>
        <Button type="submit" intent="primary" text={t('statements.whatIf.calculate')} disabled={form.submitDisabled} loading={run.isPending} />
        <Button text={t('statements.close')} onClick={() => setOpen(false)} />
      </form>
      <FormProblem problem={form.formError} />
      {answer && (
        <>
          <Callout intent={answer.exceptionName ? 'warning' : 'primary'} data-what-if-result={answer.after ?? ''}>
            {answer.exceptionName
              ? t('statements.whatIf.exception', { name: answer.exceptionName })
              : t('statements.whatIf.result', { before: answer.before ?? '—', after: answer.after ?? '—' })}
          </Callout>
          <DataTable
            tableId="statement-what-if"
            label={t('statements.whatIf.steps')}
            columns={[
              column.accessor('name', { id: 'step', header: t('statements.detail.step'), enableSorting: false }),
              column.accessor('before', {
                id: 'before',
                header: t('statements.whatIf.before'),
                enableSorting: false,
                meta: { numeric: true },
                cell: ({ getValue }) => <span className="statement-amount">{getValue() ?? '—'}</span>,
              }),
              column.accessor('value', {
                id: 'after',
                header: t('statements.whatIf.after'),
                enableSorting: false,
                meta: { numeric: true },
                cell: ({ getValue }) => <span className="statement-amount">{getValue() ?? '—'}</span>,
              }),
            ]}
            rows={answer.steps.map((step, index) => ({ ...step, key: `${step.name}-${index}` }))}
            getRowId={(step) => step.key}
            rowClassName={(step) => (step.value !== step.before ? 'statement-changed' : undefined)}
            pageSizes={[50, 100, 500]}
          />
        </>
      )}
    </div>
  );
}
