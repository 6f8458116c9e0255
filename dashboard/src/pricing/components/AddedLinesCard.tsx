import { useCallback } from 'react';
import { Button, Card, FormGroup, H4, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PriceLine } from '../../../../domain/pricing/priceList';
import { DataTable, DateField } from '../../ui/components';
import { isIsoDay } from '../../ui/utils';
import { saveText } from '../../ui/utils/download';
import { useAddedLineColumns } from '../hooks/useAddedLineColumns';
import { addedLinesCsv } from '../utils';

export interface AddedLinesCardProps {
  lines: PriceLine[];
  onLinesChange: (lines: PriceLine[]) => void;
  dates: { from: string; to: string };
  onDatesChange: (dates: { from: string; to: string }) => void;
  /** Opens the spec's notice before the daily export. */
  onExport: () => void;
}

/** The lines added so far (sorted, filtered and paged in the browser, downloadable as CSV to check them), the offer's dates and 'Exportar Lista'. */
export function AddedLinesCard({ lines, onLinesChange, dates, onDatesChange, onExport }: AddedLinesCardProps) {
  const { t } = useTranslation('pricing');
  const remove = useCallback((line: PriceLine) => onLinesChange(lines.filter((other) => other !== line)), [lines, onLinesChange]);
  const columns = useAddedLineColumns(remove);
  return (
    <Card className="price-list__lines">
      <H4>{t('addedLines', { count: lines.length })}</H4>
      <DataTable
        tableId="price-list-lines"
        label={t('addedLinesTable')}
        columns={columns}
        rows={lines}
        getRowId={(line) => `${line.clacte}-${line.claarti}`}
        emptyText={t('noLines')}
        pageSizes={[25, 50, 100]}
        onExport={lines.length ? () => saveText(`\uFEFF${addedLinesCsv(lines)}`, 'lineas-agregadas.csv', 'text/csv;charset=utf-8') : undefined}
      />
      <div className="price-list__export">
        <FormGroup label={t('offerFrom')} labelFor="offer-from" inline>
          <DateField id="offer-from" value={dates.from} onChange={(from) => isIsoDay(from) && onDatesChange({ ...dates, from })} />
        </FormGroup>
        <FormGroup label={t('offerTo')} labelFor="offer-to" inline>
          <DateField id="offer-to" value={dates.to} min={dates.from} onChange={(to) => isIsoDay(to) && onDatesChange({ ...dates, to })} />
        </FormGroup>
        <Button intent={Intent.SUCCESS} icon="export" text={t('exportList')} disabled={lines.length === 0} onClick={onExport} />
      </div>
    </Card>
  );
}
