export { usePriceListCompanies } from './usePriceListCompanies';
export { usePriceListExports } from './usePriceListExports';
export { usePriceListTable } from './usePriceListTable';
export { useExportPriceList } from './useExportPriceList';
