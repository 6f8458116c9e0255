import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPE_NAME_MAX_LENGTH, renameCustomerTypeSchema } from '../../../../domain/customers/customerTypes';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useRenameCustomerType } from '../hooks';
import { type CustomerTypeRow } from '../utils/customerTypeRow';

export interface CustomerTypeRenameFormProps {
  row: CustomerTypeRow;
  /** The form is done: saved or cancelled. */
  onClose: () => void;
}

interface RenameFields {
  customerTypeName: string;
}

/**
 * A type's new name, on useZodForm with the server's schema (renameCustomerTypeSchema): the problem
 * shows under the field, Guardar stays off until the name is a valid change, and the server's
 * refusal (a name taken, a type changed meanwhile) lands under the field or the form.
 */
export function CustomerTypeRenameForm({ row, onClose }: CustomerTypeRenameFormProps) {
  const { t } = useTranslation('customers');
  const rename = useRenameCustomerType();
  const form = useZodForm<typeof renameCustomerTypeSchema, RenameFields>(renameCustomerTypeSchema, {
    id: `customer-type-rename-${row.customerTypeId}`,
    mode: 'onChange',
    defaultValues: { customerTypeName: row.customerTypeName },
    toInput: (fields) => ({ customerTypeId: row.customerTypeId, customerTypeName: fields.customerTypeName, _version: row._version }),
    saving: rename.isPending,
  });
  const submit = form.submit((input) =>
    rename.mutate(
      { customerTypeId: input.customerTypeId, customerTypeName: input.customerTypeName, _version: input._version },
      {
        onSuccess: (answer) => {
          showToast({ message: t('types.renamed', { name: answer.renameCustomerType.customerTypeName }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );
  return (
    <form className="customer-types__rename" onSubmit={submit} noValidate>
      <FormGroup {...form.group('customerTypeName')}>
        <InputGroup
          autoFocus
          aria-label={t('types.newName', { name: row.customerTypeName })}
          maxLength={CUSTOMER_TYPE_NAME_MAX_LENGTH}
          {...form.input('customerTypeName')}
        />
      </FormGroup>
      <Button type="submit" size="small" intent={Intent.PRIMARY} loading={rename.isPending} disabled={form.submitDisabled} text={t('types.save')} />
      <Button size="small" variant="minimal" text={t('types.cancel')} onClick={onClose} />
      {form.formError && (
        <Callout intent={Intent.DANGER} className="customer-types__problem">
          {form.formError}
        </Callout>
      )}
    </form>
  );
}
