import { FormGroup, InputGroup } from '@blueprintjs/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { commissionNameFormSchema, COMMISSION_NAME_MAX } from '../../../../domain/commissions/forms';
import { codeWithParams } from '../../../../domain/errors/message';
import { FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';

export interface NameDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  initial?: string;
  /** Minimum characters (spec 003 section 5): 2 for companies, positions, data sources and variables. */
  min: number;
  busy?: boolean;
  /** Saves the trimmed name; a rejected promise (the server's refusal) shows under the name or above the buttons. */
  onSave: (name: string) => Promise<unknown> | void;
  onClose: () => void;
  children?: ReactNode;
  /** Further fields are complete (parameters need a first value). */
  extraValid?: boolean;
}

/** Create / rename a record by name on the shared name schema; Accept stays disabled while the name is too short (and says why), unchanged or saving. */
export function NameDialog({ isOpen, title, label, initial = '', min, busy = false, onSave, onClose, children, extraValid = true }: NameDialogProps) {
  const { t } = useTranslation('commissions');
  // The catalogue's text has a {min}: the code carries it, and problemText fills it in the user's language.
  const schema = useMemo(() => commissionNameFormSchema(min, codeWithParams('COMMISSION_NAME_TOO_SHORT', { min })), [min]);
  const form = useZodForm(schema, { id: 'commissions-name-form', mode: 'onChange', defaultValues: { name: initial }, saving: busy });
  const { reset } = form;
  useEffect(() => {
    if (isOpen) reset({ name: initial });
  }, [isOpen, initial, reset]);
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      onSubmit={form.submit(async ({ name }) => {
        try {
          await onSave(name);
        } catch (error) {
          form.setServerError(error);
        }
      })}
      form={form}
      submitText={t('actions.accept')}
      saving={busy}
      blocked={!extraValid}
    >
      <FormGroup label={label} {...form.group('name')}>
        <InputGroup autoFocus maxLength={COMMISSION_NAME_MAX} {...form.input('name')} />
      </FormGroup>
      {children}
    </FormDialog>
  );
}
