import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Intent, NumericInput, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { forecastRunRequestSchema } from '../../../../../domain/purchasing/schemas';
import { DateField, QueryProblem } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { useForecastOptions, useForecastRunProgress, useStartForecastRun } from '../hooks';
import { CompanyProviderFields } from './CompanyProviderFields';
import { formatNumber, todayIso } from '../utils';

interface Draft {
  companyId: string;
  providerId: string;
  storeIds: string[];
  start: string;
  /** As typed: an unreadable number stays text so the schema refuses it in words. */
  horizonDays: number | string;
}

/** 'Nuevo pronóstico': company, provider, stores and horizon; starts a run and follows its progress. */
export interface NewForecastDialogProps {
  onClose: () => void;
}

export function NewForecastDialog({ onClose }: NewForecastDialogProps) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartForecastRun();
  const form = useZodForm<typeof forecastRunRequestSchema, Draft>(forecastRunRequestSchema, {
    id: 'forecast',
    mode: 'onChange',
    allowPristine: true,
    defaultValues: { companyId: '', providerId: '', storeIds: [], start: todayIso(), horizonDays: 8 },
    saving: start.isPending,
  });
  const companyId = form.watch('companyId');
  const storeIds = form.watch('storeIds');
  const options = useForecastOptions(companyId || null);
  const progress = useForecastRunProgress(runId);
  const data = options.data?.forecastOptions;
  const companyLoaded = Boolean(companyId) && !options.isPlaceholderData && !options.isFetching;
  const running = progress.data?.forecastRunProgress;
  const finished = running && running.status !== 'running';
  const accept = form.submit((input) =>
    start.mutate({ input }, { onSuccess: (answer) => setRunId(answer.startForecastRun.runId), onError: form.setServerError }),
  );

  return (
    <Dialog isOpen onClose={onClose} title={t('forecasts.newTitle')} style={{ width: 560 }}>
      <form noValidate onSubmit={accept}>
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
              <CompanyProviderFields form={form} options={data} providersReady={companyLoaded} fill />
              <FormGroup label={t('stores')} {...form.group('storeIds', t('forecasts.storesHelp'))}>
                <select
                  id={form.group('storeIds').labelFor}
                  className="forecasts-dialog__stores"
                  multiple
                  disabled={!companyLoaded}
                  value={storeIds}
                  onChange={(event) =>
                    form.setValue(
                      'storeIds',
                      Array.from(event.currentTarget.selectedOptions, (option) => option.value),
                      { shouldDirty: true, shouldTouch: true, shouldValidate: true },
                    )
                  }
                >
                  {(companyLoaded ? (data?.stores ?? []) : []).map((store) => (
                    <option key={store.warehouseId} value={store.warehouseId}>
                      {store.warehouseId} {store.warehouseName}
                    </option>
                  ))}
                </select>
              </FormGroup>
              <div className="forecasts-dialog__row">
                <FormGroup label={t('forecasts.start')} {...form.group('start')}>
                  <DateField {...form.date('start')} />
                </FormGroup>
                <FormGroup label={t('forecasts.horizon')} {...form.group('horizonDays', t('forecasts.horizonHelp'))}>
                  <NumericInput min={1} max={31} {...form.numeric('horizonDays')} />
                </FormGroup>
              </div>
              {form.formError ? (
                <Callout intent={Intent.DANGER} role="alert">
                  {form.formError}
                </Callout>
              ) : null}
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
                  type="submit"
                  intent={Intent.PRIMARY}
                  text={t('forecasts.accept')}
                  disabled={form.submitDisabled || !companyLoaded}
                  loading={start.isPending}
                />
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
