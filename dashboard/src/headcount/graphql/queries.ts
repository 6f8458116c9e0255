import { StartHeadcountDocument } from '../../graphql/generated/graphql';
import { graphql } from '../../graphql/generated';

export const headcountSummaryQuery = graphql(`
  query HeadcountSummary {
    headcountSummary {
      organizationId
      organizationName
      templatePositions
      vacants
      severity
      vacantPositions {
        positionName
        count
      }
      storeIds
      high
      medium
      low
      notReady
    }
  }
`);

export const headcountReportsQuery = graphql(`
  query HeadcountReports(
    $search: String
    $statusName: String
    $organizationId: String
    $page: Int
    $pageSize: Int
    $sort: HeadcountReportSort
    $direction: SortDirection
  ) {
    headcountReports(
      search: $search
      statusName: $statusName
      organizationId: $organizationId
      page: $page
      pageSize: $pageSize
      sort: $sort
      direction: $direction
    ) {
      rows {
        id
        organizationName
        warehouseId
        warehouseName
        zoneName
        workTeamTemplateName
        teamPositionsCount
        teamAssignedCount
        vacants
        extras
        statusName
        sinceDate
        calculationDate
      }
      total
      page
      pageSize
    }
  }
`);

export const headcountHistoryQuery = graphql(`
  query HeadcountHistory($reportId: ID!) {
    headcountHistory(reportId: $reportId) {
      id
      calculationDate
      sinceDate
      vacantCounter
      statusName
      detail {
        positionId
        positionName
        count
        date
      }
      incidents {
        incidentId
        datetime
        day
        description
      }
      incidentObservationId
      incidentPlanActionId
    }
    incidentObservations {
      id
      name
      parentId
      active
    }
    incidentPlanActions {
      id
      name
      parentId
      active
    }
  }
`);

export const evaluateHeadcountLogMutation = graphql(`
  mutation EvaluateHeadcountLog($id: ID!, $incidentObservationId: String, $incidentPlanActionId: String) {
    evaluateHeadcountLog(id: $id, incidentObservationId: $incidentObservationId, incidentPlanActionId: $incidentPlanActionId) {
      id
      incidentObservationId
      incidentPlanActionId
    }
  }
`);

/** Shared with the CLI: written once in fragments.graphql. */
export const startHeadcountMutation = StartHeadcountDocument;

export const headcountRunQuery = graphql(`
  query HeadcountRunStatus($workflowId: ID!) {
    headcountRun(workflowId: $workflowId) {
      ...HeadcountRun
    }
  }
`);
