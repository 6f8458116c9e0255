import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createCustomerTypeSchema } from '../../../../domain/customers/customerTypes';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useCreateCustomerType } from '../hooks';

type CustomerTypeFields = z.input<typeof createCustomerTypeSchema>;
const blank: CustomerTypeFields = { customerTypeId: '', customerTypeName: '', defaultType: false };

/**
 * 'Agregar tipo': key, name and whether it becomes the main type, on useZodForm with the server's
 * schema: a problem shows under its field once the field is left, Agregar stays off until the
 * type is valid, and the server's refusal (a key or name already taken) shows under the form.
 */
export function CustomerTypeAddForm() {
  const { t } = useTranslation('customers');
  const create = useCreateCustomerType();
  const form = useZodForm<typeof createCustomerTypeSchema, CustomerTypeFields>(createCustomerTypeSchema, {
    id: 'customer-type',
    defaultValues: blank,
    saving: create.isPending,
  });
  const submit = form.submit((input) =>
    create.mutate(
      { input },
      {
        onSuccess: (answer) => {
          showToast({ message: t('types.added', { name: answer.createCustomerType.customerTypeName }), intent: 'success', icon: 'tick' });
          form.reset(blank);
        },
        onError: form.setServerError,
      },
    ),
  );
  return (
    <form className="customer-types__add" onSubmit={submit} noValidate aria-label={t('types.addTitle')}>
      <FormGroup className="customer-types__id" label={t('types.id')} {...form.group('customerTypeId')}>
        <InputGroup maxLength={10} placeholder="CE" {...form.input('customerTypeId')} />
      </FormGroup>
      <FormGroup className="customer-types__type-name" label={t('types.name')} {...form.group('customerTypeName')}>
        <InputGroup maxLength={60} {...form.input('customerTypeName')} />
      </FormGroup>
      <Checkbox label={t('types.asPrincipal')} {...form.switchField('defaultType')} />
      <Button type="submit" intent={Intent.PRIMARY} icon="add" loading={create.isPending} disabled={form.submitDisabled} text={t('types.add')} />
      {form.formError && (
        <Callout intent={Intent.DANGER} className="customer-types__problem">
          {form.formError}
        </Callout>
      )}
    </form>
  );
}
