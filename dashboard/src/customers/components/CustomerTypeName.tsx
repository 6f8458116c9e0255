import { useState } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { customerTypeNameSchema } from '../../../../domain/customers/customerTypes';
import { showErrorToast, showToast } from '../../ui/toaster';
import { catalogueLanguage, checkForm } from '../../ui/utils';
import { useRenameCustomerType } from '../hooks';
import { type CustomerTypeRow } from '../utils/customerTypeRow';

export interface CustomerTypeNameProps {
  row: CustomerTypeRow;
}

/** A type's name, with 'Renombrar' turning it into a field saved with the version the screen read. */
export function CustomerTypeName({ row }: CustomerTypeNameProps) {
  const { t, i18n } = useTranslation('customers');
  const rename = useRenameCustomerType();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  if (editing === null) {
    return (
      <span className="customer-types__name">
        {row.customerTypeName}
        <Button
          variant="minimal"
          size="small"
          icon="edit"
          aria-label={t('types.renameOf', { name: row.customerTypeName })}
          onClick={() => setEditing(row.customerTypeName)}
        />
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
