import { useCallback, useState } from 'react';
import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { licenseSortKeys, LICENSE_PAGE_SIZES } from '../../../../domain/licenses/licenseList';
import { licenseStatuses } from '../../../../domain/licenses/rules';
import { DataTable, ScreenHeading } from '../../ui/components';
import { useCsvExport, useServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import type { PosLicenseRowFragment } from '../../graphql';
import { usePosLicensePage } from '../hooks';
import { useLicenseColumns } from '../hooks/useLicenseColumns';
import { statusIntent } from '../utils/statusIntent';
import { LicenseDialog } from './LicenseDialog';
import './licenses.css';

/**
 * /prometheus/license ('Licencia', spec 000 section 6; content not shown in the spec): the
 * point-of-sale registers of each store with their masked license key, status and expiry, counters
 * by status, filters, and renewals recorded (who, when, new expiry). Sorted, filtered (company,
 * status, the store under its heading) and paged on the server, kept in the address, exported as CSV.
 */
export function LicensesScreen() {
  const { t } = useTranslation('licenses');
  const table = useServerTableState({
    sortKeys: licenseSortKeys,
    pageSize: LICENSE_PAGE_SIZES[0],
    columnFilters: ['store'],
    filters: ['organizationId', 'status'],
    inAddress: true,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const status = table.filter('status');
  const organizationId = table.filter('organizationId');
  const filters = { organizationId: organizationId || null, status: status || null, search: table.filter('store') || null };
  const licenses = usePosLicensePage({ ...filters, page: table.pageIndex, pageSize: table.pageSize, ...table.sort });
  const answer = licenses.data?.posLicensePage;
  const csv = useCsvExport();
  const opened = answer?.rows.find((row) => row.id === openId) ?? null;
  const open = useCallback((row: PosLicenseRowFragment) => setOpenId(row.id), []);
  const columns = useLicenseColumns(open);
  return (
    <div className="licenses">
      <ScreenHeading title={t('title')} />
      <div className="licenses__counters" role="group" aria-label={t('countersLabel')}>
        {licenseStatuses.map((each) => (
          <Button
            key={each}
            variant={status === each ? 'solid' : 'outlined'}
            intent={statusIntent[each]}
            onClick={() => table.setFilters({ status: status === each ? '' : each })}
          >
            {t(`status.${each}`)}: <strong>{answer?.counts[each] ?? '…'}</strong>
          </Button>
        ))}
      </div>
      <div className="licenses__filters">
        <FormGroup label={t('company')} labelFor="license-company" inline>
          <HTMLSelect id="license-company" value={organizationId} onChange={(event) => table.setFilters({ organizationId: event.currentTarget.value })}>
            <option value="">{t('allCompanies')}</option>
            <option value="01">BAMA (01)</option>
            <option value="02">TCO (02)</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('statusLabel')} labelFor="license-status" inline>
          <HTMLSelect id="license-status" value={status} onChange={(event) => table.setFilters({ status: event.currentTarget.value })}>
            <option value="">{t('allStatuses')}</option>
            {licenseStatuses.map((each) => (
              <option key={each} value={each}>
                {t(`status.${each}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <DataTable
        tableId="pos-licenses"
        label={t('title')}
        columns={columns}
        getRowId={(row) => row.id}
        {...table.tableProps(licenses, answer)}
        emptyText={t('none')}
        onOpen={open}
        pageSizes={LICENSE_PAGE_SIZES}
        onExport={() => csv.exportCsv(exportUrl('licenses', { ...filters, ...table.sort }), 'pos-licenses.csv')}
        exporting={csv.exporting}
      />
      {opened ? <LicenseDialog license={opened} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
