import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/components';
import { useWhatIf, useWhatIfInputs } from '../hooks';

export interface StatementWhatIfProps {
  statementId: string;
  reportId: string;
}

const column = createColumnHelper<{ key: string; name: string; before?: string | null; value?: string | null }>();
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;

/** What-if on one commission line: change one input (a variable's value or a parameter) and see the result and each step again, without saving. */
export function StatementWhatIf({ statementId, reportId }: StatementWhatIfProps) {
  const { t } = useTranslation('commissions');
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [value, setValue] = useState('');
  const inputs = useWhatIfInputs(statementId, reportId, open);
  const run = useWhatIf();
  if (!open) return <Button small icon="predictive-analysis" text={t('statements.whatIf.open')} onClick={() => setOpen(true)} />;
  const options = inputs.data?.commissionStatementWhatIfInputs ?? [];
  const chosen = options.find((option) => `${option.kind}:${option.id}:${option.tag}` === choice);
  const answer = run.data?.commissionStatementWhatIf;
  return (
    <div className="statement-what-if" data-what-if={reportId}>
      <div className="statements-toolbar">
        <FormGroup label={t('statements.whatIf.input')} labelFor={`what-if-input-${reportId}`}>
          <HTMLSelect
            id={`what-if-input-${reportId}`}
            value={choice}
            onChange={(event) => {
              setChoice(event.currentTarget.value);
              const next = options.find((option) => `${option.kind}:${option.id}:${option.tag}` === event.currentTarget.value);
              setValue(next?.value ?? '');
            }}
          >
            <option value="">{t('statements.whatIf.choose')}</option>
            {options.map((option) => (
              <option key={`${option.kind}:${option.id}:${option.tag}`} value={`${option.kind}:${option.id}:${option.tag}`}>
                {option.tag ? `${option.name} [${option.tag}]` : option.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('statements.whatIf.value')} labelFor={`what-if-value-${reportId}`} intent={value && !NUMBER.test(value.trim()) ? 'danger' : 'none'}>
          <InputGroup id={`what-if-value-${reportId}`} value={value} onValueChange={setValue} inputMode="decimal" />
        </FormGroup>
        <Button
          intent="primary"
          text={t('statements.whatIf.calculate')}
          disabled={!chosen || !NUMBER.test(value.trim())}
          loading={run.isPending}
          onClick={() =>
            chosen && run.mutate({ input: { id: statementId, reportId, kind: chosen.kind, inputId: chosen.id, tag: chosen.tag, value: value.trim() } })
          }
        />
        <Button text={t('statements.close')} onClick={() => setOpen(false)} />
      </div>
      {run.error && <Callout intent="danger">{run.error.message}</Callout>}
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
