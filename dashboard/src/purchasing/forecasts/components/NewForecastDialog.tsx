import { useMemo, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent, NumericInput, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { forecastRunRequestSchema } from '../../../../../domain/purchasing/schemas';
import { DateField, QueryProblem } from '../../../ui/components';
import { showErrorToast } from '../../../ui/toaster';
import { catalogueLanguage, checkForm } from '../../../ui/utils/forms';
import { useForecastOptions, useForecastRunProgress, useStartForecastRun } from '../hooks';
import { formatNumber, todayIso } from '../utils';

interface Draft {
  companyId: string;
  providerId: string;
  storeIds: string[];
  start: string;
  horizonDays: number;
}

/** 'Nuevo pronóstico': company, provider, stores and horizon; starts a run and follows its progress. */
export function NewForecastDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const [draft, setDraft] = useState<Draft>({ companyId: '', providerId: '', storeIds: [], start: todayIso(), horizonDays: 8 });
  const [runId, setRunId] = useState<string | null>(null);
  const options = useForecastOptions(draft.companyId || null);
  const start = useStartForecastRun();
  const progress = useForecastRunProgress(runId);
  const data = options.data?.forecastOptions;
  const companyLoaded = Boolean(draft.companyId) && !options.isPlaceholderData && !options.isFetching;
  const check = useMemo(() => checkForm(forecastRunRequestSchema, draft, catalogueLanguage(language)), [draft, language]);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const running = progress.data?.forecastRunProgress;
  const finished = running && running.status !== 'running';

  const accept = () => {
    if (!check.value) return;
    start.mutate({ input: { ...check.value } }, { onSuccess: (answer) => setRunId(answer.startForecastRun.runId), onError: (error) => showErrorToast(error) });
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('forecasts.newTitle')} style={{ width: 560 }}>
      <DialogBody>
        {options.error ? <QueryProblem error={options.error} /> : null}
        {runId ? (
          <div data-testid="forecast-progress">
            <p>
              {running?.status === 'done'
                ? t('forecasts.progressDone', { rows: formatNumber(running.rows, language, 0), stores: running.storesTotal })
                : running?.status === 'failed'
                  ? t('forecasts.progressFailed')
                  : running?.status === 'cancelled'
                    ? t('forecasts.progressCancelled')
                    : t('forecasts.progressRunning', {
                        done: running?.storesDone ?? 0,
                        total: running?.storesTotal ?? 0,
                        rows: formatNumber(running?.rows ?? 0, language, 0),
                      })}
            </p>
            <ProgressBar
              intent={running?.status === 'failed' ? Intent.DANGER : running?.status === 'done' ? Intent.SUCCESS : Intent.PRIMARY}
              animate={!finished}
              stripes={!finished}
              value={running && running.storesTotal > 0 ? running.storesDone / running.storesTotal : undefined}
            />
            {running?.failure ? (
              <Callout intent={Intent.DANGER} style={{ marginTop: 12 }}>
                {running.failure}
              </Callout>
            ) : null}
          </div>
        ) : (
          <>
            <FormGroup label={t('company')} labelFor="forecast-company">
              <HTMLSelect
                id="forecast-company"
                fill
                value={draft.companyId}
                onChange={(event) => change({ companyId: event.currentTarget.value, providerId: '', storeIds: [] })}
              >
                <option value="">{t('chooseCompany')}</option>
                {(data?.companies ?? []).map((company) => (
                  <option key={company.organizationId} value={company.organizationId}>
                    {company.organizationName}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup
              label={t('provider')}
              labelFor="forecast-provider"
              intent={draft.companyId && check.problems.providerId ? Intent.DANGER : Intent.NONE}
              helperText={draft.companyId ? check.problems.providerId : undefined}
            >
              <HTMLSelect
                id="forecast-provider"
                fill
                value={draft.providerId}
                disabled={!companyLoaded}
                onChange={(event) => change({ providerId: event.currentTarget.value })}
              >
                <option value="">{t('chooseProvider')}</option>
                {(companyLoaded ? (data?.providers ?? []) : []).map((provider) => (
                  <option key={provider.providerId} value={provider.providerId}>
                    {provider.providerName}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('stores')} labelFor="forecast-stores" helperText={t('forecasts.storesHelp')}>
              <select
                id="forecast-stores"
                className="forecasts-dialog__stores"
                multiple
                disabled={!companyLoaded}
                value={draft.storeIds}
                onChange={(event) => change({ storeIds: Array.from(event.currentTarget.selectedOptions, (option) => option.value) })}
              >
                {(companyLoaded ? (data?.stores ?? []) : []).map((store) => (
                  <option key={store.warehouseId} value={store.warehouseId}>
                    {store.warehouseId} {store.warehouseName}
                  </option>
                ))}
              </select>
            </FormGroup>
            <div className="forecasts-dialog__row">
              <FormGroup
                label={t('forecasts.start')}
                labelFor="forecast-start"
                intent={check.problems.start ? Intent.DANGER : Intent.NONE}
                helperText={check.problems.start}
              >
                <DateField id="forecast-start" value={draft.start} onChange={(value) => change({ start: value })} />
              </FormGroup>
              <FormGroup
                label={t('forecasts.horizon')}
                labelFor="forecast-horizon"
                intent={check.problems.horizonDays ? Intent.DANGER : Intent.NONE}
                helperText={check.problems.horizonDays ?? t('forecasts.horizonHelp')}
              >
                <NumericInput
                  id="forecast-horizon"
                  min={1}
                  max={31}
                  value={Number.isFinite(draft.horizonDays) ? draft.horizonDays : ''}
                  onValueChange={(value) => change({ horizonDays: value })}
                  intent={check.problems.horizonDays ? Intent.DANGER : Intent.NONE}
                />
              </FormGroup>
            </div>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          runId ? (
            <Button intent={finished ? Intent.PRIMARY : Intent.NONE} text={finished ? t('forecasts.close') : t('forecasts.closeRunning')} onClick={onClose} />
          ) : (
            <>
              <Button text={t('forecasts.cancel')} onClick={onClose} />
              <Button
                intent={Intent.PRIMARY}
                text={t('forecasts.accept')}
                disabled={!check.value || !companyLoaded}
                loading={start.isPending}
                onClick={accept}
              />
            </>
          )
        }
      />
    </Dialog>
  );
}
