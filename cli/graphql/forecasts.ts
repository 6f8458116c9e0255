import { graphql } from './generated';

export const cliStartForecastRunMutation = graphql(`
  mutation CliStartForecastRun($input: ForecastRunInput!) {
    startForecastRun(input: $input) {
      runId
      providerName
    }
  }
`);

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
