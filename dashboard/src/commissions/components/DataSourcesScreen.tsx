import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useDataSources, useOrganizations } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { DataSource } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { NamedTable } from './NamedTable';
import { NamedRecordDialogs } from './NamedRecordDialogs';
import { ListState } from './common';
import { useBanner, useNamedCrud, VALUE_TABLE_ACTION_DELAY_MS } from '../hooks';

/** fuentes-de-informacion/lista/{organizationId}: table with Nombre; create, rename, delete with DataSources write. */
export function DataSourcesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { organizationId = '' } = useParams();
  const organization = useOrganizations().rows?.find((row) => row.id === organizationId);
  const dataSources = useDataSources(organizationId);
  const crud = useNamedCrud<DataSource>();
  const banner = useBanner();
  return (
    <CommissionsPage
      title={t('dataSources.title')}
      crumbs={[{ text: t('cards.dataSources.title'), to: 'fuentes-de-informacion' }, { text: t('lists.list') }, { text: organization?.name ?? organizationId }]}
      module="DataSources"
    >
      {(grants) => (
        <>
          {banner.element}
          {grants.can('DataSources', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('dataSources.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState
            loading={dataSources.isPending}
            error={dataSources.error}
            empty={(dataSources.rows ?? []).length === 0}
            emptyText={t('selectors.emptyDataSources')}
            onRetry={() => void dataSources.refetch()}
          >
            <NamedTable
              tableId="commission-data-sources"
              label={t('dataSources.title')}
              rows={dataSources.rows ?? []}
              canWrite={grants.can('DataSources', 'write')}
              view={(row) =>
                grants.can('Variables', 'read') ? (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="variable"
                    text={t('dataSources.variables')}
                    onClick={() => void navigate(commissionsPath(`variables/lista/${part(row.id)}`))}
                  />
                ) : null
              }
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
              actionDelayMs={VALUE_TABLE_ACTION_DELAY_MS}
            />
          </ListState>
          <NamedRecordDialogs
            crud={crud}
            banner={banner}
            min={2}
            createTitle={t('dataSources.create')}
            renameTitle={t('dataSources.rename')}
            deleteQuestion={(name) => t('dataSources.deleteQuestion', { name })}
            createPath={`/organization/${segment(organizationId)}/data-source`}
            recordPath={(id) => `/data-source/${segment(id)}`}
          />
        </>
      )}
    </CommissionsPage>
  );
}
