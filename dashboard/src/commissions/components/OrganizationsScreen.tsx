import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useOrganizations } from '../hooks';
import { segment } from '../utils/rest';
import type { Organization } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { NamedTable } from './NamedTable';
import { NamedRecordDialogs } from './NamedRecordDialogs';
import { ListState } from './common';
import { useBanner, useNamedCrud } from '../hooks';

/** empresas: the companies the position lists, with create / rename / delete for Business write. */
export function OrganizationsScreen() {
  const { t } = useTranslation('commissions');
  const organizations = useOrganizations();
  const crud = useNamedCrud<Organization>();
  const banner = useBanner();
  return (
    <CommissionsPage title={t('business.title')} crumbs={[{ text: t('cards.business.title') }, { text: t('lists.list') }]} module="Business">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Business', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('business.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState
            loading={organizations.isPending}
            error={organizations.error}
            empty={(organizations.rows ?? []).length === 0}
            emptyText={t('selectors.empty')}
            onRetry={() => void organizations.refetch()}
          >
            <NamedTable
              tableId="commission-organizations"
              label={t('business.title')}
              rows={organizations.rows ?? []}
              canWrite={grants.can('Business', 'write')}
              columns={[{ title: t('business.id'), cell: (row) => row.id, value: (row) => row.id }]}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
            />
          </ListState>
          <NamedRecordDialogs
            crud={crud}
            banner={banner}
            min={2}
            createTitle={t('business.create')}
            renameTitle={t('business.rename')}
            deleteQuestion={(name) => t('business.deleteQuestion', { name })}
            createPath={'/organization'}
            recordPath={(id) => `/organization/${segment(id)}`}
          />
        </>
      )}
    </CommissionsPage>
  );
}
