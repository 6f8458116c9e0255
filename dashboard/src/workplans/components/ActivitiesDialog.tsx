import { useEffect, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkplanActivityRowFragment, WorkplanSectionRowFragment } from '../../graphql';
import { DataTable } from '../../ui/components';
import { showToast } from '../../ui/toaster';
import { useWorkplanActivities } from '../hooks';
import { useActivityColumns } from '../hooks/useActivityColumns';
import { ActivityDetailDialog } from './ActivityDetailDialog';
import { ActivityFormDialog } from './ActivityFormDialog';
import { DeleteActivityDialog } from './DeleteActivityDialog';

export interface ActivitiesDialogProps {
  section: WorkplanSectionRowFragment;
  onClose: () => void;
}

/** The activities of a section: add, edit, detail and delete (unlike the original, all of them work). */
export function ActivitiesDialog({ section, onClose }: ActivitiesDialogProps) {
  const { t } = useTranslation('workplans');
  const activities = useWorkplanActivities(section.id);
  const [form, setForm] = useState<WorkplanActivityRowFragment | 'new' | null>(null);
  const [detail, setDetail] = useState<WorkplanActivityRowFragment | null>(null);
  const [confirm, setConfirm] = useState<WorkplanActivityRowFragment | null>(null);
  const rows = activities.data?.workplanActivities ?? [];
  const columns = useActivityColumns({ onDetail: setDetail, onEdit: setForm, onDelete: setConfirm });
  const loaded = activities.isSuccess;
  useEffect(() => {
    if (loaded && rows.length === 0)
      void showToast({
        message: t('activities.none'),
        intent: 'primary',
        icon: 'info-sign',
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, rows.length === 0]);
  useEffect(() => {
    if (activities.isError)
      void showToast({
        message: t('activities.loadError'),
        intent: 'danger',
        icon: 'error',
      });
  }, [activities.isError, t]);
  return (
    <Dialog isOpen onClose={onClose} title={t('activities.title', { name: section.sectionName })} className="workplans__dialog workplans__dialog--wide">
      <DialogBody>
        <div className="workplans__dialog-actions">
          <Button icon="add" intent={Intent.PRIMARY} text={t('activities.add')} onClick={() => setForm('new')} />
        </div>
        {activities.isError && !activities.data ? <Callout intent="danger" title={t('activities.getError')} /> : null}
        <DataTable
          tableId="workplan-activities"
          label={t('activities.tableLabel')}
          columns={columns}
          rows={activities.data?.workplanActivities}
          getRowId={(row) => row.id}
          error={activities.error}
          onRetry={() => void activities.refetch()}
          emptyText={t('activities.none')}
          onOpen={setDetail}
        />
      </DialogBody>
      <DialogFooter actions={<Button text={t('close')} onClick={onClose} />} />
      {form ? <ActivityFormDialog sectionId={section.id} activity={form} onClose={() => setForm(null)} /> : null}
      {detail ? <ActivityDetailDialog activity={detail} onClose={() => setDetail(null)} /> : null}
      {confirm ? <DeleteActivityDialog activity={confirm} onClose={() => setConfirm(null)} /> : null}
    </Dialog>
  );
}
