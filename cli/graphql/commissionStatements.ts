import { graphql } from './generated';

/** The commission statements (issue 25): a page of a company's period with its counts per state. */
export const commissionStatementsQuery = graphql(`
  query CliCommissionStatements($organizationId: String!, $periodStart: String!, $periodEnd: String!, $state: String, $page: Int, $pageSize: Int) {
    commissionStatements(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd, state: $state, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        employeeId
        employeeName
        state
        total
        reviewerName
      }
      summary {
        state
        count
        total
      }
    }
  }
`);

export const approveCommissionStatementsMutation = graphql(`
  mutation CliApproveCommissionStatements($input: CommissionStatementApprovalInput!) {
    approveCommissionStatements(input: $input) {
      approved
      skipped
    }
  }
`);

export const exportCommissionStatementsMutation = graphql(`
  mutation CliExportCommissionStatements($input: CommissionStatementPeriodInput!) {
    exportCommissionStatements(input: $input) {
      exportId
      statements
      csv
    }
  }
`);

export const commissionStatementExportPreviewQuery = graphql(`
  query CliCommissionStatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {
    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {
      statements
      total
      csv
    }
  }
`);
