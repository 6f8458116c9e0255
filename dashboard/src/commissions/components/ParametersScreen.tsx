import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useParameters } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Parameter, ParameterValue } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { NamedTable } from './NamedTable';
import { NamedRecordDialogs } from './NamedRecordDialogs';
import { ListState } from './common';
import { useBanner, useNamedCrud, VALUE_TABLE_ACTION_DELAY_MS } from '../hooks';
import { mergeValue } from '../utils/parameterValues';
import { ValueInputs } from './ValueInputs';
import { ValuesTable } from './ValuesTable';

/** parametros/lista/{areaId}: CREAR PARÁMETRO (name and at least one dated value), rename, delete; 'Ver Valores'. */
export function ParametersScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { areaId = '' } = useParams();
  const parameters = useParameters(areaId);
  const crud = useNamedCrud<Parameter>();
  const banner = useBanner();
  const [staged, setStaged] = useState<ParameterValue[]>([]);
  return (
    <CommissionsPage
      title={t('parameters.title')}
      crumbs={[{ text: t('cards.parameters.title'), to: 'parametros' }, { text: t('lists.list') }]}
      module="Parameters"
    >
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Parameters', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('parameters.create')} onClick={() => (setStaged([]), crud.setCreating(true))} />
            </div>
          ) : null}
          <ListState
            loading={parameters.isPending}
            error={parameters.error}
            empty={(parameters.rows ?? []).length === 0}
            onRetry={() => void parameters.refetch()}
          >
            <NamedTable
              tableId="commission-parameters"
              label={t('parameters.title')}
              rows={parameters.rows ?? []}
              canWrite={grants.can('Parameters', 'write')}
              columns={[
                {
                  title: t('parameters.latest'),
                  cell: (row) => (row.values.length ? `${row.values[row.values.length - 1].value} (${row.values[row.values.length - 1].uploaded_at})` : ''),
                },
              ]}
              view={(row) => (
                <Button
                  size="small"
                  variant="minimal"
                  icon="eye-open"
                  text={t('actions.viewValues')}
                  onClick={() => void navigate(commissionsPath(`parametros/detalle/${part(row.id)}/${part(row.name)}`))}
                />
              )}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
              actionDelayMs={VALUE_TABLE_ACTION_DELAY_MS}
            />
          </ListState>
          <NamedRecordDialogs
            crud={crud}
            banner={banner}
            min={1}
            createTitle={t('parameters.create')}
            renameTitle={t('parameters.rename')}
            deleteQuestion={(name) => t('parameters.deleteQuestion', { name })}
            createPath={`/area/${segment(areaId)}/parameter`}
            recordPath={(id) => `/parameter/${segment(id)}`}
            createBody={(name) => ({ name, values: staged })}
            createExtraValid={staged.length > 0}
            createChildren={
              <>
                <ValueInputs addText={t('parameters.addValue')} onAdd={(value) => setStaged((values) => mergeValue(values, value))} />
                {staged.length === 0 ? (
                  <p className="bp6-text-muted">{t('parameters.needsValue')}</p>
                ) : (
                  <ValuesTable values={staged} onRemove={(date) => setStaged((values) => values.filter((value) => value.uploaded_at !== date))} canWrite />
                )}
              </>
            }
          />
        </>
      )}
    </CommissionsPage>
  );
}
