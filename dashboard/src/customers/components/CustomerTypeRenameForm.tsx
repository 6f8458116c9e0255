import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { customerTypeNameSchema } from '../../../../domain/customers/customerTypes';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useRenameCustomerType } from '../hooks';
import { type CustomerTypeRow } from '../utils/customerTypeRow';

const renameSchema = z.object({ customerTypeName: customerTypeNameSchema });

export interface CustomerTypeRenameFormProps {
  row: CustomerTypeRow;
  /** The form is done: renamed or cancelled. */
  onDone: () => void;
}

/**
 * A type's new name on useZodForm with the server's rule: a blank name is refused under the box
 * once left, Guardar waits for a change, and the server's refusal (a name already taken, a version
 * changed meanwhile) shows under the box too. Saved with the version the screen read.
 */
export function CustomerTypeRenameForm({ row, onDone }: CustomerTypeRenameFormProps) {
  const { t } = useTranslation('customers');
  const rename = useRenameCustomerType();
  const form = useZodForm(renameSchema, {
    id: `customer-type-rename-${row.customerTypeId}`,
    defaultValues: { customerTypeName: row.customerTypeName },
    saving: rename.isPending,
  });
  const save = form.submit(({ customerTypeName }) =>
    rename.mutate(
      { customerTypeId: row.customerTypeId, customerTypeName, _version: row._version },
      {
        onSuccess: (answer) => {
          showToast({ message: t('types.renamed', { name: answer.renameCustomerType.customerTypeName }), intent: 'success', icon: 'tick' });
          onDone();
        },
        onError: form.setServerError,
      },
    ),
  );
  const group = form.group('customerTypeName');
  return (
    <form className="customer-types__rename" onSubmit={save} noValidate>
      <FormGroup {...group} {...(form.formError ? { intent: Intent.DANGER, helperText: form.formError } : {})}>
        <InputGroup autoFocus aria-label={t('types.newName', { name: row.customerTypeName })} maxLength={60} {...form.input('customerTypeName')} />
      </FormGroup>
      <Button type="submit" size="small" intent={Intent.PRIMARY} loading={rename.isPending} disabled={form.submitDisabled} text={t('types.save')} />
      <Button size="small" variant="minimal" text={t('types.cancel')} onClick={onDone} />
    </form>
  );
}
