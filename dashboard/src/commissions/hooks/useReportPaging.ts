import { useState } from 'react';
import { type ReportPageSize } from '../utils/reports';

/**
 * The server's paging: page size (5 to 600, or every row: spec 003 section 9's "total row count"),
 * the range shown of the total, previous / next. The page is 0-based here, 1-based in the API.
 */
export function useReportPaging() {
  const [size, setSize] = useState<ReportPageSize>(25);
  const [page, setPage] = useState(0);
  return { size, page, setSize: (value: ReportPageSize) => (setSize(value), setPage(0)), setPage, reset: () => setPage(0) };
}
