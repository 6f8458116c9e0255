import { Alert, Button, Card, Intent } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/components';
import { showErrorToast, showToast } from '../../../ui/toaster';
import { useDeleteWorkTeamTemplate, useWorkTeamTemplates } from '../../hooks';
import { useTemplateColumns, type TemplateDialogKind } from '../../hooks/useTemplateColumns';
import { PositionsDialog } from './PositionsDialog';
import { RulesDialog } from './RulesDialog';
import { StoresDialog } from './StoresDialog';
import { TemplateDialog } from './TemplateDialog';
import type { TemplateRow } from './types';

type Open = { dialog: TemplateDialogKind; id: string | 'new' } | null;

/** The work-team templates in the data table (sorted, filtered by name and state); each row's dialogs and its deletion. */
export function TemplatesTable() {
  const { t } = useTranslation('headcount');
  const templates = useWorkTeamTemplates();
  const remove = useDeleteWorkTeamTemplate();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const list = useMemo(() => templates.data?.workTeamTemplates ?? [], [templates.data]);
  const names = useMemo(() => new Map(list.map((template) => [template.id, template.workTeamTemplate])), [list]);
  const columns = useTemplateColumns(
    useCallback((dialog: TemplateDialogKind, template: TemplateRow) => setOpen({ dialog, id: template.id }), []),
    useCallback((template: TemplateRow) => setDeleting(template), []),
  );
  // Dialogs read the template from the list, so each change's answer brings the next _version.
  const current = open && open.id !== 'new' ? list.find((template) => template.id === open.id) : undefined;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, _version: deleting._version },
      {
        onSuccess: () => (
          void showToast({ message: t('templates.delete.done', { name: deleting.workTeamTemplate }), intent: 'success', icon: 'tick' }),
          setDeleting(null)
        ),
        onError: (error) => (setDeleting(null), showErrorToast(error, { timeout: 10_000 })),
      },
    );
  };
  return (
    <Card className="templates__scroll">
      <DataTable
        tableId="headcount-templates"
        label={t('templates.tabs.templates')}
        columns={columns}
        rows={templates.data?.workTeamTemplates}
        getRowId={(template) => template.id}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        emptyText={t('templates.empty')}
        rowClassName={(template) => (template.active ? undefined : 'templates__inactive')}
        onOpen={(template) => setOpen({ dialog: 'template', id: template.id })}
        toolbar={<Button icon="add" intent={Intent.PRIMARY} text={t('templates.add')} onClick={() => setOpen({ dialog: 'template', id: 'new' })} />}
      />
      {open?.dialog === 'template' && (open.id === 'new' || current) && (
        <TemplateDialog template={open.id === 'new' ? 'new' : current!} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'positions' && current && <PositionsDialog template={current} onClose={() => setOpen(null)} />}
      {open?.dialog === 'rules' && current && <RulesDialog template={current} onClose={() => setOpen(null)} />}
      {open?.dialog === 'stores' && current && <StoresDialog template={current} templateNames={names} onClose={() => setOpen(null)} />}
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('templates.actionLabels.delete')}
        cancelButtonText={t('templates.form.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && t('templates.delete.confirm', { name: deleting.workTeamTemplate })}
      </Alert>
    </Card>
  );
}
