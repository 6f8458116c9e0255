import { graphql } from '../../../graphql/generated';
import { ImportForecastFileDocument, StartForecastRunDocument } from '../../../graphql/generated/graphql';

export const forecastRunPageQuery = graphql(`
  query ForecastRunPage($kind: String, $status: String, $page: Int, $pageSize: Int, $sort: ForecastRunSort, $direction: SortDirection) {
    forecastRunPage(kind: $kind, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      rows {
        ...ForecastRunFields
      }
    }
  }
`);

export const ForecastRunFields = graphql(`
  fragment ForecastRunFields on ForecastRun {
    runId
    kind
    organizationId
    providerId
    providerName
    storeIds
    start
    horizonDays
    fileName
    status
    done
    total
    rows
    createdBy
    createdAt
    finishedAt
    failure
  }
`);

export const forecastRunProgressQuery = graphql(`
  query ForecastRunProgress($runId: String!) {
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

export const forecastOptionsQuery = graphql(`
  query ForecastOptions($companyId: String) {
    forecastOptions(companyId: $companyId) {
      companies {
        organizationId
        organizationName
      }
      stores {
        warehouseId
        warehouseName
      }
      providers {
        providerId
        providerName
      }
    }
  }
`);

export const forecastAccuracyQuery = graphql(`
  query ForecastAccuracy($input: ForecastAccuracyInput!) {
    forecastAccuracy(input: $input) {
      from
      to
      stores
      overall {
        observations
        coverage
        pinballLoss
        meanActual
        below
        above
        calibration
      }
      items {
        sku
        description
        observations
        coverage
        pinballLoss
        meanActual
        below
        above
        calibration
      }
      weeks {
        from
        observations
        p10
        p50
        p90
        actual
        coverage
      }
    }
  }
`);

/** Written once in fragments.graphql (the CLI starts runs the same way). */
export const startForecastRunMutation = StartForecastRunDocument;

export const cancelForecastRunMutation = graphql(`
  mutation CancelForecastRun($runId: String!) {
    cancelForecastRun(runId: $runId) {
      runId
      status
    }
  }
`);

/** Written once in fragments.graphql (the CLI sends the same parts). */
export const importForecastsMutation = ImportForecastFileDocument;
