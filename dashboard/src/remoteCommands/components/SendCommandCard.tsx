import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Classes, FormGroup, H4, HTMLSelect, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isKitExpired, kitSuffix } from '../../../../domain/remoteCommands/commands';
import type { RemoteCommandCompaniesQuery } from '../../graphql';
import { showToast } from '../../ui/toaster';
import { loadStoreCustomers, useSendCommand, useStoreKits, type StoreCustomer } from '../hooks';
import type { CommandRow } from './CommandDialog';

export interface SendCommandCardProps {
  companies: RemoteCommandCompaniesQuery['remoteCommandCompanies'] | undefined;
  commands: CommandRow[] | undefined;
}

/** 'Enviar Comando' (spec 002): company, store, action, then a client or promo kit depending on the action, then 'enviar'. */
export function SendCommandCard({ companies, commands }: SendCommandCardProps) {
  const { t } = useTranslation('remoteCommands');
  const [organizationId, setOrganizationId] = useState('');
  const [storeId, setStoreId] = useState('');
  const [commandName, setCommandName] = useState('');
  const [customers, setCustomers] = useState<StoreCustomer[] | null>(null);
  const [customerId, setCustomerId] = useState('');
  const [kitId, setKitId] = useState('');
  const [removedKits, setRemovedKits] = useState<Set<string>>(new Set());
  const kits = useStoreKits(storeId || null);
  const send = useSendCommand();

  const stores = companies?.find((company) => company.organizationId === organizationId)?.stores ?? [];
  const command = commands?.find((candidate) => candidate.remoteCommandName === commandName) ?? null;
  const target = command?.target ?? 'none';
  const kitOptions = useMemo(() => (kits.data?.remoteCommandKits ?? []).filter((kit) => !removedKits.has(kit.productKitId)), [kits.data, removedKits]);

  // Choosing the clients action loads the store's customers page by page, with the spec's progress messages.
  useEffect(() => {
    setCustomers(null);
    setCustomerId('');
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
  }, [storeId, target, t]);

  const chooseKit = (value: string) => {
    const kit = kitOptions.find((candidate) => candidate.productKitId === value);
    if (kit && (kit.expired || isKitExpired(kit, Math.floor(Date.now() / 1000)))) {
      // An expired kit leaves the list and send stays disabled (spec 002 section 4).
      setRemovedKits(new Set([...removedKits, kit.productKitId]));
      setKitId('');
      showToast({ message: t('toasts.kitExpired'), intent: Intent.PRIMARY, timeout: 10_000 });
      return;
    }
    setKitId(value);
  };

  const ready = Boolean(storeId && command) && (target === 'none' || (target === 'customer' && customerId) || (target === 'kit' && kitId));
  const submit = () => {
    send.mutate(
      { storeId, commandName, customerId: target === 'customer' ? customerId : null, kitId: target === 'kit' ? kitId : null },
      {
        onSuccess: () => showToast({ message: t('toasts.sent'), intent: Intent.SUCCESS, icon: 'tick' }),
        onError: (error) => showToast({ message: t('toasts.notSent', { message: error.message }), intent: Intent.DANGER, timeout: 10_000 }),
      },
    );
  };

  return (
    <Card className="remote-commands__send" aria-label={t('sendCommand')} role="form">
      <H4>{t('sendCommand')}</H4>
      <div className="remote-commands__fields">
        <FormGroup label={t('company')} labelFor="rc-company">
          <HTMLSelect
            id="rc-company"
            value={organizationId}
            onChange={(event) => {
              setOrganizationId(event.currentTarget.value);
              setStoreId('');
            }}
          >
            <option value="">{t('choose')}</option>
            {companies?.map((company) => (
              <option key={company.organizationId} value={company.organizationId}>{`${company.organizationId} ${company.organizationName}`}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('store')} labelFor="rc-store">
          <HTMLSelect
            id="rc-store"
            value={storeId}
            disabled={!organizationId}
            onChange={(event) => {
              setStoreId(event.currentTarget.value);
              setKitId('');
              setRemovedKits(new Set());
            }}
          >
            <option value="">{t('choose')}</option>
            {stores.map((store) => (
              <option key={store.warehouseId} value={store.warehouseId}>{`${store.warehouseId} ${store.warehouseName}`}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('action')} labelFor="rc-action">
          <HTMLSelect
            id="rc-action"
            value={commandName}
            disabled={!storeId}
            onChange={(event) => {
              setCommandName(event.currentTarget.value);
              setKitId('');
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
          <FormGroup
            label={t('customer')}
            labelFor="rc-customer"
            helperText={customers ? t('customersLoaded', { count: customers.length }) : t('customersLoading')}
          >
            <HTMLSelect id="rc-customer" value={customerId} disabled={!customers} onChange={(event) => setCustomerId(event.currentTarget.value)}>
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
          <FormGroup label={t('kit')} labelFor="rc-kit">
            <HTMLSelect id="rc-kit" value={kitId} onChange={(event) => chooseKit(event.currentTarget.value)}>
              <option value="">{t('choose')}</option>
              {kitOptions.map((kit) => (
                <option key={kit.productKitId} value={kit.productKitId}>{`${kit.productKitName} (${kitSuffix(kit.productKitId)})`}</option>
              ))}
            </HTMLSelect>
          </FormGroup>
        ) : null}
        <Button intent={Intent.PRIMARY} icon="send-message" text={t('send')} disabled={!ready} loading={send.isPending} onClick={submit} />
      </div>
      {command ? <p className={Classes.TEXT_MUTED}>{command.remoteCommandDescription}</p> : null}
    </Card>
  );
}
