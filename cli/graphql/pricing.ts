import { graphql } from './generated';

/** `prices export`: the company's current ERP offers exported for the chosen dates, with the file's text. */
export const exportPricesMutation = graphql(`
  mutation CliExportPriceList($input: PriceListExportInput!) {
    exportPriceList(input: $input) {
      ...PriceListExport
      content
    }
  }
`);
