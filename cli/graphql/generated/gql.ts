/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment StaffUserFields on StaffUser {\n    attendantId\n    userName\n    fullName\n    active\n    passwordChangeRequired\n    locked\n    position {\n      positionId\n      positionName\n    }\n  }\n": typeof types.StaffUserFieldsFragmentDoc,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation DisableUser($userName: String!) {\n    updateUser(userName: $userName, input: { active: false }) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation ResetUserPassword($userName: String!, $password: String!) {\n    resetUserPassword(userName: $userName, temporaryPassword: $password) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  query AuditableCustomers($filter: CustomerFilterInput, $page: Int) {\n    customers(filter: $filter, page: $page, pageSize: 0) {\n      total\n      rows {\n        id\n      }\n    }\n  }\n": typeof types.AuditableCustomersDocument,
    "\n  query PendingAudits($ids: [ID!]!) {\n    customerSelection(customerIds: $ids) {\n      pendingAuditIds\n    }\n  }\n": typeof types.PendingAuditsDocument,
    "\n  mutation ImportPostalCodes($rows: [PostalCodeInput!]!, $source: String) {\n    importPostalCodes(rows: $rows, source: $source) {\n      inserted\n      updated\n      total\n    }\n  }\n": typeof types.ImportPostalCodesDocument,
    "\n  query CliCommissionStatements($organizationId: String!, $periodStart: String!, $periodEnd: String!, $state: String, $page: Int, $pageSize: Int) {\n    commissionStatements(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd, state: $state, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        employeeId\n        employeeName\n        state\n        total\n        reviewerName\n      }\n      summary {\n        state\n        count\n        total\n      }\n    }\n  }\n": typeof types.CliCommissionStatementsDocument,
    "\n  mutation CliApproveCommissionStatements($input: CommissionStatementApprovalInput!) {\n    approveCommissionStatements(input: $input) {\n      approved\n      skipped\n    }\n  }\n": typeof types.CliApproveCommissionStatementsDocument,
    "\n  mutation CliExportCommissionStatements($input: CommissionStatementPeriodInput!) {\n    exportCommissionStatements(input: $input) {\n      exportId\n      statements\n      csv\n    }\n  }\n": typeof types.CliExportCommissionStatementsDocument,
    "\n  query CliCommissionStatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {\n    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {\n      statements\n      total\n      csv\n    }\n  }\n": typeof types.CliCommissionStatementExportPreviewDocument,
    "\n  query CustomerList($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {\n    customerCounters(filter: $filter) {\n      ...CustomerCounters\n    }\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      rows {\n        id\n        customerName\n        customerTypeName\n        preregistrationCode\n        sellBanned\n        blacklisted\n        zoneName\n        lastUpdate\n        classes\n      }\n    }\n  }\n": typeof types.CustomerListDocument,
    "\n  query CustomerCount($filter: CustomerFilterInput) {\n    customers(filter: $filter, pageSize: 5) {\n      total\n    }\n  }\n": typeof types.CustomerCountDocument,
    "\n  mutation SeedDemoData($reset: Boolean) {\n    seedDemoData(reset: $reset) {\n      seedVersion\n      reset\n      durationMs\n      collections\n    }\n  }\n": typeof types.SeedDemoDataDocument,
    "\n  mutation StartErpQuery($operation: JSON!) {\n    startErpQuery(operation: $operation) {\n      workflowId\n    }\n  }\n": typeof types.StartErpQueryDocument,
    "\n  query ErpQueryStatus($workflowId: ID!) {\n    erpQuery(workflowId: $workflowId) {\n      ...ErpQueryStatus\n    }\n  }\n": typeof types.ErpQueryStatusDocument,
    "\n  query CliForecastRunProgress($runId: String!) {\n    forecastRunProgress(runId: $runId) {\n      runId\n      status\n      state\n      storesDone\n      storesTotal\n      rows\n      failure\n    }\n  }\n": typeof types.CliForecastRunProgressDocument,
    "\n  query HeadcountRunCli($workflowId: ID!) {\n    headcountRun(workflowId: $workflowId) {\n      ...HeadcountRun\n      stores {\n        warehouseId\n        warehouseName\n        required\n        assigned\n        vacancies\n        extras\n        statusName\n      }\n    }\n  }\n": typeof types.HeadcountRunCliDocument,
    "\n  query CliChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int) {\n    changeHistory(filter: $filter, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n": typeof types.CliChangeHistoryDocument,
    "\n  query ExportMenus {\n    exportMenus\n  }\n": typeof types.ExportMenusDocument,
    "\n  fragment MenuImportCountsFields on ImportCounts {\n    inserted\n    updated\n    unchanged\n  }\n": typeof types.MenuImportCountsFieldsFragmentDoc,
    "\n  mutation ImportMenus($document: JSON!) {\n    importMenus(document: $document) {\n      systemMenus {\n        ...MenuImportCountsFields\n      }\n      permissionProfiles {\n        ...MenuImportCountsFields\n      }\n    }\n  }\n": typeof types.ImportMenusDocument,
    "\n  mutation CliExportPriceList($input: PriceListExportInput!) {\n    exportPriceList(input: $input) {\n      ...PriceListExport\n      content\n    }\n  }\n": typeof types.CliExportPriceListDocument,
    "\n  query CliPurchaseGrid($selection: PurchaseSelectionInput!) {\n    purchaseGrid(selection: $selection) {\n      stores\n      products\n      rows {\n        storeId\n        sku\n        description\n        piecesPerPackage\n        packages\n        p10\n        p50\n        p90\n        minProduct\n        stock\n        price\n        total\n      }\n      totals {\n        ...PurchaseMoney\n      }\n    }\n  }\n": typeof types.CliPurchaseGridDocument,
    "\n  mutation CliVerifyPurchaseOrder($order: PurchaseOrderInput!) {\n    verifyPurchaseOrder(order: $order) {\n      folio\n      erpCompanyId\n      lines {\n        sku\n      }\n      totals {\n        total\n      }\n    }\n  }\n": typeof types.CliVerifyPurchaseOrderDocument,
    "\n  mutation CliSendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {\n    sendPurchaseOrder(folio: $folio, order: $order) {\n      folio\n      workflowId\n    }\n  }\n": typeof types.CliSendPurchaseOrderDocument,
    "\n  mutation CliSendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {\n    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {\n      id\n      remoteCommandName\n      warehouseId\n      params\n      state\n      sentAt\n    }\n  }\n": typeof types.CliSendRemoteCommandDocument,
    "\n  query CliRemoteCommandHistory($storeId: String, $limit: Int) {\n    remoteCommandHistory(storeId: $storeId, limit: $limit) {\n      ...RemoteControl\n    }\n  }\n": typeof types.CliRemoteCommandHistoryDocument,
    "\n  mutation CliIssueStoreToken($storeId: String!, $label: String) {\n    issueStoreToken(storeId: $storeId, label: $label) {\n      warehouseId\n      token\n    }\n  }\n": typeof types.CliIssueStoreTokenDocument,
    "\n  query Status {\n    systemStatus {\n      ...SystemStatus\n      backends {\n        modeCode\n        modeParams\n        detailCode\n        detailParams\n      }\n    }\n    workflowsOverview {\n      ...WorkflowsOverview\n    }\n  }\n": typeof types.StatusDocument,
    "\n  query WorkflowRuns($workflowType: String, $status: String, $limit: Int) {\n    workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) {\n      workflowId\n      workflowType\n      status\n      startTime\n      closeTime\n    }\n  }\n": typeof types.WorkflowRunsDocument,
    "\n  mutation CancelWorkflowRun($workflowId: ID!) {\n    cancelWorkflowRun(workflowId: $workflowId)\n  }\n": typeof types.CancelWorkflowRunDocument,
    "\n  mutation CliStartXadisTransmission($from: String, $to: String) {\n    startXadisTransmission(from: $from, to: $to) {\n      id\n    }\n  }\n": typeof types.CliStartXadisTransmissionDocument,
    "\n  query CliXadisTransmission($id: ID!) {\n    xadisTransmission(id: $id) {\n      ...XadisTransmission\n    }\n  }\n": typeof types.CliXadisTransmissionDocument,
    "\n  query CliEmptyContainerScreen {\n    emptyContainerScreen {\n      day\n      state\n      erpTotal\n      readError\n      report {\n        boxTotal\n        closed\n        shippingDate\n      }\n    }\n  }\n": typeof types.CliEmptyContainerScreenDocument,
    "\n  query CliEmptyContainerDay($day: String!) {\n    emptyContainerDay(day: $day) {\n      day\n      state\n      erpTotal\n      boxTotal\n      difference\n      status\n      shippingDate\n      emptyContainers {\n        sku\n        quantity\n      }\n    }\n  }\n": typeof types.CliEmptyContainerDayDocument,
    "fragment ErpQueryStatus on ErpQueryStatus {\n  workflowId\n  status\n  state\n  polls\n  rows\n  rowCount\n  error\n}\n\nfragment WorkflowRunDetails on WorkflowRunDetails {\n  workflowId\n  runId\n  workflowType\n  status\n  startTime\n  closeTime\n  input\n  result\n  failure\n  pendingActivities {\n    activityType\n    attempt\n  }\n  pendingTimers {\n    fireAt\n  }\n  history {\n    eventId\n    time\n    type\n    attributes\n  }\n}\n\nfragment AuditMassDecisionResult on AuditMassDecisionResult {\n  decided\n  alreadyResolved\n  notFound\n  failed\n}\n\nfragment SystemStatus on SystemStatus {\n  ok\n  version\n  startedAt\n  backends {\n    name\n    mode\n    ok\n    detail\n  }\n}\n\nfragment WorkflowsOverview on WorkflowsOverview {\n  backend\n  workers\n  running\n  completed\n  failed\n  schedules\n}\n\nquery CustomersCsv($filter: CustomerFilterInput) {\n  customersCsv(filter: $filter)\n}\n\nmutation DecideAudits($input: AuditMassDecisionInput!) {\n  decideAudits(input: $input) {\n    ...AuditMassDecisionResult\n  }\n}\n\nquery WorkflowRun($workflowId: ID!) {\n  workflowRun(workflowId: $workflowId) {\n    ...WorkflowRunDetails\n  }\n}\n\nmutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {\n  startCustomerMassUpdate(input: $input) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nquery CustomerMassUpdate($workflowId: ID!) {\n  customerMassUpdate(workflowId: $workflowId) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nmutation StartForecastRun($input: ForecastRunInput!) {\n  startForecastRun(input: $input) {\n    runId\n    status\n    providerName\n  }\n}\n\nquery PurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {\n  purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {\n    step\n    failure\n  }\n}\n\nmutation ImportForecastFile($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {\n  importForecasts(\n    csv: $csv\n    fileName: $fileName\n    importId: $importId\n    part: $part\n    parts: $parts\n    firstLine: $firstLine\n  ) {\n    runId\n    rows\n    pairs\n    part\n    parts\n    importedRows\n  }\n}\n\nmutation StartHeadcount($calculationDate: String) {\n  startHeadcount(calculationDate: $calculationDate) {\n    workflowId\n    status\n  }\n}\n\nfragment CustomerMassUpdateRun on CustomerMassUpdateRun {\n  workflowId\n  status\n  state\n  total\n  processed\n  updated\n  skipped\n  notified\n}\n\nfragment XadisKindCounts on XadisKindCounts {\n  records\n  batches\n  batchesSent\n  validated\n  inserted\n  errors\n  failedBatches\n}\n\nfragment CustomerCounters on CustomerCounters {\n  active\n  inactive\n  incomplete\n  registered\n  auditable\n  authorization\n  total\n}\n\nfragment RemoteControl on RemoteControl {\n  id\n  remoteCommandName\n  warehouseId\n  params\n  state\n  statuses {\n    remoteControlStatusType\n    startDatetime\n    attendantId\n  }\n  sentBy\n  sentAt\n  response\n  timeZone\n}\n\nfragment HeadcountRun on HeadcountRun {\n  workflowId\n  status\n  calculationDate\n  total\n  processed\n}\n\nfragment PriceListExport on PriceListExport {\n  id\n  companyId\n  day\n  sessionId\n  offerFrom\n  offerTo\n  lineCount\n  customerCount\n  fileName\n  nextExportDay\n}\n\nfragment XadisTransmission on XadisTransmission {\n  id\n  from\n  to\n  status\n  state\n  message\n  emailSubject\n  sales {\n    ...XadisKindCounts\n  }\n  inventory {\n    ...XadisKindCounts\n  }\n  errorItems {\n    kind\n    sku\n    msg\n  }\n}\n\nfragment PurchaseMoney on PurchaseMoney {\n  subtotal\n  ieps\n  iva\n  total\n}\n\nfragment ChangeHistoryEntryFields on ChangeHistoryEntry {\n  id\n  at\n  actor {\n    kind\n    id\n    name\n    runId\n  }\n  area\n  recordType\n  recordId\n  operation\n  changes {\n    field\n    before\n    after\n  }\n}": typeof types.ErpQueryStatusFragmentDoc,
};
const documents: Documents = {
    "\n  fragment StaffUserFields on StaffUser {\n    attendantId\n    userName\n    fullName\n    active\n    passwordChangeRequired\n    locked\n    position {\n      positionId\n      positionName\n    }\n  }\n": types.StaffUserFieldsFragmentDoc,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...StaffUserFields\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation DisableUser($userName: String!) {\n    updateUser(userName: $userName, input: { active: false }) {\n      ...StaffUserFields\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation ResetUserPassword($userName: String!, $password: String!) {\n    resetUserPassword(userName: $userName, temporaryPassword: $password) {\n      ...StaffUserFields\n    }\n  }\n": types.ResetUserPasswordDocument,
    "\n  query AuditableCustomers($filter: CustomerFilterInput, $page: Int) {\n    customers(filter: $filter, page: $page, pageSize: 0) {\n      total\n      rows {\n        id\n      }\n    }\n  }\n": types.AuditableCustomersDocument,
    "\n  query PendingAudits($ids: [ID!]!) {\n    customerSelection(customerIds: $ids) {\n      pendingAuditIds\n    }\n  }\n": types.PendingAuditsDocument,
    "\n  mutation ImportPostalCodes($rows: [PostalCodeInput!]!, $source: String) {\n    importPostalCodes(rows: $rows, source: $source) {\n      inserted\n      updated\n      total\n    }\n  }\n": types.ImportPostalCodesDocument,
    "\n  query CliCommissionStatements($organizationId: String!, $periodStart: String!, $periodEnd: String!, $state: String, $page: Int, $pageSize: Int) {\n    commissionStatements(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd, state: $state, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        employeeId\n        employeeName\n        state\n        total\n        reviewerName\n      }\n      summary {\n        state\n        count\n        total\n      }\n    }\n  }\n": types.CliCommissionStatementsDocument,
    "\n  mutation CliApproveCommissionStatements($input: CommissionStatementApprovalInput!) {\n    approveCommissionStatements(input: $input) {\n      approved\n      skipped\n    }\n  }\n": types.CliApproveCommissionStatementsDocument,
    "\n  mutation CliExportCommissionStatements($input: CommissionStatementPeriodInput!) {\n    exportCommissionStatements(input: $input) {\n      exportId\n      statements\n      csv\n    }\n  }\n": types.CliExportCommissionStatementsDocument,
    "\n  query CliCommissionStatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {\n    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {\n      statements\n      total\n      csv\n    }\n  }\n": types.CliCommissionStatementExportPreviewDocument,
    "\n  query CustomerList($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {\n    customerCounters(filter: $filter) {\n      ...CustomerCounters\n    }\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      rows {\n        id\n        customerName\n        customerTypeName\n        preregistrationCode\n        sellBanned\n        blacklisted\n        zoneName\n        lastUpdate\n        classes\n      }\n    }\n  }\n": types.CustomerListDocument,
    "\n  query CustomerCount($filter: CustomerFilterInput) {\n    customers(filter: $filter, pageSize: 5) {\n      total\n    }\n  }\n": types.CustomerCountDocument,
    "\n  mutation SeedDemoData($reset: Boolean) {\n    seedDemoData(reset: $reset) {\n      seedVersion\n      reset\n      durationMs\n      collections\n    }\n  }\n": types.SeedDemoDataDocument,
    "\n  mutation StartErpQuery($operation: JSON!) {\n    startErpQuery(operation: $operation) {\n      workflowId\n    }\n  }\n": types.StartErpQueryDocument,
    "\n  query ErpQueryStatus($workflowId: ID!) {\n    erpQuery(workflowId: $workflowId) {\n      ...ErpQueryStatus\n    }\n  }\n": types.ErpQueryStatusDocument,
    "\n  query CliForecastRunProgress($runId: String!) {\n    forecastRunProgress(runId: $runId) {\n      runId\n      status\n      state\n      storesDone\n      storesTotal\n      rows\n      failure\n    }\n  }\n": types.CliForecastRunProgressDocument,
    "\n  query HeadcountRunCli($workflowId: ID!) {\n    headcountRun(workflowId: $workflowId) {\n      ...HeadcountRun\n      stores {\n        warehouseId\n        warehouseName\n        required\n        assigned\n        vacancies\n        extras\n        statusName\n      }\n    }\n  }\n": types.HeadcountRunCliDocument,
    "\n  query CliChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int) {\n    changeHistory(filter: $filter, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n": types.CliChangeHistoryDocument,
    "\n  query ExportMenus {\n    exportMenus\n  }\n": types.ExportMenusDocument,
    "\n  fragment MenuImportCountsFields on ImportCounts {\n    inserted\n    updated\n    unchanged\n  }\n": types.MenuImportCountsFieldsFragmentDoc,
    "\n  mutation ImportMenus($document: JSON!) {\n    importMenus(document: $document) {\n      systemMenus {\n        ...MenuImportCountsFields\n      }\n      permissionProfiles {\n        ...MenuImportCountsFields\n      }\n    }\n  }\n": types.ImportMenusDocument,
    "\n  mutation CliExportPriceList($input: PriceListExportInput!) {\n    exportPriceList(input: $input) {\n      ...PriceListExport\n      content\n    }\n  }\n": types.CliExportPriceListDocument,
    "\n  query CliPurchaseGrid($selection: PurchaseSelectionInput!) {\n    purchaseGrid(selection: $selection) {\n      stores\n      products\n      rows {\n        storeId\n        sku\n        description\n        piecesPerPackage\n        packages\n        p10\n        p50\n        p90\n        minProduct\n        stock\n        price\n        total\n      }\n      totals {\n        ...PurchaseMoney\n      }\n    }\n  }\n": types.CliPurchaseGridDocument,
    "\n  mutation CliVerifyPurchaseOrder($order: PurchaseOrderInput!) {\n    verifyPurchaseOrder(order: $order) {\n      folio\n      erpCompanyId\n      lines {\n        sku\n      }\n      totals {\n        total\n      }\n    }\n  }\n": types.CliVerifyPurchaseOrderDocument,
    "\n  mutation CliSendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {\n    sendPurchaseOrder(folio: $folio, order: $order) {\n      folio\n      workflowId\n    }\n  }\n": types.CliSendPurchaseOrderDocument,
    "\n  mutation CliSendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {\n    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {\n      id\n      remoteCommandName\n      warehouseId\n      params\n      state\n      sentAt\n    }\n  }\n": types.CliSendRemoteCommandDocument,
    "\n  query CliRemoteCommandHistory($storeId: String, $limit: Int) {\n    remoteCommandHistory(storeId: $storeId, limit: $limit) {\n      ...RemoteControl\n    }\n  }\n": types.CliRemoteCommandHistoryDocument,
    "\n  mutation CliIssueStoreToken($storeId: String!, $label: String) {\n    issueStoreToken(storeId: $storeId, label: $label) {\n      warehouseId\n      token\n    }\n  }\n": types.CliIssueStoreTokenDocument,
    "\n  query Status {\n    systemStatus {\n      ...SystemStatus\n      backends {\n        modeCode\n        modeParams\n        detailCode\n        detailParams\n      }\n    }\n    workflowsOverview {\n      ...WorkflowsOverview\n    }\n  }\n": types.StatusDocument,
    "\n  query WorkflowRuns($workflowType: String, $status: String, $limit: Int) {\n    workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) {\n      workflowId\n      workflowType\n      status\n      startTime\n      closeTime\n    }\n  }\n": types.WorkflowRunsDocument,
    "\n  mutation CancelWorkflowRun($workflowId: ID!) {\n    cancelWorkflowRun(workflowId: $workflowId)\n  }\n": types.CancelWorkflowRunDocument,
    "\n  mutation CliStartXadisTransmission($from: String, $to: String) {\n    startXadisTransmission(from: $from, to: $to) {\n      id\n    }\n  }\n": types.CliStartXadisTransmissionDocument,
    "\n  query CliXadisTransmission($id: ID!) {\n    xadisTransmission(id: $id) {\n      ...XadisTransmission\n    }\n  }\n": types.CliXadisTransmissionDocument,
    "\n  query CliEmptyContainerScreen {\n    emptyContainerScreen {\n      day\n      state\n      erpTotal\n      readError\n      report {\n        boxTotal\n        closed\n        shippingDate\n      }\n    }\n  }\n": types.CliEmptyContainerScreenDocument,
    "\n  query CliEmptyContainerDay($day: String!) {\n    emptyContainerDay(day: $day) {\n      day\n      state\n      erpTotal\n      boxTotal\n      difference\n      status\n      shippingDate\n      emptyContainers {\n        sku\n        quantity\n      }\n    }\n  }\n": types.CliEmptyContainerDayDocument,
    "fragment ErpQueryStatus on ErpQueryStatus {\n  workflowId\n  status\n  state\n  polls\n  rows\n  rowCount\n  error\n}\n\nfragment WorkflowRunDetails on WorkflowRunDetails {\n  workflowId\n  runId\n  workflowType\n  status\n  startTime\n  closeTime\n  input\n  result\n  failure\n  pendingActivities {\n    activityType\n    attempt\n  }\n  pendingTimers {\n    fireAt\n  }\n  history {\n    eventId\n    time\n    type\n    attributes\n  }\n}\n\nfragment AuditMassDecisionResult on AuditMassDecisionResult {\n  decided\n  alreadyResolved\n  notFound\n  failed\n}\n\nfragment SystemStatus on SystemStatus {\n  ok\n  version\n  startedAt\n  backends {\n    name\n    mode\n    ok\n    detail\n  }\n}\n\nfragment WorkflowsOverview on WorkflowsOverview {\n  backend\n  workers\n  running\n  completed\n  failed\n  schedules\n}\n\nquery CustomersCsv($filter: CustomerFilterInput) {\n  customersCsv(filter: $filter)\n}\n\nmutation DecideAudits($input: AuditMassDecisionInput!) {\n  decideAudits(input: $input) {\n    ...AuditMassDecisionResult\n  }\n}\n\nquery WorkflowRun($workflowId: ID!) {\n  workflowRun(workflowId: $workflowId) {\n    ...WorkflowRunDetails\n  }\n}\n\nmutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {\n  startCustomerMassUpdate(input: $input) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nquery CustomerMassUpdate($workflowId: ID!) {\n  customerMassUpdate(workflowId: $workflowId) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nmutation StartForecastRun($input: ForecastRunInput!) {\n  startForecastRun(input: $input) {\n    runId\n    status\n    providerName\n  }\n}\n\nquery PurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {\n  purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {\n    step\n    failure\n  }\n}\n\nmutation ImportForecastFile($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {\n  importForecasts(\n    csv: $csv\n    fileName: $fileName\n    importId: $importId\n    part: $part\n    parts: $parts\n    firstLine: $firstLine\n  ) {\n    runId\n    rows\n    pairs\n    part\n    parts\n    importedRows\n  }\n}\n\nmutation StartHeadcount($calculationDate: String) {\n  startHeadcount(calculationDate: $calculationDate) {\n    workflowId\n    status\n  }\n}\n\nfragment CustomerMassUpdateRun on CustomerMassUpdateRun {\n  workflowId\n  status\n  state\n  total\n  processed\n  updated\n  skipped\n  notified\n}\n\nfragment XadisKindCounts on XadisKindCounts {\n  records\n  batches\n  batchesSent\n  validated\n  inserted\n  errors\n  failedBatches\n}\n\nfragment CustomerCounters on CustomerCounters {\n  active\n  inactive\n  incomplete\n  registered\n  auditable\n  authorization\n  total\n}\n\nfragment RemoteControl on RemoteControl {\n  id\n  remoteCommandName\n  warehouseId\n  params\n  state\n  statuses {\n    remoteControlStatusType\n    startDatetime\n    attendantId\n  }\n  sentBy\n  sentAt\n  response\n  timeZone\n}\n\nfragment HeadcountRun on HeadcountRun {\n  workflowId\n  status\n  calculationDate\n  total\n  processed\n}\n\nfragment PriceListExport on PriceListExport {\n  id\n  companyId\n  day\n  sessionId\n  offerFrom\n  offerTo\n  lineCount\n  customerCount\n  fileName\n  nextExportDay\n}\n\nfragment XadisTransmission on XadisTransmission {\n  id\n  from\n  to\n  status\n  state\n  message\n  emailSubject\n  sales {\n    ...XadisKindCounts\n  }\n  inventory {\n    ...XadisKindCounts\n  }\n  errorItems {\n    kind\n    sku\n    msg\n  }\n}\n\nfragment PurchaseMoney on PurchaseMoney {\n  subtotal\n  ieps\n  iva\n  total\n}\n\nfragment ChangeHistoryEntryFields on ChangeHistoryEntry {\n  id\n  at\n  actor {\n    kind\n    id\n    name\n    runId\n  }\n  area\n  recordType\n  recordId\n  operation\n  changes {\n    field\n    before\n    after\n  }\n}": types.ErpQueryStatusFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUserFields on StaffUser {\n    attendantId\n    userName\n    fullName\n    active\n    passwordChangeRequired\n    locked\n    position {\n      positionId\n      positionName\n    }\n  }\n"): typeof import('./graphql').StaffUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...StaffUserFields\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($userName: String!) {\n    updateUser(userName: $userName, input: { active: false }) {\n      ...StaffUserFields\n    }\n  }\n"): typeof import('./graphql').DisableUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($userName: String!, $password: String!) {\n    resetUserPassword(userName: $userName, temporaryPassword: $password) {\n      ...StaffUserFields\n    }\n  }\n"): typeof import('./graphql').ResetUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditableCustomers($filter: CustomerFilterInput, $page: Int) {\n    customers(filter: $filter, page: $page, pageSize: 0) {\n      total\n      rows {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').AuditableCustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingAudits($ids: [ID!]!) {\n    customerSelection(customerIds: $ids) {\n      pendingAuditIds\n    }\n  }\n"): typeof import('./graphql').PendingAuditsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportPostalCodes($rows: [PostalCodeInput!]!, $source: String) {\n    importPostalCodes(rows: $rows, source: $source) {\n      inserted\n      updated\n      total\n    }\n  }\n"): typeof import('./graphql').ImportPostalCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliCommissionStatements($organizationId: String!, $periodStart: String!, $periodEnd: String!, $state: String, $page: Int, $pageSize: Int) {\n    commissionStatements(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd, state: $state, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        employeeId\n        employeeName\n        state\n        total\n        reviewerName\n      }\n      summary {\n        state\n        count\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').CliCommissionStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliApproveCommissionStatements($input: CommissionStatementApprovalInput!) {\n    approveCommissionStatements(input: $input) {\n      approved\n      skipped\n    }\n  }\n"): typeof import('./graphql').CliApproveCommissionStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliExportCommissionStatements($input: CommissionStatementPeriodInput!) {\n    exportCommissionStatements(input: $input) {\n      exportId\n      statements\n      csv\n    }\n  }\n"): typeof import('./graphql').CliExportCommissionStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliCommissionStatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {\n    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {\n      statements\n      total\n      csv\n    }\n  }\n"): typeof import('./graphql').CliCommissionStatementExportPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerList($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {\n    customerCounters(filter: $filter) {\n      ...CustomerCounters\n    }\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      rows {\n        id\n        customerName\n        customerTypeName\n        preregistrationCode\n        sellBanned\n        blacklisted\n        zoneName\n        lastUpdate\n        classes\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCount($filter: CustomerFilterInput) {\n    customers(filter: $filter, pageSize: 5) {\n      total\n    }\n  }\n"): typeof import('./graphql').CustomerCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeedDemoData($reset: Boolean) {\n    seedDemoData(reset: $reset) {\n      seedVersion\n      reset\n      durationMs\n      collections\n    }\n  }\n"): typeof import('./graphql').SeedDemoDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartErpQuery($operation: JSON!) {\n    startErpQuery(operation: $operation) {\n      workflowId\n    }\n  }\n"): typeof import('./graphql').StartErpQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErpQueryStatus($workflowId: ID!) {\n    erpQuery(workflowId: $workflowId) {\n      ...ErpQueryStatus\n    }\n  }\n"): typeof import('./graphql').ErpQueryStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliForecastRunProgress($runId: String!) {\n    forecastRunProgress(runId: $runId) {\n      runId\n      status\n      state\n      storesDone\n      storesTotal\n      rows\n      failure\n    }\n  }\n"): typeof import('./graphql').CliForecastRunProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountRunCli($workflowId: ID!) {\n    headcountRun(workflowId: $workflowId) {\n      ...HeadcountRun\n      stores {\n        warehouseId\n        warehouseName\n        required\n        assigned\n        vacancies\n        extras\n        statusName\n      }\n    }\n  }\n"): typeof import('./graphql').HeadcountRunCliDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int) {\n    changeHistory(filter: $filter, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql').CliChangeHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMenus {\n    exportMenus\n  }\n"): typeof import('./graphql').ExportMenusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuImportCountsFields on ImportCounts {\n    inserted\n    updated\n    unchanged\n  }\n"): typeof import('./graphql').MenuImportCountsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportMenus($document: JSON!) {\n    importMenus(document: $document) {\n      systemMenus {\n        ...MenuImportCountsFields\n      }\n      permissionProfiles {\n        ...MenuImportCountsFields\n      }\n    }\n  }\n"): typeof import('./graphql').ImportMenusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliExportPriceList($input: PriceListExportInput!) {\n    exportPriceList(input: $input) {\n      ...PriceListExport\n      content\n    }\n  }\n"): typeof import('./graphql').CliExportPriceListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliPurchaseGrid($selection: PurchaseSelectionInput!) {\n    purchaseGrid(selection: $selection) {\n      stores\n      products\n      rows {\n        storeId\n        sku\n        description\n        piecesPerPackage\n        packages\n        p10\n        p50\n        p90\n        minProduct\n        stock\n        price\n        total\n      }\n      totals {\n        ...PurchaseMoney\n      }\n    }\n  }\n"): typeof import('./graphql').CliPurchaseGridDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliVerifyPurchaseOrder($order: PurchaseOrderInput!) {\n    verifyPurchaseOrder(order: $order) {\n      folio\n      erpCompanyId\n      lines {\n        sku\n      }\n      totals {\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').CliVerifyPurchaseOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {\n    sendPurchaseOrder(folio: $folio, order: $order) {\n      folio\n      workflowId\n    }\n  }\n"): typeof import('./graphql').CliSendPurchaseOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {\n    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {\n      id\n      remoteCommandName\n      warehouseId\n      params\n      state\n      sentAt\n    }\n  }\n"): typeof import('./graphql').CliSendRemoteCommandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliRemoteCommandHistory($storeId: String, $limit: Int) {\n    remoteCommandHistory(storeId: $storeId, limit: $limit) {\n      ...RemoteControl\n    }\n  }\n"): typeof import('./graphql').CliRemoteCommandHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliIssueStoreToken($storeId: String!, $label: String) {\n    issueStoreToken(storeId: $storeId, label: $label) {\n      warehouseId\n      token\n    }\n  }\n"): typeof import('./graphql').CliIssueStoreTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Status {\n    systemStatus {\n      ...SystemStatus\n      backends {\n        modeCode\n        modeParams\n        detailCode\n        detailParams\n      }\n    }\n    workflowsOverview {\n      ...WorkflowsOverview\n    }\n  }\n"): typeof import('./graphql').StatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowRuns($workflowType: String, $status: String, $limit: Int) {\n    workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) {\n      workflowId\n      workflowType\n      status\n      startTime\n      closeTime\n    }\n  }\n"): typeof import('./graphql').WorkflowRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWorkflowRun($workflowId: ID!) {\n    cancelWorkflowRun(workflowId: $workflowId)\n  }\n"): typeof import('./graphql').CancelWorkflowRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliStartXadisTransmission($from: String, $to: String) {\n    startXadisTransmission(from: $from, to: $to) {\n      id\n    }\n  }\n"): typeof import('./graphql').CliStartXadisTransmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliXadisTransmission($id: ID!) {\n    xadisTransmission(id: $id) {\n      ...XadisTransmission\n    }\n  }\n"): typeof import('./graphql').CliXadisTransmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliEmptyContainerScreen {\n    emptyContainerScreen {\n      day\n      state\n      erpTotal\n      readError\n      report {\n        boxTotal\n        closed\n        shippingDate\n      }\n    }\n  }\n"): typeof import('./graphql').CliEmptyContainerScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliEmptyContainerDay($day: String!) {\n    emptyContainerDay(day: $day) {\n      day\n      state\n      erpTotal\n      boxTotal\n      difference\n      status\n      shippingDate\n      emptyContainers {\n        sku\n        quantity\n      }\n    }\n  }\n"): typeof import('./graphql').CliEmptyContainerDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ErpQueryStatus on ErpQueryStatus {\n  workflowId\n  status\n  state\n  polls\n  rows\n  rowCount\n  error\n}\n\nfragment WorkflowRunDetails on WorkflowRunDetails {\n  workflowId\n  runId\n  workflowType\n  status\n  startTime\n  closeTime\n  input\n  result\n  failure\n  pendingActivities {\n    activityType\n    attempt\n  }\n  pendingTimers {\n    fireAt\n  }\n  history {\n    eventId\n    time\n    type\n    attributes\n  }\n}\n\nfragment AuditMassDecisionResult on AuditMassDecisionResult {\n  decided\n  alreadyResolved\n  notFound\n  failed\n}\n\nfragment SystemStatus on SystemStatus {\n  ok\n  version\n  startedAt\n  backends {\n    name\n    mode\n    ok\n    detail\n  }\n}\n\nfragment WorkflowsOverview on WorkflowsOverview {\n  backend\n  workers\n  running\n  completed\n  failed\n  schedules\n}\n\nquery CustomersCsv($filter: CustomerFilterInput) {\n  customersCsv(filter: $filter)\n}\n\nmutation DecideAudits($input: AuditMassDecisionInput!) {\n  decideAudits(input: $input) {\n    ...AuditMassDecisionResult\n  }\n}\n\nquery WorkflowRun($workflowId: ID!) {\n  workflowRun(workflowId: $workflowId) {\n    ...WorkflowRunDetails\n  }\n}\n\nmutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {\n  startCustomerMassUpdate(input: $input) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nquery CustomerMassUpdate($workflowId: ID!) {\n  customerMassUpdate(workflowId: $workflowId) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nmutation StartForecastRun($input: ForecastRunInput!) {\n  startForecastRun(input: $input) {\n    runId\n    status\n    providerName\n  }\n}\n\nquery PurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {\n  purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {\n    step\n    failure\n  }\n}\n\nmutation ImportForecastFile($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {\n  importForecasts(\n    csv: $csv\n    fileName: $fileName\n    importId: $importId\n    part: $part\n    parts: $parts\n    firstLine: $firstLine\n  ) {\n    runId\n    rows\n    pairs\n    part\n    parts\n    importedRows\n  }\n}\n\nmutation StartHeadcount($calculationDate: String) {\n  startHeadcount(calculationDate: $calculationDate) {\n    workflowId\n    status\n  }\n}\n\nfragment CustomerMassUpdateRun on CustomerMassUpdateRun {\n  workflowId\n  status\n  state\n  total\n  processed\n  updated\n  skipped\n  notified\n}\n\nfragment XadisKindCounts on XadisKindCounts {\n  records\n  batches\n  batchesSent\n  validated\n  inserted\n  errors\n  failedBatches\n}\n\nfragment CustomerCounters on CustomerCounters {\n  active\n  inactive\n  incomplete\n  registered\n  auditable\n  authorization\n  total\n}\n\nfragment RemoteControl on RemoteControl {\n  id\n  remoteCommandName\n  warehouseId\n  params\n  state\n  statuses {\n    remoteControlStatusType\n    startDatetime\n    attendantId\n  }\n  sentBy\n  sentAt\n  response\n  timeZone\n}\n\nfragment HeadcountRun on HeadcountRun {\n  workflowId\n  status\n  calculationDate\n  total\n  processed\n}\n\nfragment PriceListExport on PriceListExport {\n  id\n  companyId\n  day\n  sessionId\n  offerFrom\n  offerTo\n  lineCount\n  customerCount\n  fileName\n  nextExportDay\n}\n\nfragment XadisTransmission on XadisTransmission {\n  id\n  from\n  to\n  status\n  state\n  message\n  emailSubject\n  sales {\n    ...XadisKindCounts\n  }\n  inventory {\n    ...XadisKindCounts\n  }\n  errorItems {\n    kind\n    sku\n    msg\n  }\n}\n\nfragment PurchaseMoney on PurchaseMoney {\n  subtotal\n  ieps\n  iva\n  total\n}\n\nfragment ChangeHistoryEntryFields on ChangeHistoryEntry {\n  id\n  at\n  actor {\n    kind\n    id\n    name\n    runId\n  }\n  area\n  recordType\n  recordId\n  operation\n  changes {\n    field\n    before\n    after\n  }\n}"): typeof import('./graphql').ErpQueryStatusFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
