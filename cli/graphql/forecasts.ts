import { graphql } from './generated';
import { StartForecastRunDocument } from './generated/graphql';

/** Written once in fragments.graphql (the Forecast screen starts runs the same way). */
export const cliStartForecastRunMutation = StartForecastRunDocument;

export const cliForecastRunProgressQuery = graphql(`
  query CliForecastRunProgress($runId: String!) {
    forecastRunProgress(runId: $runId) {
      runId
      status
      state
      storesDone
      storesTotal
      rows
      failure
    }
  }
`);
