import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCommissionsMutation, useDataSources, useOrganizations } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { DataSource } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, ListState, NamedTable, NameDialog, useBanner, useNamedCrud, VALUE_TABLE_ACTION_DELAY_MS } from './common';

/** fuentes-de-informacion/lista/{organizationId}: table with Nombre; create, rename, delete with DataSources write. */
export function DataSourcesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { organizationId = '' } = useParams();
  const organization = useOrganizations().rows?.find((row) => row.id === organizationId);
  const dataSources = useDataSources(organizationId);
  const crud = useNamedCrud<DataSource>();
  const banner = useBanner();
  const create = useCommissionsMutation((name: string) => ({ method: 'POST', path: `/organization/${segment(organizationId)}/data-source`, body: { name } }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: `/data-source/${segment(id)}`, body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/data-source/${segment(id)}` }));
  return (
    <CommissionsPage title={t('dataSources.title')} crumbs={[{ text: t('cards.dataSources.title'), to: 'fuentes-de-informacion' }, { text: t('lists.list') }, { text: organization?.name ?? organizationId }]} module="DataSources">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('DataSources', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('dataSources.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={dataSources.isPending} error={dataSources.error} empty={(dataSources.rows ?? []).length === 0} emptyText={t('selectors.emptyDataSources')} onRetry={() => void dataSources.refetch()}>
            <NamedTable
              label={t('dataSources.title')}
              rows={dataSources.rows ?? []}
              canWrite={grants.can('DataSources', 'write')}
              view={(row) => (grants.can('Variables', 'read') ? <Button size="small" variant="minimal" icon="variable" text={t('dataSources.variables')} onClick={() => void navigate(commissionsPath(`variables/lista/${part(row.id)}`))} /> : null)}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
              actionDelayMs={VALUE_TABLE_ACTION_DELAY_MS}
            />
          </ListState>
          <NameDialog isOpen={crud.creating} title={t('dataSources.create')} label={t('lists.name')} min={2} busy={create.isPending} onClose={() => crud.setCreating(false)} onSave={(name) => create.mutate(name, { onSuccess: () => (crud.setCreating(false), banner.success(t('notices.created'))), onError: banner.failure })} />
          <NameDialog
            isOpen={crud.renaming !== null}
            title={t('dataSources.rename')}
            label={t('lists.name')}
            initial={crud.renaming?.name}
            min={2}
            busy={rename.isPending}
            onClose={() => crud.setRenaming(null)}
            onSave={(name) => rename.mutate({ id: crud.renaming?.id ?? '', name }, { onSuccess: () => (crud.setRenaming(null), banner.success(t('notices.updated'))), onError: banner.failure })}
          />
          <ConfirmDelete
            isOpen={crud.deleting !== null}
            question={t('dataSources.deleteQuestion', { name: crud.deleting?.name ?? '' })}
            busy={remove.isPending}
            onCancel={() => crud.setDeleting(null)}
            onConfirm={() => remove.mutate(crud.deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => crud.setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}
