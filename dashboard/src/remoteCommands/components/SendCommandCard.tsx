import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Classes, FormGroup, H4, HTMLSelect, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isKitExpired, kitSuffix, sendCommandFormSchema, type SendCommandForm } from '../../../../domain/remoteCommands/commands';
import type { RemoteCommandCompaniesQuery } from '../../graphql';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { loadStoreCustomers, useSendCommand, useStoreKits, type StoreCustomer } from '../hooks';
import type { CommandRow } from './CommandDialog';

export interface SendCommandCardProps {
  companies: RemoteCommandCompaniesQuery['remoteCommandCompanies'] | undefined;
  commands: CommandRow[] | undefined;
}

const EMPTY: SendCommandForm = { organizationId: '', storeId: '', commandName: '', target: 'none', customerId: '', kitId: '' };

/**
 * 'Enviar Comando' (spec 002): company, store, action, then a client or promo kit depending on the
 * action, then 'enviar'. A useZodForm on sendCommandFormSchema: 'enviar' stays off until the schema
 * holds, and what is missing shows under its select.
 */
export function SendCommandCard({ companies, commands }: SendCommandCardProps) {
  const { t } = useTranslation('remoteCommands');
  const send = useSendCommand();
  const form = useZodForm(sendCommandFormSchema, { id: 'rc', mode: 'onChange', saving: send.isPending, defaultValues: EMPTY });
  const { organizationId, storeId, commandName, target, customerId, kitId } = form.watch();
  // The select changed is checked at once; the fields it empties or sets along start afresh (no problem until touched).
  const change = (patch: Partial<SendCommandForm>) =>
    Object.entries(patch).forEach(([name, value], index) => {
      const field = name as keyof SendCommandForm;
      form.setValue(field, value as never, { shouldDirty: true, shouldTouch: index === 0, shouldValidate: index === 0 });
      if (index > 0) form.clearErrors(field);
    });
  const [customers, setCustomers] = useState<StoreCustomer[] | null>(null);
  const [removedKits, setRemovedKits] = useState<Set<string>>(new Set());
  const kits = useStoreKits(storeId || null);

  const stores = companies?.find((company) => company.organizationId === organizationId)?.stores ?? [];
  const command = commands?.find((candidate) => candidate.remoteCommandName === commandName) ?? null;
  const kitOptions = useMemo(() => (kits.data?.remoteCommandKits ?? []).filter((kit) => !removedKits.has(kit.productKitId)), [kits.data, removedKits]);

  // Choosing the clients action loads the store's customers page by page, with the spec's progress messages.
  const { setValue } = form;
  useEffect(() => {
    setCustomers(null);
    setValue('customerId', '');
    if (!storeId || target !== 'customer') return;
    let cancelled = false;
    showToast({ message: t('toasts.customersUpdating'), intent: Intent.PRIMARY });
    loadStoreCustomers(storeId, (count) => {
      if (!cancelled) showToast({ message: t('toasts.customersProgress', { count }), intent: Intent.PRIMARY, timeout: 1000 });
    })
      .then((loaded) => {
        if (cancelled) return;
        setCustomers(loaded);
        showToast({ message: t('toasts.customersDone'), intent: Intent.SUCCESS, timeout: 15_000 });
      })
      .catch((error: Error) => {
        if (!cancelled) showToast({ message: error.message, intent: Intent.DANGER, timeout: 10_000 });
      });
    return () => {
      cancelled = true;
    };
  }, [storeId, target, t, setValue]);

  const chooseKit = (value: string) => {
    const kit = kitOptions.find((candidate) => candidate.productKitId === value);
    if (kit && (kit.expired || isKitExpired(kit, Math.floor(Date.now() / 1000)))) {
      // An expired kit leaves the list and send stays disabled (spec 002 section 4).
      setRemovedKits(new Set([...removedKits, kit.productKitId]));
      change({ kitId: '' });
      showToast({ message: t('toasts.kitExpired'), intent: Intent.PRIMARY, timeout: 10_000 });
      return;
    }
    change({ kitId: value });
  };

  const submit = form.submit((input) => {
    send.mutate(input, {
      onSuccess: () => showToast({ message: t('toasts.sent'), intent: Intent.SUCCESS, icon: 'tick' }),
      onError: (error) => {
        form.setServerError(error);
        showToast({ message: t('toasts.notSent', { message: error.message }), intent: Intent.DANGER, timeout: 10_000 });
      },
    });
  });

  return (
    <Card className="remote-commands__send">
      <H4>{t('sendCommand')}</H4>
      <form className="remote-commands__fields" aria-label={t('sendCommand')} onSubmit={submit}>
        <FormGroup label={t('company')} {...form.group('organizationId')}>
          <HTMLSelect id="rc-organizationId" value={organizationId} onChange={(event) => change({ organizationId: event.currentTarget.value, storeId: '' })}>
            <option value="">{t('choose')}</option>
            {companies?.map((company) => (
              <option key={company.organizationId} value={company.organizationId}>{`${company.organizationId} ${company.organizationName}`}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('store')} {...form.group('storeId')}>
          <HTMLSelect
            id="rc-storeId"
            value={storeId}
            disabled={!organizationId}
            onChange={(event) => {
              change({ storeId: event.currentTarget.value, kitId: '' });
              setRemovedKits(new Set());
            }}
          >
            <option value="">{t('choose')}</option>
            {stores.map((store) => (
              <option key={store.warehouseId} value={store.warehouseId}>{`${store.warehouseId} ${store.warehouseName}`}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('action')} {...form.group('commandName')}>
          <HTMLSelect
            id="rc-commandName"
            value={commandName}
            disabled={!storeId}
            onChange={(event) => {
              const name = event.currentTarget.value;
              const chosen = commands?.find((candidate) => candidate.remoteCommandName === name);
              change({ commandName: name, target: (chosen?.target ?? 'none') as SendCommandForm['target'], kitId: '' });
            }}
          >
            <option value="">{t('choose')}</option>
            {commands
              ?.filter((candidate) => candidate.enable)
              .map((candidate) => (
                <option key={candidate.id} value={candidate.remoteCommandName}>
                  {candidate.remoteCommandName}
                </option>
              ))}
          </HTMLSelect>
        </FormGroup>
        {target === 'customer' ? (
          <FormGroup label={t('customer')} {...form.group('customerId', customers ? t('customersLoaded', { count: customers.length }) : t('customersLoading'))}>
            <HTMLSelect id="rc-customerId" value={customerId} disabled={!customers} onChange={(event) => change({ customerId: event.currentTarget.value })}>
              <option value="">{t('choose')}</option>
              {customers?.map((customer) => (
                <option
                  key={customer.customerId}
                  value={customer.customerId}
                >{`${customer.customerId} ${customer.customerName} (${customer.customerTypeId})`}</option>
              ))}
            </HTMLSelect>
          </FormGroup>
        ) : null}
        {target === 'kit' ? (
          <FormGroup label={t('kit')} {...form.group('kitId')}>
            <HTMLSelect id="rc-kitId" value={kitId} onChange={(event) => chooseKit(event.currentTarget.value)}>
              <option value="">{t('choose')}</option>
              {kitOptions.map((kit) => (
                <option key={kit.productKitId} value={kit.productKitId}>{`${kit.productKitName} (${kitSuffix(kit.productKitId)})`}</option>
              ))}
            </HTMLSelect>
          </FormGroup>
        ) : null}
        <Button type="submit" intent={Intent.PRIMARY} icon="send-message" text={t('send')} disabled={form.submitDisabled} loading={send.isPending} />
      </form>
      {command ? <p className={Classes.TEXT_MUTED}>{command.remoteCommandDescription}</p> : null}
    </Card>
  );
}
