import { Card, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { usePriceListExports } from '../hooks';
import { useExportHistoryColumns } from '../hooks/useExportHistoryColumns';

/** 'Listas exportadas': one list per company and day (a short list, sorted and filtered in the browser), each file downloadable again. */
export function ExportHistoryCard() {
  const { t } = useTranslation('pricing');
  const history = usePriceListExports();
  const columns = useExportHistoryColumns();
  return (
    <Card className="price-list__history">
      <H4>{t('history')}</H4>
      <DataTable
        tableId="price-list-exports"
        label={t('history')}
        columns={columns}
        rows={history.data?.priceListExports}
        getRowId={(row) => row.id}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyText={t('noHistory')}
        pageSizes={[25, 50, 100]}
      />
    </Card>
  );
}
