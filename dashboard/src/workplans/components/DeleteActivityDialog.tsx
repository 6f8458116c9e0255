import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkplanActivityRowFragment } from '../../graphql';
import { useDeleteWorkplanActivity } from '../hooks';
import { notifySaved, notifySaveFailed } from '../utils/notices';

export interface DeleteActivityDialogProps {
  activity: WorkplanActivityRowFragment;
  onClose: () => void;
}

/** Asks before deleting an activity; closes whether the delete went through or not. */
export function DeleteActivityDialog({ activity, onClose }: DeleteActivityDialogProps) {
  const { t } = useTranslation('workplans');
  const remove = useDeleteWorkplanActivity();
  return (
    <Dialog isOpen onClose={onClose} title={t('activities.deleteTitle')}>
      <DialogBody>{t('activities.deleteQuestion', { name: activity.activityName })}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button
              intent={Intent.DANGER}
              text={t('activities.delete')}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: activity.id, _version: activity._version },
                  {
                    onSuccess: () => (notifySaved(t('activities.deleted')), onClose()),
                    onError: (error) => (notifySaveFailed(t('activities.deleteError'), error), onClose()),
                  },
                )
              }
            />
          </>
        }
      />
    </Dialog>
  );
}
