import { NumericInput, Intent } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddArticle } from '../../../../domain/pricing/priceList';
import { compareMoney, money, type ArticleRow, type CustomerRow, type OfferRow } from '../utils';

const customer = createColumnHelper<CustomerRow>();
const offer = createColumnHelper<OfferRow>();
const article = createColumnHelper<ArticleRow>();
const text = { filter: { kind: 'text' } } as const;

/** The ERP customers' columns, with the ERP's own names (spec 002, Pricing); each sorts and the text ones filter. */
export function useCustomerColumns() {
  return useMemo(
    () => [
      customer.accessor('clacte', { id: 'clacte', header: 'clacte', enableHiding: false, meta: text }),
      customer.accessor('nomcte', { id: 'nomcte', header: 'nomcte', meta: text }),
      customer.accessor('nomemp', { id: 'nomemp', header: 'nomemp', meta: text }),
      customer.accessor('nomregion', { id: 'nomregion', header: 'nomregion', meta: text }),
      customer.accessor('nomgirocom', { id: 'nomgirocom', header: 'nomgirocom', meta: text }),
    ],
    [],
  );
}

/** The ERP's updated prices: the offer price sorts as a decimal (never a float). */
export function useOfferColumns() {
  return useMemo(
    () => [
      offer.accessor('claarti', { id: 'claarti', header: 'claarti', enableHiding: false, meta: text }),
      offer.accessor('clacte', { id: 'clacte', header: 'clacte', meta: text }),
      offer.accessor('precioofe', {
        id: 'precioofe',
        header: 'precioofe',
        sortingFn: (a, b) => compareMoney(a.original.precioofe, b.original.precioofe),
        meta: { numeric: true },
        cell: ({ getValue }) => money(getValue()),
      }),
      offer.accessor('pctdescto', { id: 'pctdescto', header: 'pctdescto', meta: { numeric: true } }),
    ],
    [],
  );
}

export interface ArticlePrices {
  priceOf: (row: ArticleRow) => string;
  setPrice: (row: ArticleRow, text: string) => void;
}

/** The ERP's articles, with the price the analyst may change before adding lines (refused unless above 0). */
export function useArticleColumns({ priceOf, setPrice }: ArticlePrices) {
  const { t } = useTranslation('pricing');
  return useMemo(
    () => [
      article.accessor('ClaArti', { id: 'ClaArti', header: 'ClaArti', enableHiding: false, meta: text }),
      article.accessor('NomArti', { id: 'NomArti', header: 'NomArti', meta: text }),
      article.accessor('ClaUnidad', { id: 'ClaUnidad', header: 'ClaUnidad', meta: text }),
      article.accessor((row) => priceOf(row), {
        id: 'price',
        header: t('price'),
        sortingFn: (a, b) => compareMoney(priceOf(a.original), priceOf(b.original)),
        meta: { numeric: true },
        cell: ({ row }) => (
          <NumericInput
            aria-label={t('priceOf', { name: row.original.NomArti })}
            className="price-list__price"
            min={0}
            minorStepSize={0.0001}
            stepSize={1}
            buttonPosition="none"
            intent={canAddArticle(priceOf(row.original)) ? Intent.NONE : Intent.DANGER}
            value={priceOf(row.original)}
            onValueChange={(_value, entered) => setPrice(row.original, entered.trim())}
          />
        ),
      }),
    ],
    [t, priceOf, setPrice],
  );
}
