import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { REPORT_PAGE_SIZE_ALL, reportPageSizeOptions, type ReportPageSize } from '../utils/reports';
import { type useReportPaging } from '../hooks/useReportPaging';

interface PagingControlsProps {
  paging: ReturnType<typeof useReportPaging>;
  shown: number;
  total: number;
}

export function PagingControls({ paging, shown, total }: PagingControlsProps) {
  const { t } = useTranslation('commissions');
  const size = paging.size === REPORT_PAGE_SIZE_ALL ? Math.max(total, 1) : paging.size;
  const pages = Math.max(1, Math.ceil(total / size));
  const from = paging.page * size;
  return (
    <div className="commissions-toolbar commissions-reports__paging">
      <FormGroup label={t('reports.pageSize')} inline>
        <HTMLSelect value={paging.size} onChange={(event) => paging.setSize(event.currentTarget.value === REPORT_PAGE_SIZE_ALL ? REPORT_PAGE_SIZE_ALL : (Number(event.currentTarget.value) as ReportPageSize))} aria-label={t('reports.pageSize')}>
          {reportPageSizeOptions.map((option) => (
            <option key={option} value={option}>
              {option === REPORT_PAGE_SIZE_ALL ? t('reports.allRows', { total }) : option}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <span className="commissions-reports__range" aria-live="polite">
        {t('reports.range', { from: total === 0 ? 0 : from + 1, to: from + shown, total })}
      </span>
      <Button icon="chevron-left" disabled={paging.page === 0} onClick={() => paging.setPage(paging.page - 1)} aria-label={t('reports.previous')} />
      <Button icon="chevron-right" disabled={paging.page >= pages - 1} onClick={() => paging.setPage(paging.page + 1)} aria-label={t('reports.next')} />
    </div>
  );
}
