import { useCallback, useEffect, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkplanRowFragment } from '../../graphql';
import { DataTable, ScreenHeading } from '../../ui/components';
import { showToast } from '../../ui/toaster';
import { useWorkplans } from '../hooks';
import { useWorkplanColumns } from '../hooks/useWorkplanColumns';
import { PlanDialog } from './PlanDialog';
import { SectionsDialog } from './SectionsDialog';
import './workplans.css';

/**
 * /prometheus/workplan: 'Planes de Trabajo' (spec 002). The table with the floating add button,
 * edit and view-sections actions (sorted and filtered in the data table; Enter opens the sections); sections and activities open in dialogs over it.
 */
export function WorkplansScreen() {
  const { t } = useTranslation('workplans');
  const plans = useWorkplans();
  const [form, setForm] = useState<WorkplanRowFragment | 'new' | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const rows = plans.data?.workplans ?? [];
  const opened = rows.find((row) => row.id === open) ?? null;
  const columns = useWorkplanColumns(
    useCallback((row: WorkplanRowFragment) => setForm(row), []),
    useCallback((row: WorkplanRowFragment) => setOpen(row.id), []),
  );
  useEffect(() => {
    if (plans.isError)
      void showToast({
        message: t('plans.loadError'),
        intent: 'danger',
        icon: 'error',
      });
  }, [plans.isError, t]);
  return (
    <div className="workplans">
      <ScreenHeading title={t('title')} />
      <DataTable
        tableId="workplans"
        label={t('title')}
        columns={columns}
        rows={plans.data?.workplans}
        getRowId={(row) => row.id}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        emptyText={t('plans.none')}
        onOpen={(row) => setOpen(row.id)}
      />
      <Button
        className="workplans__fab"
        intent={Intent.PRIMARY}
        icon="plus"
        size="large"
        aria-label={t('plans.add')}
        title={t('plans.add')}
        onClick={() => setForm('new')}
      />
      {form ? <PlanDialog plan={form} onClose={() => setForm(null)} /> : null}
      {opened ? <SectionsDialog plan={opened} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
