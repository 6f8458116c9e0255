import { useTranslation } from 'react-i18next';
import { createWorkplanSchema, type CreateWorkplanInput } from '../../../../domain/workplans/schemas';
import type { WorkplanRowFragment } from '../../graphql';
import { useCreateWorkplan, useUpdateWorkplan } from '../hooks';
import { noticeSave } from '../utils/notices';
import { NameAndDescriptionDialog } from './NameAndDescriptionDialog';

export interface PlanDialogProps {
  plan: WorkplanRowFragment | 'new';
  onClose: () => void;
}

/** Plan dialog (add or edit): name Required and the rich-text description. Edit sends id and _version. */
export function PlanDialog({ plan, onClose }: PlanDialogProps) {
  const { t } = useTranslation('workplans');
  const create = useCreateWorkplan();
  const update = useUpdateWorkplan();
  const editing = plan !== 'new';
  const save = ({ workplanName, description }: CreateWorkplanInput) =>
    editing
      ? noticeSave(
          update.mutateAsync({ input: { id: plan.id, _version: plan._version, workplanName, description } }),
          t('plans.changed'),
          t('plans.updateError'),
          onClose,
        )
      : noticeSave(create.mutateAsync({ input: { workplanName, description } }), t('plans.added'), t('plans.addError'), onClose);
  return (
    <NameAndDescriptionDialog
      schema={createWorkplanSchema}
      nameKey="workplanName"
      title={editing ? t('plans.editTitle') : t('plans.addTitle')}
      nameLabel={t('plans.name')}
      descriptionLabel={t('plans.description')}
      initial={editing ? { name: plan.workplanName, description: plan.description } : { name: '', description: null }}
      pending={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
