import { useTranslation } from 'react-i18next';
import { createSectionSchema, type CreateSectionInput } from '../../../../domain/workplans/schemas';
import type { WorkplanSectionRowFragment } from '../../graphql';
import { useCreateWorkplanSection, useUpdateWorkplanSection } from '../hooks';
import { noticeSave } from '../utils/notices';
import { NameAndDescriptionDialog } from './NameAndDescriptionDialog';

export interface SectionFormDialogProps {
  workplanId: string;
  section: WorkplanSectionRowFragment | 'new';
  onClose: () => void;
}

/** Section form (add or edit): name Required and description; edit sends id and _version. */
export function SectionFormDialog({ workplanId, section, onClose }: SectionFormDialogProps) {
  const { t } = useTranslation('workplans');
  const create = useCreateWorkplanSection();
  const update = useUpdateWorkplanSection();
  const editing = section !== 'new';
  const save = ({ sectionName, description }: CreateSectionInput) =>
    editing
      ? noticeSave(
          update.mutateAsync({ input: { id: section.id, _version: section._version, sectionName, description } }),
          t('sections.updated'),
          t('sections.updateError'),
          onClose,
        )
      : noticeSave(
          create.mutateAsync({ input: { workplanSectionWorkplanId: workplanId, sectionName, description } }),
          t('sections.added'),
          t('sections.addError'),
          onClose,
        );
  return (
    <NameAndDescriptionDialog
      schema={createSectionSchema}
      toInput={(values) => ({ ...values, workplanSectionWorkplanId: workplanId })}
      nameKey="sectionName"
      title={editing ? t('sections.editTitle') : t('sections.addTitle')}
      nameLabel={t('sections.name')}
      descriptionLabel={t('sections.description')}
      initial={editing ? { name: section.sectionName, description: section.description } : { name: '', description: null }}
      pending={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
