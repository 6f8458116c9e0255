import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Classes, FormGroup, H4, HTMLSelect, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isKitExpired, kitSuffix } from '../../../../domain/remoteCommands/commands';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showToast } from '../../ui/toaster';
import { loadStoreCustomers, useCommandCompanies, useCommandHistory, useRemoteCommands, useSendCommand, useStoreKits, type StoreCustomer } from '../hooks';
import { paramsText, stateIntents, statusTime } from '../utils';
import { CommandDialog, type CommandRow } from './CommandDialog';
import './remoteCommands.css';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';

/** 'Comandos remotos' (spec 002, Remote command): send a command to a store, the commands, and the history. */
export function RemoteCommandsScreen() {
  const { t } = useTranslation('remoteCommands');
  const companies = useCommandCompanies();
  const commands = useRemoteCommands();
  const [organizationId, setOrganizationId] = useState('');
  const [storeId, setStoreId] = useState('');
  const [commandName, setCommandName] = useState('');
  const [customers, setCustomers] = useState<StoreCustomer[] | null>(null);
  const [customerId, setCustomerId] = useState('');
  const [kitId, setKitId] = useState('');
  const [removedKits, setRemovedKits] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ open: boolean; editing: CommandRow | null }>({ open: false, editing: null });
  const kits = useStoreKits(storeId || null);
  const history = useCommandHistory(storeId || null);
  const send = useSendCommand();

  const stores = companies.data?.remoteCommandCompanies.find((company) => company.organizationId === organizationId)?.stores ?? [];
  const command = commands.data?.remoteCommands.find((candidate) => candidate.remoteCommandName === commandName) ?? null;
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
    <div className="remote-commands">
      <ScreenHeading title={t('title')} actions={<Button icon="add" text={t('addCommand')} onClick={() => setDialog({ open: true, editing: null })} />} />
      {companies.error ? <QueryProblem error={companies.error} onRetry={() => void companies.refetch()} /> : null}
      <Card className="remote-commands__send" aria-label={t('sendCommand')} role="form">
        <H4>{t('sendCommand')}</H4>
        <div className="remote-commands__fields">
          <FormGroup label={t('company')} labelFor="rc-company">
            <HTMLSelect id="rc-company" value={organizationId} onChange={(event) => { setOrganizationId(event.currentTarget.value); setStoreId(''); }}>
              <option value="">{t('choose')}</option>
              {companies.data?.remoteCommandCompanies.map((company) => <option key={company.organizationId} value={company.organizationId}>{`${company.organizationId} ${company.organizationName}`}</option>)}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('store')} labelFor="rc-store">
            <HTMLSelect id="rc-store" value={storeId} disabled={!organizationId} onChange={(event) => { setStoreId(event.currentTarget.value); setKitId(''); setRemovedKits(new Set()); }}>
              <option value="">{t('choose')}</option>
              {stores.map((store) => <option key={store.warehouseId} value={store.warehouseId}>{`${store.warehouseId} ${store.warehouseName}`}</option>)}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('action')} labelFor="rc-action">
            <HTMLSelect id="rc-action" value={commandName} disabled={!storeId} onChange={(event) => { setCommandName(event.currentTarget.value); setKitId(''); }}>
              <option value="">{t('choose')}</option>
              {commands.data?.remoteCommands.filter((candidate) => candidate.enable).map((candidate) => <option key={candidate.id} value={candidate.remoteCommandName}>{candidate.remoteCommandName}</option>)}
            </HTMLSelect>
          </FormGroup>
          {target === 'customer' ? (
            <FormGroup label={t('customer')} labelFor="rc-customer" helperText={customers ? t('customersLoaded', { count: customers.length }) : t('customersLoading')}>
              <HTMLSelect id="rc-customer" value={customerId} disabled={!customers} onChange={(event) => setCustomerId(event.currentTarget.value)}>
                <option value="">{t('choose')}</option>
                {customers?.map((customer) => <option key={customer.customerId} value={customer.customerId}>{`${customer.customerId} ${customer.customerName} (${customer.customerTypeId})`}</option>)}
              </HTMLSelect>
            </FormGroup>
          ) : null}
          {target === 'kit' ? (
            <FormGroup label={t('kit')} labelFor="rc-kit">
              <HTMLSelect id="rc-kit" value={kitId} onChange={(event) => chooseKit(event.currentTarget.value)}>
                <option value="">{t('choose')}</option>
                {kitOptions.map((kit) => <option key={kit.productKitId} value={kit.productKitId}>{`${kit.productKitName} (${kitSuffix(kit.productKitId)})`}</option>)}
              </HTMLSelect>
            </FormGroup>
          ) : null}
          <Button intent={Intent.PRIMARY} icon="send-message" text={t('send')} disabled={!ready} loading={send.isPending} onClick={submit} />
        </div>
        {command ? <p className={Classes.TEXT_MUTED}>{command.remoteCommandDescription}</p> : null}
      </Card>

      <Card>
        <H4>{t('commands')}</H4>
        <HTMLTable compact striped aria-label={t('commands')}>
          <thead><tr><th>{t('name')}</th><th>{t('description')}</th><th>{t('command')}</th><th>{t('target')}</th><th>{t('enable')}</th><th /></tr></thead>
          <tbody>
            {commands.data?.remoteCommands.map((row) => (
              <tr key={row.id}>
                <td>{row.remoteCommandName}</td><td>{row.remoteCommandDescription}</td><td><code>{row.command}</code></td><td>{t(`targets.${row.target}` as 'targets.none')}</td>
                <td>{row.enable ? <Tag intent={Intent.SUCCESS} minimal>{t('yes')}</Tag> : <Tag minimal>{t('no')}</Tag>}</td>
                <td><Button small minimal icon="edit" aria-label={t('editOf', { name: row.remoteCommandName })} onClick={() => setDialog({ open: true, editing: row })} /></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>

      <Card>
        <H4>{t('history')} <LiveStatusTag /></H4>
        {history.error ? <QueryProblem error={history.error} onRetry={() => void history.refetch()} /> : null}
        <HTMLTable compact striped aria-label={t('history')} className="remote-commands__history">
          <thead><tr><th>{t('command')}</th><th>{t('store')}</th><th>{t('params')}</th><th>{t('state')}</th><th>{t('statuses')}</th><th>{t('sentBy')}</th><th>{t('response')}</th></tr></thead>
          <tbody>
            {history.data?.remoteCommandHistory.map((row) => (
              <tr key={row.id}>
                <td>{row.remoteCommandName}</td><td>{row.warehouseId}</td><td>{paramsText(row.params)}</td>
                <td><Tag intent={stateIntents[row.state] ?? 'none'}>{t(`states.${row.state}` as 'states.send')}</Tag></td>
                <td>
                  <ul className="remote-commands__statuses">
                    {row.statuses.map((status, index) => <li key={index}>{`${t(`states.${status.remoteControlStatusType}` as 'states.send')} · ${statusTime(status.startDatetime)}${status.attendantId ? ` · ${status.attendantId}` : ''}`}</li>)}
                  </ul>
                </td>
                <td>{row.sentBy}</td><td><code>{row.response ?? ''}</code></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      {dialog.open ? <CommandDialog isOpen editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} /> : null}
    </div>
  );
}
