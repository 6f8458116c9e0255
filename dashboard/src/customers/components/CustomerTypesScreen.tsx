import { useTranslation } from 'react-i18next';
import { DataTable, ScreenHeading } from '../../ui/components';
import { useCustomerTypes } from '../hooks';
import { useCustomerTypeColumns } from '../hooks/useCustomerTypeColumns';
import { CustomerTypeAddForm } from './CustomerTypeAddForm';

/**
 * /prometheus/customer/setting: 'Tipo de cliente' (spec 001). Exactly one type is PRINCIPAL: turning
 * another on makes the previous one INACTIVO (the server enforces it); the main type's switch stays
 * on until another is chosen. Types are added and renamed here; the list is the data table (a few
 * types, sorted and filtered in the browser).
 */
export function CustomerTypesScreen() {
  const { t } = useTranslation('customers');
  const types = useCustomerTypes();
  const columns = useCustomerTypeColumns();
  return (
    <div className="customer-types">
      <ScreenHeading title={t('types.title')} />
      <CustomerTypeAddForm />
      <div className="customer-types__table">
        <DataTable
          tableId="customer-types"
          label={t('types.title')}
          columns={columns}
          rows={types.data?.customerTypes}
          getRowId={(row) => row.customerTypeId}
          error={types.error}
          onRetry={() => void types.refetch()}
          emptyText={t('types.empty')}
          pageSizes={[20, 50]}
        />
      </div>
      <p className="customer-types__hint">{t('types.principalHint')}</p>
    </div>
  );
}
