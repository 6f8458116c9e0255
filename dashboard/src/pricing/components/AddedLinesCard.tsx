import { useCallback } from 'react';
import { Button, Card, FormGroup, H4, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { offerDatesSchema, type OfferDates, type PriceLine } from '../../../../domain/pricing/priceList';
import { DataTable, DateField } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { saveCsv } from '../../ui/utils/download';
import { useAddedLineColumns } from '../hooks/useAddedLineColumns';
import { addedLinesCsv } from '../utils';

export interface AddedLinesCardProps {
  lines: PriceLine[];
  onLinesChange: (lines: PriceLine[]) => void;
  /** The offer's first dates (the form holds them after). */
  dates: OfferDates;
  /** Opens the spec's notice before the daily export, with the offer's checked dates. */
  onExport: (dates: OfferDates) => void;
}

/**
 * The lines added so far (sorted, filtered and paged in the browser, downloadable as CSV to check
 * them), the offer's dates and 'Exportar Lista': a useZodForm on the export's offerDatesSchema, so a
 * day that is not one or an end before the start shows under it and 'Exportar Lista' stays off.
 */
export function AddedLinesCard({ lines, onLinesChange, dates, onExport }: AddedLinesCardProps) {
  const { t } = useTranslation('pricing');
  const form = useZodForm(offerDatesSchema, { id: 'offer', mode: 'onChange', allowPristine: true, defaultValues: dates });
  const from = form.watch('from');
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
        onExport={lines.length ? () => saveCsv(addedLinesCsv(lines), 'lineas-agregadas.csv') : undefined}
      />
      <form className="price-list__export" noValidate onSubmit={form.submit(onExport)}>
        <FormGroup label={t('offerFrom')} inline {...form.group('from')}>
          <DateField {...form.date('from')} />
        </FormGroup>
        <FormGroup label={t('offerTo')} inline {...form.group('to')}>
          <DateField {...form.date('to')} min={from} />
        </FormGroup>
        <Button type="submit" intent={Intent.SUCCESS} icon="export" text={t('exportList')} disabled={lines.length === 0 || form.submitDisabled} />
      </form>
    </Card>
  );
}
