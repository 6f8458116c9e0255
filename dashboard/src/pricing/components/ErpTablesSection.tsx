import { Card, H4 } from '@blueprintjs/core';
import { type OnChangeFn, type RowSelectionState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { PRICE_LIST_PAGE_SIZES } from '../../../../domain/pricing/priceList';
import { DataTable } from '../../ui/components';
import { type usePriceListTable } from '../hooks';
import { type ArticlePrices, useArticleColumns } from '../hooks/useArticleColumns';
import { useCustomerColumns } from '../hooks/useCustomerColumns';
import { useOfferColumns } from '../hooks/useOfferColumns';
import type { ArticleRow, CustomerRow, OfferRow } from '../utils';

type ErpTable<Row> = ReturnType<typeof usePriceListTable<Row>>;

export interface ErpTablesSectionProps {
  customers: ErpTable<CustomerRow>;
  /** The offers, of the chosen customers when some are chosen. */
  offers: ErpTable<OfferRow> & { shown: OfferRow[] | undefined };
  articles: ErpTable<ArticleRow>;
  chosenCustomers: RowSelectionState;
  onChosenCustomersChange: OnChangeFn<RowSelectionState>;
  chosenArticles: RowSelectionState;
  onChosenArticlesChange: OnChangeFn<RowSelectionState>;
  prices: ArticlePrices;
}

/** The ERP's three tables (spec 002, Pricing), each sorted, filtered and paged (10, 25, 100) in the browser; customers and articles are chosen with their boxes. */
export function ErpTablesSection({
  customers,
  offers,
  articles,
  chosenCustomers,
  onChosenCustomersChange,
  chosenArticles,
  onChosenArticlesChange,
  prices,
}: ErpTablesSectionProps) {
  const { t } = useTranslation('pricing');
  const customerColumns = useCustomerColumns();
  const offerColumns = useOfferColumns();
  const articleColumns = useArticleColumns(prices);
  return (
    <div className="price-list__tables">
      <Card role="region" aria-label={t('customers')}>
        <H4>{t('customers')}</H4>
        <DataTable
          tableId="price-customers"
          label={t('customers')}
          columns={customerColumns}
          rows={customers.rows}
          getRowId={(row) => row.clacte}
          error={customers.error}
          onRetry={customers.retry}
          emptyText={t('noData')}
          pageSizes={PRICE_LIST_PAGE_SIZES}
          selection={{ selected: chosenCustomers, onChange: onChosenCustomersChange, rowLabel: (row) => t('pickCustomer', { name: row.nomcte }) }}
        />
      </Card>
      <Card role="region" aria-label={t('offers')}>
        <H4>{t('offers')}</H4>
        <DataTable
          tableId="price-offers"
          label={t('offers')}
          columns={offerColumns}
          rows={offers.shown}
          getRowId={(row) => `${row.clacte}-${row.claarti}`}
          error={offers.error}
          onRetry={offers.retry}
          emptyText={t('noData')}
          pageSizes={PRICE_LIST_PAGE_SIZES}
        />
      </Card>
      <Card role="region" aria-label={t('articles')}>
        <H4>{t('articles')}</H4>
        <DataTable
          tableId="price-articles"
          label={t('articles')}
          columns={articleColumns}
          rows={articles.rows}
          getRowId={(row) => row.ClaArti}
          error={articles.error}
          onRetry={articles.retry}
          emptyText={t('noData')}
          pageSizes={PRICE_LIST_PAGE_SIZES}
          selection={{ selected: chosenArticles, onChange: onChosenArticlesChange, rowLabel: (row) => t('pickArticle', { name: row.NomArti }) }}
        />
      </Card>
    </div>
  );
}
