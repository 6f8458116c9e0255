import { graphql } from './generated';

export const seedDemoDataMutation = graphql(`
  mutation SeedDemoData($reset: Boolean) {
    seedDemoData(reset: $reset) {
      seedVersion
      reset
      durationMs
      collections
    }
  }
`);
