import { Tag } from '@blueprintjs/core';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { commissionListAnswer } from '../../../../../domain/commissions/answers';
import { CommissionsPage } from '../../components/CommissionsPage';
import { FormulaRecordDelete } from '../../components/FormulaRecordDelete';
import { FormulaRecordsTable } from '../../components/FormulaRecordsTable';
import { useCommissionsGet } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';

type CommissionRow = Answer<typeof commissionListAnswer>['variable_commission'][number];
const column = createColumnHelper<CommissionRow>();
const editPath = (row: { id: string }) => `comisiones-variables/detalle/${part(row.id)}`;

/** comisiones-variables/lista/{areaId}: Nombre, Fecha de ejecución, Status; Editar; the create button for everyone (spec 003 section 6). */
export function CommissionsListScreen() {
  const { t } = useTranslation('commissions');
  const { areaId = '' } = useParams();
  const list = useCommissionsGet<Answer<typeof commissionListAnswer>>(['variableCommissions', areaId], `/area/${segment(areaId)}/variable-commission`);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const columns = useMemo(
    () =>
      [
        column.accessor('run_date', { id: 'runDate', header: t('editor.commissions.runDate') }),
        column.accessor((row) => (row.active ? 'active' : 'inactive'), {
          id: 'status',
          header: t('editor.commissions.status'),
          filterFn: 'equalsString',
          meta: {
            filter: {
              kind: 'select',
              options: [
                { value: 'active', label: t('editor.commissions.activeRow') },
                { value: 'inactive', label: t('editor.commissions.inactiveRow') },
              ],
            },
          },
          cell: ({ row: { original: row } }) => (
            <Tag minimal intent={row.active ? 'success' : 'none'}>
              {row.active ? t('editor.commissions.activeRow') : t('editor.commissions.inactiveRow')}
            </Tag>
          ),
        }),
      ] as ColumnDef<CommissionRow, unknown>[],
    [t],
  );
  return (
    <CommissionsPage
      title={t('editor.commissions.section')}
      crumbs={[{ text: t('editor.commissions.section'), to: 'comisiones-variables' }, { text: t('editor.indicators.list') }]}
      module="VariableCommissions"
    >
      {(grants) => (
        <>
          <Link to={commissionsPath('comisiones-variables/crear')} className="bp6-button bp6-intent-primary" style={{ marginBottom: 12 }}>
            {t('editor.commissions.create')}
          </Link>
          <FormulaRecordsTable
            tableId="commission-variable-commissions"
            label={t('editor.commissions.section')}
            rows={list.data?.variable_commission}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText={t('editor.commissions.empty')}
            columns={columns}
            editPath={editPath}
            canWrite={grants.can('VariableCommissions', 'write')}
            onDelete={setDeleting}
          />
          <FormulaRecordDelete
            kind="commission"
            deleting={deleting}
            onClose={() => setDeleting(null)}
            recordPath={(id) => `/variable-commission/${segment(id)}`}
          />
        </>
      )}
    </CommissionsPage>
  );
}
