import { graphql } from '../../../graphql/generated';

/** Commission statements (issue 25): a company's periods, a period's page with counts per state, one statement, the export. */
export const statementPeriodsQuery = graphql(`
  query StatementPeriods($organizationId: String!) {
    commissionStatementPeriods(organizationId: $organizationId) {
      periodStart
      periodEnd
      statements
      workflowId
    }
  }
`);

export const statementPageQuery = graphql(`
  query StatementPage(
    $organizationId: String!
    $periodStart: String!
    $periodEnd: String!
    $state: String
    $search: String
    $page: Int
    $pageSize: Int
    $sort: CommissionStatementSort
    $direction: SortDirection
  ) {
    commissionStatements(
      organizationId: $organizationId
      periodStart: $periodStart
      periodEnd: $periodEnd
      state: $state
      search: $search
      page: $page
      pageSize: $pageSize
      sort: $sort
      direction: $direction
    ) {
      total
      page
      pageSize
      items {
        id
        employeeId
        employeeName
        areaName
        state
        total
        reviewerName
        reviewLevel
        adjustmentCount
      }
      summary {
        state
        count
        total
      }
    }
  }
`);

export const statementDetailQuery = graphql(`
  query StatementDetail($id: ID!) {
    commissionStatement(id: $id) {
      id
      organizationId
      employeeId
      employeeName
      areaName
      periodStart
      periodEnd
      state
      total
      commissionsTotal
      adjustmentsTotal
      reviewLevel
      exportId
      actions
      reviewer {
        kind
        id
        name
      }
      lines {
        reportId
        variableCommissionId
        variableCommissionName
        startDate
        endDate
        result
        clawback
        exceptionName
        exceptionDetails
        steps {
          name
          value
        }
      }
      adjustments {
        id
        amount
        reason
        by
        at
        clawback
        correctsPeriod
      }
      disputes {
        id
        comment
        raisedBy
        onBehalfOfEmployee
        at
        resolution
        resolvedBy
        resolvedAt
        resolutionReason
      }
      events {
        at
        by
        action
        from
        to
        reason
      }
    }
  }
`);

export const statementExportPreviewQuery = graphql(`
  query StatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {
    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {
      statements
      total
      csv
      rows {
        id
        employeeId
        employeeName
        total
      }
    }
  }
`);

export const startStatementsMutation = graphql(`
  mutation StartStatements($input: CommissionStatementPeriodInput!) {
    startCommissionStatements(input: $input) {
      periodStart
      periodEnd
      workflowId
    }
  }
`);

export const approveStatementsMutation = graphql(`
  mutation ApproveStatements($input: CommissionStatementApprovalInput!) {
    approveCommissionStatements(input: $input) {
      approved
      skipped
    }
  }
`);

export const exportStatementsMutation = graphql(`
  mutation ExportStatements($input: CommissionStatementPeriodInput!) {
    exportCommissionStatements(input: $input) {
      exportId
      statements
      csv
    }
  }
`);

export const disputeStatementMutation = graphql(`
  mutation DisputeStatement($input: CommissionStatementDisputeInput!) {
    disputeCommissionStatement(input: $input) {
      id
      state
    }
  }
`);

export const resolveStatementDisputeMutation = graphql(`
  mutation ResolveStatementDispute($input: CommissionStatementResolutionInput!) {
    resolveCommissionStatementDispute(input: $input) {
      id
      state
    }
  }
`);

export const adjustStatementMutation = graphql(`
  mutation AdjustStatement($input: CommissionStatementAdjustmentInput!) {
    adjustCommissionStatement(input: $input) {
      statementId
      carried
    }
  }
`);

export const statementPdfQuery = graphql(`
  query StatementPdf($id: ID!) {
    commissionStatementPdf(id: $id) {
      fileName
      content
    }
  }
`);

export const emailStatementMutation = graphql(`
  mutation EmailStatement($input: CommissionStatementEmailInput!) {
    emailCommissionStatement(input: $input) {
      to
    }
  }
`);

export const whatIfInputsQuery = graphql(`
  query StatementWhatIfInputs($id: ID!, $reportId: ID!) {
    commissionStatementWhatIfInputs(id: $id, reportId: $reportId) {
      kind
      id
      tag
      name
      value
    }
  }
`);

export const whatIfQuery = graphql(`
  query StatementWhatIf($input: CommissionStatementWhatIfChange!) {
    commissionStatementWhatIf(input: $input) {
      before
      after
      exceptionName
      exceptionDetails
      steps {
        name
        value
        before
      }
    }
  }
`);

export const statementSettingsQuery = graphql(`
  query StatementSettings($organizationId: String!) {
    commissionStatementSettings(organizationId: $organizationId) {
      organizationId
      reviewerAreaId
      reviewerEmail
      reminderDays
      escalationDays
    }
  }
`);

export const saveStatementSettingsMutation = graphql(`
  mutation SaveStatementSettings($input: CommissionStatementSettingsInput!) {
    saveCommissionStatementSettings(input: $input) {
      organizationId
      reviewerAreaId
      reviewerEmail
      reminderDays
      escalationDays
    }
  }
`);
