import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useVariables } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Variable } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { NamedTable } from './NamedTable';
import { NamedRecordDialogs } from './NamedRecordDialogs';
import { ListState } from './common';
import { useBanner, useNamedCrud, VALUE_TABLE_ACTION_DELAY_MS } from '../hooks';

/** variables/lista/{dataSourceId}: CREAR VARIABLE; names with edit and delete (Variables write); 'Ver Valores' for everyone. */
export function VariablesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { dataSourceId = '' } = useParams();
  const variables = useVariables(dataSourceId);
  const crud = useNamedCrud<Variable>();
  const banner = useBanner();
  return (
    <CommissionsPage
      title={t('variables.title')}
      crumbs={[{ text: t('cards.variables.title'), to: 'variables' }, { text: t('lists.list') }]}
      module="Variables"
    >
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Variables', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('variables.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={variables.isPending} error={variables.error} empty={(variables.rows ?? []).length === 0} onRetry={() => void variables.refetch()}>
            <NamedTable
              tableId="commission-variables"
              label={t('variables.title')}
              rows={variables.rows ?? []}
              canWrite={grants.can('Variables', 'write')}
              columns={[{ title: t('variables.tags'), cell: (row) => row.tags.join(', '), value: (row) => row.tags.join(', ') }]}
              view={(row) => (
                <Button
                  size="small"
                  variant="minimal"
                  icon="eye-open"
                  text={t('actions.viewValues')}
                  onClick={() => void navigate(commissionsPath(`variables/detalle/${part(row.id)}/${part(row.name)}`))}
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
            min={2}
            createTitle={t('variables.create')}
            renameTitle={t('variables.rename')}
            deleteQuestion={(name) => t('variables.deleteQuestion', { name })}
            createPath={`/data-source/${segment(dataSourceId)}/variable`}
            recordPath={(id) => `/variable/${segment(id)}`}
          />
        </>
      )}
    </CommissionsPage>
  );
}
