import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { RichTextEditor } from './RichTextEditor';

export interface NameAndDescription {
  name: string;
  description: unknown;
}

export interface NameAndDescriptionDialogProps<Schema extends z.ZodType<unknown, FieldValues>> {
  title: string;
  nameLabel: string;
  descriptionLabel: string;
  initial: NameAndDescription;
  /** The area's shared schema (a plan's or a section's), the one the server parses with. */
  schema: Schema;
  /** The schema's input made from the fields (the parent's id added...); the fields themselves by default. */
  toInput?: (values: Record<string, unknown>) => unknown;
  /** The area's name key (workplanName, sectionName): the name box is that field, so the schema's and the server's problems land under it. */
  nameKey: string;
  pending: boolean;
  /** Sends the checked values; a refusal is shown under the field it names (and by the caller's toast). */
  onSave: (values: z.output<Schema>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The add and edit dialog of a plan or a section: a required name and a rich-text description,
 * checked with the area's shared schema (useZodForm): the problems under their fields in the
 * user's language (the description's as it is edited), Save disabled until an edit changes
 * something, while a problem holds and while saving.
 */
export function NameAndDescriptionDialog<Schema extends z.ZodType<unknown, FieldValues>>({
  title,
  nameLabel,
  descriptionLabel,
  initial,
  schema,
  toInput,
  nameKey,
  pending,
  onSave,
  onClose,
}: NameAndDescriptionDialogProps<Schema>) {
  const { t } = useTranslation('workplans');
  const creating = initial.name === '';
  const form = useZodForm<Schema, Record<string, unknown>>(schema, {
    defaultValues: { [nameKey]: initial.name, description: initial.description },
    toInput,
    saving: pending,
    allowPristine: creating,
  });
  const save = form.submit((values) => onSave(values).catch((error: unknown) => form.setServerError(error)));
  return (
    <FormDialog title={title} className="workplans__dialog" onClose={onClose} onSubmit={save} form={form} submitText={t('save')} saving={pending}>
      <FormGroup label={nameLabel} labelInfo={t('required')} {...form.group(nameKey)}>
        <InputGroup {...form.input(nameKey)} maxLength={120} autoFocus />
      </FormGroup>
      <FormGroup label={descriptionLabel} {...form.group('description')}>
        <RichTextEditor
          id={form.group('description').labelFor}
          label={descriptionLabel}
          value={form.watch('description')}
          // Each edit re-checks the description at once (a too long one is refused under it before Save).
          onChange={(description) => form.setValue('description', description, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
        />
      </FormGroup>
    </FormDialog>
  );
}
