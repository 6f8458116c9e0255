import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { cashierLinkSchema, STORE_CODE_MAX_LENGTH, storeCodeInput, type CashierLinkInput } from '../../../../domain/collaborators/link';
import { useZodForm } from '../../ui/hooks';
import { serverProblemsOf } from '../../ui/utils/zodForm';

export interface CashierStoreLinkFormProps {
  /** The cashier looked up (active) and the company it was looked up in. */
  userName: string;
  company: string;
  saving: boolean;
  /** Sends the link; on a refusal `placeUnderField` puts it under the store code when it names it (true), else the screen says it. */
  onLink: (input: CashierLinkInput, placeUnderField: (error: unknown) => boolean) => void;
}

interface LinkFields {
  storeCode: string;
}

/**
 * The store code and 'Crear relacion de empleado', on useZodForm with the API's cashierLinkSchema:
 * the code is kept upper case as typed, a bad one is refused under the field, and a store the
 * server does not find in the cashier's company is said under the field too.
 */
export function CashierStoreLinkForm({ userName, company, saving, onLink }: CashierStoreLinkFormProps) {
  const { t } = useTranslation('collaborators');
  const form = useZodForm<typeof cashierLinkSchema, LinkFields>(cashierLinkSchema, {
    id: 'cashier-link',
    mode: 'onChange',
    defaultValues: { storeCode: '' },
    toInput: (fields) => ({ userName, company, storeCode: fields.storeCode }),
    fieldOfServerPath: (path) => (path.replace(/^input\./, '') === 'storeCode' ? 'storeCode' : null),
    saving,
  });
  const storeCode = form.input('storeCode');
  const submit = form.submit((input) =>
    onLink(input, (error) => {
      if (!serverProblemsOf(error, '').some((problem) => problem.path.endsWith('storeCode'))) return false;
      form.setServerError(error);
      return true;
    }),
  );
  return (
    <form className="collaborators__link" onSubmit={submit} noValidate>
      <FormGroup label={t('storeCode')} {...form.group('storeCode', t('storeCodeHint'))}>
        <InputGroup
          {...storeCode}
          maxLength={STORE_CODE_MAX_LENGTH}
          placeholder="CO101"
          onChange={(event) => {
            event.currentTarget.value = storeCodeInput(event.currentTarget.value);
            storeCode.onChange(event);
          }}
        />
      </FormGroup>
      <Button type="submit" intent={Intent.SUCCESS} icon="link" text={t('create')} disabled={form.submitDisabled} loading={saving} />
    </form>
  );
}
