import { Button, Callout, Card, Classes, FormGroup, H4, HTMLSelect, type Intent, ProgressBar, SegmentedControl, Tag, TagInput } from '@blueprintjs/core';
import { DateRangeInput } from '@blueprintjs/datetime';
import { enUS, es } from 'date-fns/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermissions } from '../../access/hooks';
import { QueryProblem } from '../../ui/components';
import { useErrorToast, useZodForm } from '../../ui/hooks';
import { toLanguage } from '../../ui/utils/languages';
import { problemText } from '../../ui/utils/zodForm';
import { erpReadOperationNames, erpReadQuerySchema, type ErpReadQueryInput } from '../../../../domain/erp/readQuery';
import { showErrorToast } from '../../ui/toaster';
import { useErpQuery, useStartErpQuery } from '../hooks';
import { type ErpQueryStatusFragment as ErpQueryStatus } from '../../graphql';
import { erpCompanies, erpQueryProgress, fromErpDate, isErpQueryState, parseArticleKeys, toErpDate } from '../utils/operations';
import { ErpRowsTable } from './ErpRowsTable';
import './erp.css';

const initialForm: ErpReadQueryInput = { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201'], from: '', to: '' };

/** "Consulta al ERP": starts a typed ERP read and follows it until its rows or its error arrive; the form is checked by the API's own schema. */
export function ErpQueryPanel() {
  const { t, i18n } = useTranslation('erp');
  const language = toLanguage(i18n.resolvedLanguage);
  const { can } = usePermissions();
  const [workflowId, setWorkflowId] = useState<string>();
  const start = useStartErpQuery();
  const form = useZodForm(erpReadQuerySchema, { id: 'erp', mode: 'onChange', allowPristine: true, defaultValues: initialForm, saving: start.isPending });
  const values = form.watch();
  const usesRange = values.operation === 'salesRange' || values.operation === 'inventoryRange';
  // What to fix first, read live from the schema (the button stays off until it holds).
  const checked = erpReadQuerySchema.safeParse(values);
  const problem = checked.success ? undefined : problemText(checked.error.issues[0]?.message, language);
  const change = (name: 'companyId' | 'articleKeys' | 'from' | 'to', value: unknown) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: true });

  // The panel is a tool, not a screen: positions without erp.query simply do not get it.
  if (!can('erp.query')) return null;

  const submit = form.submit((operation) =>
    start.mutate(
      { operation },
      {
        onSuccess: (result) => setWorkflowId(result.startErpQuery.workflowId),
        onError: (error) => {
          form.setServerError(error);
          void showErrorToast(error);
        },
      },
    ),
  );

  return (
    <Card className="erp">
      <H4>{t('title')}</H4>
      <p className={Classes.TEXT_MUTED}>{t('description')}</p>
      <form className="erp__form" onSubmit={submit} noValidate>
        <FormGroup label={t('form.operation')} labelFor="erp-operation">
          <HTMLSelect {...form.select('operation')}>
            {erpReadOperationNames.map((operation) => (
              <option key={operation} value={operation}>
                {t(`form.operations.${operation}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('form.company')}>
          <SegmentedControl
            aria-label={t('form.company')}
            value={String(values.companyId)}
            options={erpCompanies.map((id) => ({ value: String(id), label: t('form.companyOption', { id }) }))}
            onValueChange={(value) => change('companyId', Number(value))}
          />
        </FormGroup>
        {values.operation === 'emptyContainerStock' ? (
          <FormGroup className="erp__wide" label={t('form.articleKeys')} labelFor="erp-article-keys" helperText={t('form.articleKeysHelp')}>
            <TagInput
              inputProps={{ id: 'erp-article-keys' }}
              leftIcon="barcode"
              values={values.articleKeys ?? []}
              addOnBlur
              addOnPaste
              separator={/[\s,;]+/}
              onChange={(keys) => change('articleKeys', parseArticleKeys(keys.map(String)))}
              tagProps={{ minimal: true }}
            />
          </FormGroup>
        ) : null}
        {usesRange ? (
          <FormGroup label={t('form.range')}>
            <DateRangeInput
              value={[fromErpDate(values.from ?? ''), fromErpDate(values.to ?? '')]}
              onChange={([from, to]) => {
                change('from', from ? toErpDate(from) : '');
                change('to', to ? toErpDate(to) : '');
              }}
              dateFnsFormat="dd/MM/yyyy"
              locale={toLanguage(i18n.language) === 'en' ? enUS : es}
              allowSingleDayRange
              shortcuts={false}
              minDate={new Date(2015, 0, 1)}
              maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
              invalidDateMessage={t('form.invalidDate')}
              overlappingDatesMessage={t('form.overlappingDates')}
              outOfRangeMessage={t('form.outOfRange')}
              startInputProps={{ placeholder: t('form.from'), 'aria-label': t('form.from') }}
              endInputProps={{ placeholder: t('form.to'), 'aria-label': t('form.to') }}
            />
          </FormGroup>
        ) : null}
        <FormGroup className="erp__submit" label={'\u00a0'}>
          <Button type="submit" intent="primary" icon="search" text={t('form.submit')} loading={start.isPending} disabled={form.submitDisabled} />
        </FormGroup>
      </form>
      {(problem ?? form.formError) ? (
        <p className={`${Classes.TEXT_MUTED} erp__problem`} role="note">
          {problem ?? form.formError}
        </p>
      ) : null}
      {workflowId ? <ErpQueryProgress workflowId={workflowId} /> : null}
    </Card>
  );
}

interface ErpQueryProgressProps {
  workflowId: string;
}

function ErpQueryProgress({ workflowId }: ErpQueryProgressProps) {
  const { t } = useTranslation('erp');
  const query = useErpQuery(workflowId);
  useErrorToast(query.error);
  if (query.isError) return <QueryProblem error={query.error} onRetry={() => void query.refetch()} />;
  const status: ErpQueryStatus | undefined = query.data?.erpQuery;
  const state = status?.state ?? 'creating';
  const finished = Boolean(status && status.status !== 'running');
  const failed = state === 'failed' || Boolean(status?.error);
  const intent: Intent = failed ? 'danger' : finished ? 'success' : 'primary';
  return (
    <section className="erp__progress" aria-live="polite" aria-label={t('progress.title')}>
      <div className="erp__progress-head">
        <Tag intent={intent} minimal={!finished} data-state={state}>
          {isErpQueryState(state) ? t(`progress.states.${state}`) : state}
        </Tag>
        <span className={Classes.TEXT_MUTED}>{t('progress.polls', { count: status?.polls ?? 0 })}</span>
        <span className={Classes.TEXT_MUTED}>
          {t('progress.process')}: <Link to={`/prometheus/system/workflows?run=${encodeURIComponent(workflowId)}`}>{workflowId}</Link>
        </span>
      </div>
      <ProgressBar intent={intent} value={erpQueryProgress(state)} animate={!finished} stripes={!finished} />
      {finished && status ? <ErpQueryOutcome status={status} /> : null}
    </section>
  );
}

interface ErpQueryOutcomeProps {
  status: ErpQueryStatus;
}

function ErpQueryOutcome({ status }: ErpQueryOutcomeProps) {
  const { t } = useTranslation('erp');
  const error = status.error;
  useEffect(() => {
    if (error) void showErrorToast(new Error(error));
  }, [error]);
  if (error) {
    return (
      <Callout intent="danger" icon="error" title={t('result.failed')} className="erp__outcome">
        {error}
      </Callout>
    );
  }
  return (
    <div className="erp__outcome">
      <ErpRowsTable rows={status.rows} rowCount={status.rowCount ?? 0} />
    </div>
  );
}
