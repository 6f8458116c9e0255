import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkplanRowFragment, WorkplanSectionRowFragment } from '../../graphql';
import { ChangeHistoryPanel } from '../../history/components';
import { DataTable } from '../../ui/components';
import { showToast } from '../../ui/toaster';
import { useWorkplanSections } from '../hooks';
import { useSectionColumns } from '../hooks/useSectionColumns';
import { ActivitiesDialog } from './ActivitiesDialog';
import { RichTextView } from './RichTextView';
import { SectionFormDialog } from './SectionFormDialog';

export interface SectionsDialogProps {
  plan: WorkplanRowFragment;
  onClose: () => void;
}

/** A plan's sections: add, edit and view activities. */
export function SectionsDialog({ plan, onClose }: SectionsDialogProps) {
  const { t } = useTranslation('workplans');
  const sections = useWorkplanSections(plan.id);
  const [form, setForm] = useState<WorkplanSectionRowFragment | 'new' | null>(null);
  const [open, setOpen] = useState<WorkplanSectionRowFragment | null>(null);
  const rows = sections.data?.workplanSections ?? [];
  const columns = useSectionColumns(setForm, setOpen);
  const loaded = sections.isSuccess;
  useEffect(() => {
    if (loaded && rows.length === 0)
      void showToast({
        message: t('sections.none'),
        intent: 'primary',
        icon: 'info-sign',
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, rows.length === 0]);
  useEffect(() => {
    if (sections.isError) void showToast({ message: t('sections.loadError'), intent: 'danger', icon: 'error' });
  }, [sections.isError, t]);
  return (
    <Dialog isOpen onClose={onClose} title={t('sections.title', { name: plan.workplanName })} className="workplans__dialog workplans__dialog--wide">
      <DialogBody>
        <RichTextView value={plan.description} />
        <div className="workplans__dialog-actions">
          <Button icon="add" intent={Intent.PRIMARY} text={t('sections.add')} onClick={() => setForm('new')} />
        </div>
        <DataTable
          tableId="workplan-sections"
          label={t('sections.tableLabel')}
          columns={columns}
          rows={sections.data?.workplanSections}
          getRowId={(row) => row.id}
          error={sections.error}
          onRetry={() => void sections.refetch()}
          emptyText={t('sections.none')}
          onOpen={setOpen}
        />
        <ChangeHistoryPanel recordType="Workplan" recordId={plan.id} />
      </DialogBody>
      <DialogFooter actions={<Button text={t('close')} onClick={onClose} />} />
      {form ? <SectionFormDialog workplanId={plan.id} section={form} onClose={() => setForm(null)} /> : null}
      {open ? <ActivitiesDialog section={rows.find((row) => row.id === open.id) ?? open} onClose={() => setOpen(null)} /> : null}
    </Dialog>
  );
}
