import { graphql } from './generated';

export const importPostalCodesMutation = graphql(`
  mutation ImportPostalCodes($rows: [PostalCodeInput!]!, $source: String) {
    importPostalCodes(rows: $rows, source: $source) {
      inserted
      updated
      total
    }
  }
`);
