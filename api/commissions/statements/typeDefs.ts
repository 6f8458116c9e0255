import { statementSortKeys } from '../../../domain/commissions/statementSort';

/** The statements' SDL (issue 25, docs/commissionStatements.md); resolvers in graphql.ts. */
export const statementTypeDefs = /* GraphQL */ `
  "calculated, inReview, disputed, recalculating, approved or exported: the count and exact total of a period's statements in that state"
  type CommissionStatementStateSummary {
    state: String!
    count: Int!
    total: Decimal!
  }
  type CommissionStatementRow {
    id: ID!
    employeeId: String!
    employeeName: String!
    areaName: String!
    state: String!
    total: Decimal!
    reviewerName: String!
    reviewLevel: Int!
    adjustmentCount: Int!
    exportId: String
  }
  "The statements list's sortable columns, each read along an index; none: by payroll number."
  enum CommissionStatementSort {
    ${statementSortKeys.join('\n    ')}
  }
  type CommissionStatementPage {
    items: [CommissionStatementRow!]!
    total: Int!
    page: Int!
    pageSize: Int!
    summary: [CommissionStatementStateSummary!]!
  }
  "One value of the engine's evaluation log: an input, an indicator or a step's result (the number as the engine computed it, as text)"
  type CommissionStatementStep {
    name: String!
    value: String
    arguments: JSON
  }
  type CommissionStatementLine {
    reportId: ID!
    variableCommissionId: String!
    variableCommissionName: String!
    startDate: String!
    endDate: String!
    "null when the calculation ended in an exception"
    result: Decimal
    "a negative result: money taken back (a return, a correction)"
    clawback: Boolean!
    exceptionName: String
    exceptionDetails: String
    steps: [CommissionStatementStep!]!
  }
  type CommissionStatementAdjustment {
    id: ID!
    amount: Decimal!
    reason: String!
    by: String!
    at: String!
    clawback: Boolean!
    "a correction of an exported statement carried to this one"
    correctsStatementId: String
    correctsPeriod: String
  }
  type CommissionStatementDispute {
    id: ID!
    comment: String!
    raisedBy: String!
    onBehalfOfEmployee: Boolean!
    at: String!
    "recalculate, adjust or reject; null while open"
    resolution: String
    resolvedBy: String
    resolvedAt: String
    resolutionReason: String
  }
  type CommissionStatementEvent {
    at: String!
    by: String!
    action: String!
    from: String!
    to: String!
    reason: String!
  }
  type CommissionStatementReviewer {
    "manager, position or none"
    kind: String!
    id: String!
    name: String!
  }
  type CommissionStatement {
    id: ID!
    organizationId: String!
    employeeId: String!
    employeeName: String!
    areaName: String!
    periodStart: String!
    periodEnd: String!
    state: String!
    total: Decimal!
    commissionsTotal: Decimal!
    adjustmentsTotal: Decimal!
    reviewer: CommissionStatementReviewer!
    reviewLevel: Int!
    exportId: String
    lines: [CommissionStatementLine!]!
    adjustments: [CommissionStatementAdjustment!]!
    disputes: [CommissionStatementDispute!]!
    events: [CommissionStatementEvent!]!
    "what the caller may do now: approve, dispute, adjust, recalculate, rejectDispute, export"
    actions: [String!]!
  }
  type CommissionStatementPeriod {
    organizationId: String!
    periodStart: String!
    periodEnd: String!
    statements: Int!
    workflowId: String!
  }
  type CommissionStatementExportPreview {
    statements: Int!
    total: Decimal!
    rows: [CommissionStatementRow!]!
    csv: String!
  }
  type CommissionStatementExport {
    exportId: ID!
    statements: Int!
    "the payroll CSV (docs/commissionStatements.md#payroll-csv)"
    csv: String!
  }
  type CommissionStatementApproval {
    approved: Int!
    "asked for but not in review (already approved, disputed, exported...)"
    skipped: Int!
  }
  type CommissionStatementAdjustmentResult {
    "the statement holding the adjustment: this one, or the employee's next open period's; null while a correction waits"
    statementId: ID
    carried: Boolean!
  }
  type CommissionStatementSettings {
    organizationId: String!
    reminderDays: Int!
    escalationDays: Int!
    reviewerAreaId: String
    reviewerEmail: String!
  }
  input CommissionStatementPeriodInput {
    organizationId: String!
    periodStart: String!
    periodEnd: String!
  }
  input CommissionStatementApprovalInput {
    organizationId: String!
    periodStart: String!
    periodEnd: String!
    "the statements to approve; left out: every statement of the period in review"
    ids: [ID!]
    reason: String
  }
  input CommissionStatementDisputeInput {
    id: ID!
    comment: String!
    "recorded for the employee"
    onBehalfOfEmployee: Boolean
  }
  input CommissionStatementResolutionInput {
    id: ID!
    "recalculate or reject (adjust is adjustCommissionStatement)"
    choice: String!
    reason: String!
  }
  input CommissionStatementAdjustmentInput {
    id: ID!
    "exact decimal text, negative to take money back"
    amount: String!
    reason: String!
  }
  type CommissionStatementWhatIfInput {
    "variable or parameter"
    kind: String!
    id: String!
    tag: String!
    name: String!
    "the value the calculation used (a number as text); null: none in the period"
    value: String
  }
  type CommissionStatementWhatIfStep {
    name: String!
    value: String
    "the step's value as calculated"
    before: String
  }
  type CommissionStatementWhatIf {
    before: String
    after: String
    exceptionName: String
    exceptionDetails: String
    steps: [CommissionStatementWhatIfStep!]!
  }
  input CommissionStatementWhatIfChange {
    id: ID!
    reportId: ID!
    kind: String!
    inputId: String!
    tag: String
    "a number such as 125000.50"
    value: String!
  }
  type CommissionStatementPdf {
    fileName: String!
    "the PDF's bytes, base64"
    content: String!
  }
  type CommissionStatementEmail {
    to: String!
  }
  input CommissionStatementEmailInput {
    id: ID!
    "left out: the employee's address"
    to: String
  }
  input CommissionStatementSettingsInput {
    organizationId: String!
    reminderDays: Int!
    escalationDays: Int!
    reviewerAreaId: String
    reviewerEmail: String
  }
  extend type Query {
    "Statements read. A company's period, page by page, with counts and totals per state"
    commissionStatements(organizationId: String!, periodStart: String!, periodEnd: String!, state: String, search: String, page: Int, pageSize: Int, sort: CommissionStatementSort, direction: SortDirection): CommissionStatementPage!
    "Statements read"
    commissionStatement(id: ID!): CommissionStatement!
    "Statements read"
    commissionStatementPeriods(organizationId: String!): [CommissionStatementPeriod!]!
    "StatementApprovals write. What the export would hand over now"
    commissionStatementExportPreview(organizationId: String!, periodStart: String!, periodEnd: String!): CommissionStatementExportPreview!
    "Statements read"
    commissionStatementSettings(organizationId: String!): CommissionStatementSettings!
    "Statements read. The inputs of one commission line a what-if may change (variables with their tag, parameters) with the values used"
    commissionStatementWhatIfInputs(id: ID!, reportId: ID!): [CommissionStatementWhatIfInput!]!
    "Statements read. One input changed and the line evaluated again, each step's value with it; nothing is saved"
    commissionStatementWhatIf(input: CommissionStatementWhatIfChange!): CommissionStatementWhatIf!
    "Statements read. The statement as a PDF (the detail screen's layout), base64, in the caller's language"
    commissionStatementPdf(id: ID!): CommissionStatementPdf!
  }
  extend type Mutation {
    "StatementApprovals write. Starts the period's statements process (closed periods with reports only)"
    startCommissionStatements(input: CommissionStatementPeriodInput!): CommissionStatementPeriod!
    "StatementApprovals write. Approves many at once"
    approveCommissionStatements(input: CommissionStatementApprovalInput!): CommissionStatementApproval!
    "Statements write"
    disputeCommissionStatement(input: CommissionStatementDisputeInput!): CommissionStatement!
    "Statements write"
    resolveCommissionStatementDispute(input: CommissionStatementResolutionInput!): CommissionStatement!
    "Statements write. On an exported statement the correction lands in the next open period"
    adjustCommissionStatement(input: CommissionStatementAdjustmentInput!): CommissionStatementAdjustmentResult!
    "StatementApprovals write. Locks the approved statements and answers the payroll CSV"
    exportCommissionStatements(input: CommissionStatementPeriodInput!): CommissionStatementExport!
    "Statements read. E-mails the statement's PDF to an address (by default the employee's own, when the module has one)"
    emailCommissionStatement(input: CommissionStatementEmailInput!): CommissionStatementEmail!
    "StatementApprovals write"
    saveCommissionStatementSettings(input: CommissionStatementSettingsInput!): CommissionStatementSettings!
  }
`;
