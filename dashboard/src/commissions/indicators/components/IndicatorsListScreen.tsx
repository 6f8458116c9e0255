import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { indicatorListAnswer } from '../../../../../domain/commissions/answers';
import { CommissionsPage } from '../../components/CommissionsPage';
import { FormulaRecordDelete } from '../../components/FormulaRecordDelete';
import { FormulaRecordsTable } from '../../components/FormulaRecordsTable';
import { useCommissionsGet } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';

const editPath = (row: { id: string; name: string }) => `indicadores/detalle/${part(row.id)}/${part(row.name)}`;

/** indicadores/lista/{areaId}: names with Editar and (write) delete; CREAR INDICADOR with write only (spec 003 section 6). */
export function IndicatorsListScreen() {
  const { t } = useTranslation('commissions');
  const { areaId = '' } = useParams();
  const list = useCommissionsGet<Answer<typeof indicatorListAnswer>>(['indicators', areaId], `/area/${segment(areaId)}/indicator`);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  return (
    <CommissionsPage
      title={t('editor.indicators.section')}
      crumbs={[{ text: t('editor.indicators.section'), to: 'indicadores' }, { text: t('editor.indicators.list') }]}
      module="Indicators"
    >
      {(grants) => (
        <>
          {grants.can('Indicators', 'write') ? (
            <Link to={commissionsPath('indicadores/crear')} className="bp6-button bp6-intent-primary" style={{ marginBottom: 12 }}>
              {t('editor.indicators.create')}
            </Link>
          ) : null}
          <FormulaRecordsTable
            tableId="commission-indicators"
            label={t('editor.indicators.section')}
            rows={list.data?.indicator}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText={t('editor.indicators.empty')}
            editPath={editPath}
            canWrite={grants.can('Indicators', 'write')}
            onDelete={setDeleting}
          />
          <FormulaRecordDelete kind="indicator" deleting={deleting} onClose={() => setDeleting(null)} recordPath={(id) => `/indicator/${segment(id)}`} />
        </>
      )}
    </CommissionsPage>
  );
}
