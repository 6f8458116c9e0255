import { Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastAccuracyQuery } from '../../../graphql';
import { formatNumber, formatPercent, statusIntent } from '../utils';

export type AccuracyItem = ForecastAccuracyQuery['forecastAccuracy']['items'][number];
type Calibration = 'calibrated' | 'narrow' | 'wide' | 'none';
const column = createColumnHelper<AccuracyItem>();

/** Each product's accuracy: SKU, product, observations, P10–P90 coverage, pinball loss, mean sold and calibration; numbers sort by value. */
export function useAccuracyColumns() {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  return useMemo(
    () => [
      column.accessor('sku', { id: 'sku', header: 'SKU' }),
      column.accessor('description', { id: 'description', header: t('forecasts.product') }),
      column.accessor('observations', {
        id: 'observations',
        header: t('forecasts.observations'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatNumber(getValue(), language, 0),
      }),
      column.accessor('coverage', {
        id: 'coverage',
        header: t('forecasts.coverage'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatPercent(getValue(), language),
      }),
      column.accessor('pinballLoss', {
        id: 'pinballLoss',
        header: t('forecasts.pinball'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatNumber(getValue(), language),
      }),
      column.accessor('meanActual', {
        id: 'meanActual',
        header: t('forecasts.meanSold'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatNumber(getValue(), language),
      }),
      column.accessor((item) => t(`forecasts.calibration.${(item.calibration ?? 'none') as Calibration}`), {
        id: 'calibration',
        header: t('forecasts.calibrationTitle'),
        cell: ({ row, getValue }) => (
          <Tag intent={statusIntent(row.original.calibration)} minimal>
            {getValue()}
          </Tag>
        ),
      }),
    ],
    [t, language],
  );
}
