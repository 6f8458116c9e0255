import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreas, useOrganizations } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Area } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { NamedTable } from './NamedTable';
import { NamedRecordDialogs } from './NamedRecordDialogs';
import { ListState } from './common';
import { useBanner, useNamedCrud } from '../hooks';

/** areas/lista/{organizationId}: a company's positions, with create / rename / delete for Employees write; each opens its employees. */
export function AreasScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { organizationId = '' } = useParams();
  const organizations = useOrganizations();
  const organization = organizations.rows?.find((row) => row.id === organizationId);
  const areas = useAreas(organizationId);
  const crud = useNamedCrud<Area>();
  const banner = useBanner();
  return (
    <CommissionsPage
      title={t('areas.title', { organization: organization?.name ?? organizationId })}
      crumbs={[{ text: t('cards.areas.title'), to: 'areas' }, { text: t('lists.list') }, { text: organization?.name ?? organizationId }]}
      module="Employees"
    >
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Employees', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('areas.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={areas.isPending} error={areas.error} empty={(areas.rows ?? []).length === 0} onRetry={() => void areas.refetch()}>
            <NamedTable
              tableId="commission-areas"
              label={t('cards.areas.title')}
              rows={areas.rows ?? []}
              canWrite={grants.can('Employees', 'write')}
              view={(row) => (
                <Button
                  size="small"
                  variant="minimal"
                  icon="people"
                  text={t('areas.employees')}
                  onClick={() => void navigate(commissionsPath(`empleados/lista/${part(row.id)}/${part(row.name)}`))}
                />
              )}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
            />
          </ListState>
          <NamedRecordDialogs
            crud={crud}
            banner={banner}
            min={2}
            createTitle={t('areas.create')}
            renameTitle={t('areas.rename')}
            deleteQuestion={(name) => t('areas.deleteQuestion', { name })}
            createPath={`/organization/${segment(organizationId)}/area`}
            recordPath={(id) => `/area/${segment(id)}`}
          />
        </>
      )}
    </CommissionsPage>
  );
}
