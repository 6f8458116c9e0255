export * from './priceListExport';
