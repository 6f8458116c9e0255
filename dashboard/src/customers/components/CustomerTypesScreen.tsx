import { useState } from 'react';
import { Button, Checkbox, FormGroup, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { createCustomerTypeSchema, customerTypeNameSchema } from '../../../../domain/customers/customerTypes';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { ChangeHistoryButton } from '../../history/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { catalogueLanguage, checkForm } from '../../ui/utils';
import { useCreateCustomerType, useCustomerTypes, useRenameCustomerType, useSetCustomerTypeDefault } from '../hooks';

interface TypeRow {
  id: string;
  customerTypeId: string;
  customerTypeName: string;
  defaultType: boolean;
  _version: number;
}

/** 'Agregar tipo': key, name and whether it becomes the main type; checked with the server's schema before it is sent. */
function AddCustomerType() {
  const { t, i18n } = useTranslation('customers');
  const create = useCreateCustomerType();
  const [form, setForm] = useState({ customerTypeId: '', customerTypeName: '', defaultType: false });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkForm(createCustomerTypeSchema, form, catalogueLanguage(i18n.resolvedLanguage));
    setProblems(check.problems);
    if (!check.value) return;
    create.mutate(
      { input: check.value },
      {
        onSuccess: (answer) => {
          showToast({ message: t('types.added', { name: answer.createCustomerType.customerTypeName }), intent: 'success', icon: 'tick' });
          setForm({ customerTypeId: '', customerTypeName: '', defaultType: false });
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };
  return (
    <form className="customer-types__add" onSubmit={submit} noValidate aria-label={t('types.addTitle')}>
      <FormGroup className="customer-types__id" label={t('types.id')} labelFor="customer-type-id" intent={problems.customerTypeId ? Intent.DANGER : Intent.NONE} helperText={problems.customerTypeId}>
        <InputGroup id="customer-type-id" value={form.customerTypeId} maxLength={10} placeholder="CE" onValueChange={(customerTypeId) => setForm({ ...form, customerTypeId })} />
      </FormGroup>
      <FormGroup className="customer-types__type-name" label={t('types.name')} labelFor="customer-type-name" intent={problems.customerTypeName ? Intent.DANGER : Intent.NONE} helperText={problems.customerTypeName}>
        <InputGroup id="customer-type-name" value={form.customerTypeName} maxLength={60} onValueChange={(customerTypeName) => setForm({ ...form, customerTypeName })} />
      </FormGroup>
      <Checkbox checked={form.defaultType} label={t('types.asPrincipal')} onChange={(event) => setForm({ ...form, defaultType: event.currentTarget.checked })} />
      <Button type="submit" intent={Intent.PRIMARY} icon="add" loading={create.isPending} text={t('types.add')} />
    </form>
  );
}

/** A type's name, with 'Renombrar' turning it into a field saved with the version the screen read. */
function TypeName({ row }: { row: TypeRow }) {
  const { t, i18n } = useTranslation('customers');
  const rename = useRenameCustomerType();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  if (editing === null) {
    return (
      <span className="customer-types__name">
        {row.customerTypeName}
        <Button variant="minimal" size="small" icon="edit" aria-label={t('types.renameOf', { name: row.customerTypeName })} onClick={() => setEditing(row.customerTypeName)} />
      </span>
    );
  }
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkForm(customerTypeNameSchema, editing, catalogueLanguage(i18n.resolvedLanguage));
    setProblem(check.problems['']);
    if (check.value === undefined) return;
    rename.mutate(
      { customerTypeId: row.customerTypeId, customerTypeName: check.value, _version: row._version },
      {
        onSuccess: (answer) => {
          showToast({ message: t('types.renamed', { name: answer.renameCustomerType.customerTypeName }), intent: 'success', icon: 'tick' });
          setEditing(null);
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };
  return (
    <form className="customer-types__rename" onSubmit={save} noValidate>
      <FormGroup intent={problem ? Intent.DANGER : Intent.NONE} helperText={problem}>
        <InputGroup autoFocus aria-label={t('types.newName', { name: row.customerTypeName })} value={editing} maxLength={60} onValueChange={setEditing} />
      </FormGroup>
      <Button type="submit" size="small" intent={Intent.PRIMARY} loading={rename.isPending} text={t('types.save')} />
      <Button size="small" variant="minimal" text={t('types.cancel')} onClick={() => (setEditing(null), setProblem(undefined))} />
    </form>
  );
}

/**
 * /prometheus/customer/setting: 'Tipo de cliente' (spec 001). Exactly one type is PRINCIPAL: turning
 * another on makes the previous one INACTIVO (the server enforces it); the main type's switch stays
 * on until another is chosen. Types are added and renamed here.
 */
export function CustomerTypesScreen() {
  const { t } = useTranslation('customers');
  const types = useCustomerTypes();
  const save = useSetCustomerTypeDefault();
  const rows = types.data?.customerTypes ?? [];
  return (
    <div className="customer-types">
      <ScreenHeading title={t('types.title')} />
      <AddCustomerType />
      {types.isPending ? (
        <Spinner />
      ) : types.isError ? (
        <QueryProblem error={types.error} onRetry={() => void types.refetch()} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="tag" title={t('types.empty')} />
      ) : (
        <HTMLTable striped interactive className="customer-types__table">
          <thead>
            <tr>
              <th>{t('types.id')}</th>
              <th>{t('types.name')}</th>
              <th>{t('types.default')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.customerTypeId}>
                <td>
                  {row.customerTypeId} <ChangeHistoryButton recordType="CustomerType" recordId={row.id} recordName={row.customerTypeName} />
                </td>
                <td>
                  <TypeName row={row} />
                </td>
                <td>
                  <Switch
                    checked={row.defaultType}
                    disabled={save.isPending || row.defaultType}
                    title={row.defaultType ? t('types.principalHint') : undefined}
                    aria-label={row.customerTypeName}
                    innerLabelChecked={t('types.principal')}
                    innerLabel={t('types.inactive')}
                    onChange={(event) => {
                      if (!event.currentTarget.checked) return;
                      save.mutate(
                        { customerTypeId: row.customerTypeId, defaultType: true, _version: row._version },
                        {
                          onSuccess: () => void showToast({ message: t('types.saved', { name: row.customerTypeName, value: t('types.principal') }), intent: 'success', icon: 'tick' }),
                          onError: (error) => showErrorToast(error),
                        },
                      );
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <p className="customer-types__hint">{t('types.principalHint')}</p>
    </div>
  );
}
