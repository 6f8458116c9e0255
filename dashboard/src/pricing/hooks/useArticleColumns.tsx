import { NumericInput, Intent } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddArticle } from '../../../../domain/pricing/priceList';
import { compareMoney, type ArticleRow } from '../utils';

const article = createColumnHelper<ArticleRow>();
const text = { filter: { kind: 'text' } } as const;

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
