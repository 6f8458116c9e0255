import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H4,
  H5,
  HTMLTable,
  InputGroup,
  Spinner,
  Switch,
  TagInput,
} from '@blueprintjs/core';
import { useMemo } from 'react';
import { Controller, type FieldPath, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../../domain/errors/catalogue';
import { CASH_REGISTERS, IDENTIFICATOR_FIELDS, storeSettingsSchema, TURNS, VERACRUZ_STATE_CODE } from '../../../../domain/stores/storeSettings';
import { ChangeHistoryPanel } from '../../history/components';
import { QueryProblem } from '../../ui/components';
import { useZodForm, type ZodForm } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { toLanguage } from '../../ui/utils';
import { useSaveStoreSettings, useStoreSettings } from '../hooks';
import { formToSend, formValuesOf, newRegister, type ErpFormValues } from '../utils';

type FieldName = FieldPath<ErpFormValues>;
/** The ERP form on useZodForm: the values as edited, the shared schema's output for the save. */
type ErpZodForm = ZodForm<ErpFormValues, z.output<typeof storeSettingsSchema>>;

interface TextFieldProps {
  form: ErpZodForm;
  name: FieldName;
  label: string;
  hint?: string;
  type?: string;
  readOnly?: boolean;
  width?: 'narrow' | 'wide';
}

function TextField({ form, name, label, hint, type = 'text', readOnly, width }: TextFieldProps) {
  return (
    <FormGroup label={label} {...form.group(name, hint)} className={width ? `stores__field--${width}` : undefined}>
      <InputGroup {...form.input(name)} type={type} readOnly={readOnly} autoComplete="off" />
    </FormGroup>
  );
}

interface SwitchFieldProps {
  form: ErpZodForm;
  name: FieldName;
  label: string;
}

function SwitchField({ form, name, label }: SwitchFieldProps) {
  return <Switch label={label} {...form.switchField(name)} inline />;
}

interface RegisterCardProps {
  form: ErpZodForm;
  index: number;
  onRemove: () => void;
}

function RegisterCard({ form, index, onRemove }: RegisterCardProps) {
  const { t } = useTranslation('stores');
  const hostnameId = form.watch(`fortia_erp.register.${index}.hostnameId`);
  const hasSecretKey = form.watch(`fortia_erp.register.${index}.pinpad.hasSecretKey`);
  const binesProblem = form.problem(`fortia_erp.register.${index}.pinpad.bines`);
  const prefix = `fortia_erp.register.${index}` as const;
  return (
    <Card className="stores__register" aria-label={t('form.registerOf', { register: hostnameId })}>
      <div className="stores__register-heading">
        <H5>{hostnameId || t('form.newRegister')}</H5>
        <Button variant="minimal" intent="danger" icon="trash" text={t('form.removeRegister')} onClick={onRemove} />
      </div>
      <div className="stores__grid">
        <TextField form={form} name={`${prefix}.hostnameId`} label={t('form.hostnameId')} width="wide" />
        <TextField form={form} name={`${prefix}.pinpad.afiliacion.number`} label={t('form.affiliation')} />
        <TextField form={form} name={`${prefix}.pinpad.afiliacion.currency`} label={t('form.currency')} width="narrow" />
        <TextField form={form} name={`${prefix}.pinpad.terminal.number`} label={t('form.terminal')} />
        <TextField form={form} name={`${prefix}.pinpad.terminal.port`} label={t('form.port')} width="narrow" />
        <TextField form={form} name={`${prefix}.pinpad.terminal.timeout`} label={t('form.terminalTimeout')} hint={t('form.milliseconds')} />
        <TextField form={form} name={`${prefix}.pinpad.socket_connection.url`} label={t('form.socketUrl')} width="wide" />
        <TextField form={form} name={`${prefix}.pinpad.socket_connection.timeout`} label={t('form.socketTimeout')} hint={t('form.milliseconds')} />
        <TextField form={form} name={`${prefix}.pinpad.applicationId`} label={t('form.applicationId')} />
        <TextField
          form={form}
          name={`${prefix}.pinpad.secretKey`}
          label={t('form.secretKey')}
          type="password"
          hint={hasSecretKey ? t('form.secretKeySet') : t('form.secretKeyMissing')}
        />
      </div>
      <div className="stores__switches">
        <SwitchField form={form} name={`${prefix}.pinpad.amex`} label={t('form.amex')} />
        <SwitchField form={form} name={`${prefix}.pinpad.contactless`} label={t('form.contactless')} />
        <SwitchField form={form} name={`${prefix}.pinpad.moto`} label={t('form.moto')} />
        <SwitchField form={form} name={`${prefix}.pinpad.warranty`} label={t('form.warranty')} />
      </div>
      <FormGroup label={t('form.bines')} helperText={binesProblem ?? t('form.binesHint')} intent={binesProblem ? 'danger' : 'none'}>
        <Controller
          control={form.control}
          name={`${prefix}.pinpad.bines`}
          render={({ field }) => (
            <TagInput
              values={field.value}
              onChange={(values) => field.onChange(values.map((value) => String(value).trim()).filter(Boolean))}
              addOnBlur
              separator={/[,\s]+/}
              placeholder={t('form.binesPlaceholder')}
              intent={binesProblem ? 'danger' : 'none'}
              inputProps={{ 'aria-label': t('form.binesOf', { register: hostnameId }) }}
            />
          )}
        />
      </FormGroup>
    </Card>
  );
}

interface ErpFormProps {
  warehouseId: string;
  warehouseName: string;
  version: number;
  initial: ErpFormValues;
  readOnly: boolean;
  onClose: () => void;
}

function ErpForm({ warehouseId, warehouseName, version, initial, readOnly, onClose }: ErpFormProps) {
  const { t, i18n } = useTranslation('stores');
  const save = useSaveStoreSettings();
  // The shared schema checks what formToSend makes of the values, as the server will; the problems show once a field is left.
  const form = useZodForm<typeof storeSettingsSchema, ErpFormValues>(storeSettingsSchema, {
    id: 'erp',
    defaultValues: initial,
    toInput: formToSend,
    fieldOfServerPath: (path) => path.replace(/^form\./, ''),
    saving: save.isPending,
  });
  const registers = useFieldArray({ control: form.control, name: 'fortia_erp.register' });
  const submit = form.submit(
    // The hook hands over the shared schema's output: exactly what the server parses again.
    (parsed) =>
      save.mutate(
        { warehouseId, _version: version, form: parsed },
        {
          onSuccess: () => {
            void showToast({ message: t('form.saved', { store: warehouseId }), intent: 'success', icon: 'tick' });
            onClose();
          },
          onError: (error) => {
            // The server checks with the same schema: its field problems land on the same fields.
            form.setServerError(error);
            void showErrorToast(error);
          },
        },
      ),
    // 'Verifica campos requeridos.' (spec 002 section 8), each field's problem under it: Guardar stays on to say so.
    () => void showToast({ message: errorMessage('STORE_CONFIG_REQUIRED', toLanguage(i18n.resolvedLanguage)), intent: 'danger', icon: 'error' }),
  );
  return (
    <form
      className="stores__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) submit(event);
      }}
    >
      <DialogBody className="stores__form-body">
        <fieldset disabled={readOnly} className="stores__fieldset">
          {readOnly ? (
            <Callout intent="primary" icon="lock" className="stores__readonly">
              {t('form.readOnly')}
            </Callout>
          ) : null}
          <section aria-labelledby="erp-general">
            <H4 id="erp-general">{t('form.general')}</H4>
            <div className="stores__grid">
              <TextField form={form} name="fortia_erp.organizationId" label={t('form.organizationId')} />
              <TextField form={form} name="fortia_erp.state_code" label={t('form.stateCode')} hint={t('form.stateCodeHint', { code: VERACRUZ_STATE_CODE })} />
              <TextField form={form} name="fortia_erp.zona" label={t('form.zone')} />
              <TextField form={form} name="syncMinutes" label={t('form.syncMinutes')} hint={t('form.syncHint')} />
              <TextField form={form} name="cluster.ip_cluster" label={t('form.cluster')} />
              <TextField form={form} name="cash.minMoneyCashRetirement" label={t('form.minMoneyCashRetirement')} />
              <TextField form={form} name="cash.minPettyCash" label={t('form.minPettyCash')} />
            </div>
            <SwitchField form={form} name="cluster.primary_replica" label={t('form.primaryReplica')} />
          </section>
          <section aria-labelledby="erp-identificators">
            <H4 id="erp-identificators">{t('form.identificators')}</H4>
            <HTMLTable compact className="stores__cuts" aria-label={t('form.cashCuts')}>
              <thead>
                <tr>
                  <th>{t('form.cashCuts')}</th>
                  {TURNS.map((turn) => (
                    <th key={turn}>{t('form.turn', { turn })}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {CASH_REGISTERS.map((register) => (
                  <tr key={register}>
                    <th>{t('form.cashRegister', { register })}</th>
                    {TURNS.map((turn) => (
                      <td key={turn}>
                        <TextField
                          form={form}
                          name={`fortia_erp.identificators.FolCorteCaja.${register}.${turn}`}
                          label={t('form.cutOf', { register, turn })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <div className="stores__grid">
              {IDENTIFICATOR_FIELDS.map((field) => (
                <TextField form={form} key={field} name={`fortia_erp.identificators.${field}`} label={field} />
              ))}
            </div>
          </section>
          <section aria-labelledby="erp-series">
            <H4 id="erp-series">{t('form.fiscalSeries')}</H4>
            <div className="stores__grid">
              {form.getValues('fortia_erp.params.SerieFiscal').map((serie, index) => (
                <TextField
                  form={form}
                  key={String(serie.TipoSerie)}
                  name={`fortia_erp.params.SerieFiscal.${index}.serie`}
                  label={t('form.serieOf', { name: serie.name, type: serie.TipoSerie })}
                />
              ))}
            </div>
          </section>
          <section aria-labelledby="erp-registers">
            <div className="stores__register-heading">
              <H4 id="erp-registers">{t('form.registers')}</H4>
              <Button
                icon="add"
                text={t('form.addRegister')}
                onClick={() => registers.append(newRegister(warehouseId, form.getValues('fortia_erp.register')))}
              />
            </div>
            {registers.fields.length === 0 ? <p className="bp6-text-muted">{t('form.noRegisters')}</p> : null}
            {registers.fields.map((field, index) => (
              <RegisterCard key={field.id} form={form} index={index} onRemove={() => registers.remove(index)} />
            ))}
          </section>
        </fieldset>
        <ChangeHistoryPanel recordType="Warehouse" recordId={warehouseId} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={readOnly ? t('form.close') : t('form.cancel')} onClick={onClose} />
            {readOnly ? null : <Button type="submit" intent="primary" icon="floppy-disk" text={t('form.save')} loading={save.isPending} />}
          </>
        }
      >
        <span className="bp6-text-muted">{t('form.storeLine', { store: warehouseId, name: warehouseName })}</span>
      </DialogFooter>
    </form>
  );
}

export interface ErpConfigDialogProps {
  warehouseId: string;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * The full-screen ERP configuration form of one store (spec 002: fortia_erp, cluster, sync, cash).
 * It checks with the schema the server parses with; the card-terminal secret is write-only.
 */
export function ErpConfigDialog({ warehouseId, readOnly, onClose }: ErpConfigDialogProps) {
  const { t } = useTranslation('stores');
  const settings = useStoreSettings(warehouseId);
  const view = settings.data?.storeSettings;
  const initial = useMemo(() => (view ? formValuesOf(view.warehouseId, view.form) : null), [view]);
  return (
    <Dialog isOpen onClose={onClose} title={t('form.title', { store: warehouseId })} icon="cog" className="stores__dialog" canOutsideClickClose={false}>
      {settings.isError ? (
        <DialogBody>
          <QueryProblem error={settings.error} onRetry={() => void settings.refetch()} />
        </DialogBody>
      ) : !view || !initial ? (
        <DialogBody>
          <Spinner />
        </DialogBody>
      ) : (
        <ErpForm
          warehouseId={view.warehouseId}
          warehouseName={view.warehouseName}
          version={view._version}
          initial={initial}
          readOnly={readOnly}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
