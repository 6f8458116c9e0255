import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CommissionsPage } from '../../components/CommissionsPage';
import { FormulaRecordDelete } from '../../components/FormulaRecordDelete';
import { FormulaRecordsTable } from '../../components/FormulaRecordsTable';
import { commissionsPath, part } from '../../utils/paths';
import { segment } from '../../utils/rest';
import { useHelperFunctions, type HelperFunctionRecord } from '../../steps/hooks';

const column = createColumnHelper<HelperFunctionRecord>();
const editPath = (row: HelperFunctionRecord) => `funciones/detalle/${part(row.id)}`;

/** funciones: the helper functions (shared by every company): Nombre, Descripción, Parámetros, Editar and (write) delete. */
export function FunctionsListScreen() {
  const { t } = useTranslation('commissions');
  const list = useHelperFunctions();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const columns = useMemo(
    () =>
      [
        column.accessor('description', { id: 'description', header: t('editor.functions.description'), meta: { filter: { kind: 'text' } } }),
        column.accessor((row) => row.arguments.join(', '), { id: 'arguments', header: t('editor.functions.parameters'), enableSorting: false }),
      ] as ColumnDef<HelperFunctionRecord, unknown>[],
    [t],
  );
  return (
    <CommissionsPage title={t('editor.functions.section')} crumbs={[{ text: t('editor.functions.listTitle') }]} module="Functions">
      {(grants) => (
        <>
          {grants.can('Functions', 'write') ? (
            <Link to={commissionsPath('funciones/crear')} className="bp6-button bp6-intent-primary" style={{ marginBottom: 12 }}>
              {t('editor.functions.create')}
            </Link>
          ) : null}
          <FormulaRecordsTable
            tableId="commission-functions"
            label={t('editor.functions.section')}
            rows={list.data}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText={t('editor.functions.empty')}
            columns={columns}
            editPath={editPath}
            canWrite={grants.can('Functions', 'write')}
            onDelete={setDeleting}
          />
          <FormulaRecordDelete kind="function" deleting={deleting} onClose={() => setDeleting(null)} recordPath={(id) => `/helper-function/${segment(id)}`} />
        </>
      )}
    </CommissionsPage>
  );
}
