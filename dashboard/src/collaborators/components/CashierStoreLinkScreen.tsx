import { useState } from 'react';
import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, FormGroup, H5, HTMLSelect, HTMLTable, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  cashierCompanies,
  cashierLookupSchema,
  cashierUserNameInput,
  lookupDialogTypes,
  type CashierLinkInput,
  type LookupDialogType,
} from '../../../../domain/collaborators/link';
import { ScreenHeading } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { useCashierLookup, useLinkCashier } from '../hooks';
import type { CashierInfoResultFragment } from '../../graphql';
import { CashierLinksTable } from './CashierLinksTable';
import { CashierStoreLinkForm } from './CashierStoreLinkForm';
import './collaborators.css';

/** The lookup's fields: the user name as typed (upper case), the company's id ('' until chosen). */
interface LookupFields {
  userName: string;
  company: string;
}

interface DialogState {
  type: LookupDialogType;
  message: string;
}

/**
 * /prometheus/support/collaboratorSearch: 'Relacion de cajeros con tienda' (spec 002). Look a
 * cashier up by user name (upper case) and company (BAMA 01, TCO 02); the dialogs of section 4
 * (1 loading, 2 success, 3 warning, 0 plain); then a store code (letters, digits, underscore,
 * upper case) and 'Crear relacion de empleado'.
 */
export function CashierStoreLinkScreen() {
  const { t } = useTranslation('collaborators');
  const lookup = useCashierLookup();
  const link = useLinkCashier();
  // Checked with the API's own cashierLookupSchema: 'Consultar Empleado' waits for a user name and a company.
  const form = useZodForm<typeof cashierLookupSchema, LookupFields>(cashierLookupSchema, {
    id: 'cashier',
    mode: 'onChange',
    defaultValues: { userName: '', company: '' },
    saving: lookup.isPending,
  });
  // The company the shown cashier was found in: the link goes to a store of that one.
  const [company, setCompany] = useState('');
  const [result, setResult] = useState<CashierInfoResultFragment | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const active = Boolean(result?.complete && result.attendant?.active);

  const consult = form.submit((input) => {
    setResult(null);
    setDialog({ type: lookupDialogTypes.loading, message: t('loading') });
    lookup.mutate(input, {
      onSuccess: (answer) => {
        setCompany(input.company);
        const info = answer.cashierInfo as CashierInfoResultFragment;
        setResult(info);
        if (!info.complete)
          setDialog({
            type: lookupDialogTypes.warning,
            message: info.message ?? t('notFound'),
          });
        else if (!info.attendant?.active)
          setDialog({
            type: lookupDialogTypes.warning,
            message: t('inactive'),
          });
        else
          setDialog({
            type: lookupDialogTypes.success,
            message: info.message ?? t('found'),
          });
      },
      onError: (error) =>
        setDialog({
          type: lookupDialogTypes.warning,
          message: error.message,
        }),
    });
  });

  const create = (input: CashierLinkInput, placeUnderField: (error: unknown) => boolean) => {
    setDialog({ type: lookupDialogTypes.loading, message: t('linking') });
    link.mutate(
      { input },
      {
        onSuccess: (answer) => {
          const info = answer.linkCashierToStore as CashierInfoResultFragment;
          setResult(info);
          setDialog({
            type: info.complete ? lookupDialogTypes.success : lookupDialogTypes.warning,
            message: info.message ?? '',
          });
        },
        onError: (error) => setDialog(placeUnderField(error) ? null : { type: lookupDialogTypes.warning, message: error.message }),
      },
    );
  };

  const userName = form.input('userName');
  const dialogTitle = dialog
    ? t(
        `dialog.${dialog.type === lookupDialogTypes.loading ? 'loading' : dialog.type === lookupDialogTypes.success ? 'success' : dialog.type === lookupDialogTypes.warning ? 'warning' : 'plain'}`,
      )
    : '';
  return (
    <div className="collaborators">
      <ScreenHeading title={t('title')} />
      <Card elevation={1}>
        <form className="collaborators__lookup" onSubmit={consult} noValidate>
          <FormGroup label={t('userName')} {...form.group('userName')}>
            <InputGroup
              {...userName}
              maxLength={60}
              placeholder="CO101C1"
              onChange={(event) => {
                event.currentTarget.value = cashierUserNameInput(event.currentTarget.value);
                userName.onChange(event);
              }}
            />
          </FormGroup>
          <FormGroup label={t('company')} {...form.group('company')}>
            <HTMLSelect {...form.select('company')}>
              <option value="">{t('chooseCompany')}</option>
              {cashierCompanies.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name} ({choice.id})
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('consult')} disabled={form.submitDisabled} loading={lookup.isPending} />
        </form>
      </Card>
      {result?.attendant ? (
        <Card elevation={1} className="collaborators__result" aria-label={t('result')}>
          <H5>{t('result')}</H5>
          <HTMLTable compact>
            <tbody>
              <tr>
                <th>{t('fullName')}</th>
                <td>{result.attendant.fullName}</td>
              </tr>
              <tr>
                <th>{t('userName')}</th>
                <td>{result.attendant.userName}</td>
              </tr>
              <tr>
                <th>{t('position')}</th>
                <td>{result.attendant.positionName}</td>
              </tr>
              <tr>
                <th>{t('status')}</th>
                <td>{result.attendant.active ? t('active') : t('inactiveShort')}</td>
              </tr>
              <tr>
                <th>{t('store')}</th>
                <td>{result.warehouse ? `${result.warehouse.warehouseId} · ${result.warehouse.warehouseName}` : t('noStore')}</td>
              </tr>
            </tbody>
          </HTMLTable>
          {active ? (
            <CashierStoreLinkForm userName={result.attendant.userName} company={company} saving={link.isPending} onLink={create} />
          ) : (
            <Callout intent="warning">{t('inactive')}</Callout>
          )}
          <H5>{t('history')}</H5>
          <CashierLinksTable links={result.links} />
        </Card>
      ) : null}
      <Dialog
        isOpen={dialog !== null}
        onClose={() => dialog?.type !== lookupDialogTypes.loading && setDialog(null)}
        title={dialogTitle}
        className="collaborators__dialog"
      >
        <DialogBody>
          {dialog?.type === lookupDialogTypes.loading ? (
            <div className="collaborators__loading">
              <Spinner size={24} />
              <span>{dialog.message}</span>
            </div>
          ) : (
            <Callout intent={dialog?.type === lookupDialogTypes.success ? 'success' : dialog?.type === lookupDialogTypes.warning ? 'warning' : 'none'}>
              {dialog?.message}
            </Callout>
          )}
        </DialogBody>
        {dialog?.type !== lookupDialogTypes.loading ? (
          <DialogFooter actions={<Button intent={Intent.PRIMARY} text={t('ok')} onClick={() => setDialog(null)} />} />
        ) : null}
      </Dialog>
    </div>
  );
}
