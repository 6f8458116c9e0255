import { Button, Callout, Card, Classes, FormGroup, H4, HTMLSelect, type Intent, ProgressBar, SegmentedControl, Tag, TagInput } from '@blueprintjs/core';
import { DateRangeInput } from '@blueprintjs/datetime';
import { enUS, es } from 'date-fns/locale';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermissions } from '../../access/hooks';
import { QueryProblem } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { showErrorToast } from '../../ui/toaster';
import { useErpQuery, useStartErpQuery } from '../hooks';
import { type ErpQueryStatusFragment as ErpQueryStatus } from '../../graphql';
import {
  buildErpOperation,
  erpCompanies,
  type ErpCompany,
  type ErpQueryForm,
  erpQueryProgress,
  erpReadOperations,
  type ErpReadOperation,
  isErpQueryState,
  parseArticleKeys,
} from '../utils/operations';
import { ErpRowsTable } from './ErpRowsTable';
import './erp.css';

const initialForm: ErpQueryForm = { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201'], from: null, to: null };

function isReadOperation(value: string): value is ErpReadOperation {
  return (erpReadOperations as readonly string[]).includes(value);
}

/** "Consulta al ERP": starts a typed ERP read and follows it until its rows or its error arrive. */
export function ErpQueryPanel() {
  const { t, i18n } = useTranslation('erp');
  const { can } = usePermissions();
  const [form, setForm] = useState<ErpQueryForm>(initialForm);
  const [workflowId, setWorkflowId] = useState<string>();
  const start = useStartErpQuery();
  const built = buildErpOperation(form);
  const usesRange = form.operation === 'salesRange' || form.operation === 'inventoryRange';

  // The panel is a tool, not a screen: positions without erp.query simply do not get it.
  if (!can('erp.query')) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!built.ok) return;
    start.mutate(
      { operation: built.operation },
      {
        onSuccess: (result) => setWorkflowId(result.startErpQuery.workflowId),
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  return (
    <Card className="erp">
      <H4>{t('title')}</H4>
      <p className={Classes.TEXT_MUTED}>{t('description')}</p>
      <form className="erp__form" onSubmit={submit} noValidate>
        <FormGroup label={t('form.operation')} labelFor="erp-operation">
          <HTMLSelect
            id="erp-operation"
            value={form.operation}
            onChange={(event) => {
              const operation = event.currentTarget.value;
              if (isReadOperation(operation)) setForm((current) => ({ ...current, operation }));
            }}
          >
            {erpReadOperations.map((operation) => (
              <option key={operation} value={operation}>
                {t(`form.operations.${operation}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('form.company')}>
          <SegmentedControl
            aria-label={t('form.company')}
            value={String(form.companyId)}
            options={erpCompanies.map((id) => ({ value: String(id), label: t('form.companyOption', { id }) }))}
            onValueChange={(value) => setForm((current) => ({ ...current, companyId: Number(value) as ErpCompany }))}
          />
        </FormGroup>
        {form.operation === 'emptyContainerStock' ? (
          <FormGroup className="erp__wide" label={t('form.articleKeys')} labelFor="erp-article-keys" helperText={t('form.articleKeysHelp')}>
            <TagInput
              inputProps={{ id: 'erp-article-keys' }}
              leftIcon="barcode"
              values={form.articleKeys}
              addOnBlur
              addOnPaste
              separator={/[\s,;]+/}
              onChange={(values) => setForm((current) => ({ ...current, articleKeys: parseArticleKeys(values.map(String)) }))}
              tagProps={{ minimal: true }}
            />
          </FormGroup>
        ) : null}
        {usesRange ? (
          <FormGroup label={t('form.range')}>
            <DateRangeInput
              value={[form.from, form.to]}
              onChange={([from, to]) => setForm((current) => ({ ...current, from, to }))}
              dateFnsFormat="dd/MM/yyyy"
              locale={i18n.language === 'en' ? enUS : es}
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
          <Button type="submit" intent="primary" icon="search" text={t('form.submit')} loading={start.isPending} disabled={!built.ok} />
        </FormGroup>
      </form>
      {!built.ok ? (
        <p className={`${Classes.TEXT_MUTED} erp__problem`} role="note">
          {t(`form.errors.${built.problem}`)}
        </p>
      ) : null}
      {workflowId ? <ErpQueryProgress workflowId={workflowId} /> : null}
    </Card>
  );
}

function ErpQueryProgress({ workflowId }: { workflowId: string }) {
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

function ErpQueryOutcome({ status }: { status: ErpQueryStatus }) {
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
