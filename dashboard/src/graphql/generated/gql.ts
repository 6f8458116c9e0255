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
    "\n  fragment SignInAttempts on SignInAttempts {\n    attemptsUsed\n    attemptsRemaining\n    maxAttempts\n    resetOffered\n    locked\n    lockedUntil\n  }\n": typeof types.SignInAttemptsFragmentDoc,
    "\n  fragment TotpSetup on TotpSetup {\n    secret\n    otpauthUri\n    qrCodeDataUrl\n  }\n": typeof types.TotpSetupFragmentDoc,
    "\n  fragment SignInChallenge on SignInChallenge {\n    name\n    userName\n    session\n    phoneRequired\n    totpSetup {\n      ...TotpSetup\n    }\n  }\n": typeof types.SignInChallengeFragmentDoc,
    "\n  fragment SignInAnswer on SignInResult {\n    status\n    user {\n      ...SignedInUser\n    }\n    challenge {\n      ...SignInChallenge\n    }\n    attempts {\n      ...SignInAttempts\n    }\n  }\n": typeof types.SignInAnswerFragmentDoc,
    "\n  fragment CodeDelivery on CodeDelivery {\n    destination\n    deliveryMedium\n  }\n": typeof types.CodeDeliveryFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {\n    answerMfaChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.AnswerMfaChallengeDocument,
    "\n  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {\n    answerMfaSetupChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.AnswerMfaSetupChallengeDocument,
    "\n  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {\n    completeNewPassword(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.CompleteNewPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...CodeDelivery\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {\n    confirmSignUp(input: $input)\n  }\n": typeof types.ConfirmSignUpDocument,
    "\n  mutation ResendSignUpCode($userName: String!) {\n    resendSignUpCode(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": typeof types.ResendSignUpCodeDocument,
    "\n  mutation ForgotPassword($userName: String!) {\n    forgotPassword(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {\n    forgotPasswordSubmit(input: $input)\n  }\n": typeof types.ForgotPasswordSubmitDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  fragment SignedInUser on Principal {\n    id\n    kind\n    userName\n    fullName\n    positionId\n    permissions\n  }\n": typeof types.SignedInUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SignedInUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation CreateSystemRole($input: CreateSystemRoleInput!) {\n    createSystemRole(input: $input) {\n      ...RoleOption\n      parentSystemRoleId\n      level\n    }\n  }\n": typeof types.CreateSystemRoleDocument,
    "\n  mutation CreateSystemMenu($input: CreateSystemMenuInput!) {\n    createSystemMenu(input: $input) {\n      systemMenuId\n    }\n  }\n": typeof types.CreateSystemMenuDocument,
    "\n  mutation UpdateSystemMenu($id: ID!, $input: UpdateSystemMenuInput!) {\n    updateSystemMenu(systemMenuId: $id, input: $input) {\n      systemMenuId\n      active\n    }\n  }\n": typeof types.UpdateSystemMenuDocument,
    "\n  mutation UpdatePositionRole($positionId: ID!, $systemRoleId: ID!) {\n    updatePositionRole(positionId: $positionId, systemRoleId: $systemRoleId) {\n      positionId\n      systemRoleId\n    }\n  }\n": typeof types.UpdatePositionRoleDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      userName\n      passwordChangeRequired\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($userName: String!, $input: UpdateUserInput!) {\n    updateUser(userName: $userName, input: $input) {\n      userName\n      active\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation UpdatePermissionProfile($input: PermissionProfileInput!) {\n    updatePermissionProfile(input: $input) {\n      positionId\n    }\n  }\n": typeof types.UpdatePermissionProfileDocument,
    "\n  mutation ResetUserPassword($userName: String!, $temporaryPassword: String!) {\n    resetUserPassword(userName: $userName, temporaryPassword: $temporaryPassword) {\n      userName\n      passwordChangeRequired\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  fragment RoleOption on SystemRole {\n    systemRoleId\n    systemRoleName\n  }\n": typeof types.RoleOptionFragmentDoc,
    "\n  fragment SystemRole on SystemRole {\n    ...RoleOption\n    parentSystemRoleId\n    level\n    positions {\n      positionId\n      positionName\n    }\n    menus {\n      systemMenuId\n      systemMenuName\n    }\n  }\n": typeof types.SystemRoleFragmentDoc,
    "\n  fragment MenuLabels on MenuLabels {\n    es\n    en\n  }\n": typeof types.MenuLabelsFragmentDoc,
    "\n  fragment SystemMenu on SystemMenu {\n    systemMenuId\n    systemMenuName\n    labels {\n      ...MenuLabels\n    }\n    menuType\n    path\n    component\n    icon\n    active\n    platformType\n    parentSystemMenuId\n    systemMenuRoleId\n    defaultScopes {\n      scopeName\n      active\n    }\n    order\n  }\n": typeof types.SystemMenuFragmentDoc,
    "\n  fragment PositionOption on StaffPosition {\n    positionId\n    positionName\n    labels {\n      ...MenuLabels\n    }\n  }\n": typeof types.PositionOptionFragmentDoc,
    "\n  fragment PermissionProfile on PermissionProfile {\n    menuAccess\n    permittedMenuIds\n    hiddenMenuIds\n    menuScopes {\n      systemMenuId\n      scopes\n    }\n    visibilityGroup\n    authenticatorRequired\n  }\n": typeof types.PermissionProfileFragmentDoc,
    "\n  fragment StaffPosition on StaffPosition {\n    ...PositionOption\n    parentPositionId\n    systemRoleId\n    systemRole {\n      systemRoleName\n    }\n    permissionProfile {\n      ...PermissionProfile\n    }\n  }\n": typeof types.StaffPositionFragmentDoc,
    "\n  fragment StaffUser on StaffUser {\n    attendantId\n    userName\n    fullName\n    active\n    position {\n      positionId\n      positionName\n    }\n    role {\n      systemRoleId\n      systemRoleName\n    }\n    warehouse {\n      warehouseId\n      warehouseName\n    }\n    organizationId\n    passwordChangeRequired\n    confirmed\n    totpEnabled\n    locked\n    profilePhotoThumbnailUrl\n  }\n": typeof types.StaffUserFragmentDoc,
    "\n  fragment StaffWarehouseOption on StaffWarehouseOption {\n    warehouseId\n    warehouseName\n    warehouseType\n  }\n": typeof types.StaffWarehouseOptionFragmentDoc,
    "\n  query SystemRoles {\n    systemRoles {\n      ...SystemRole\n    }\n  }\n": typeof types.SystemRolesDocument,
    "\n  query SystemMenus {\n    systemMenus {\n      ...SystemMenu\n    }\n  }\n": typeof types.SystemMenusDocument,
    "\n  query Positions {\n    positions {\n      ...StaffPosition\n    }\n  }\n": typeof types.PositionsDocument,
    "\n  query Users($search: String, $limit: Int!, $offset: Int!, $sort: UserSort, $direction: SortDirection) {\n    users(search: $search, limit: $limit, offset: $offset, sort: $sort, direction: $direction) {\n      total\n      items {\n        ...StaffUser\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query UserWarehouses {\n    userWarehouses {\n      ...StaffWarehouseOption\n    }\n  }\n": typeof types.UserWarehousesDocument,
    "\n  query UserPositionOptions {\n    positions {\n      ...PositionOption\n    }\n  }\n": typeof types.UserPositionOptionsDocument,
    "\n  query UserRoleOptions {\n    systemRoles {\n      ...RoleOption\n    }\n  }\n": typeof types.UserRoleOptionsDocument,
    "\n  fragment AuditDetail on AuditDetail {\n    id\n    customerRef\n    startAudit\n    endAudit\n    promoter\n    auditor\n    auditorName\n    blacklist\n    decision\n    ranking\n    riskFactor\n    lastUpdate\n    coincidences {\n      type\n      item\n      value\n      percent\n      id\n    }\n  }\n": typeof types.AuditDetailFragmentDoc,
    "\n  query Audit($id: ID!) {\n    audit(id: $id) {\n      ...AuditDetail\n    }\n  }\n": typeof types.AuditDocument,
    "\n  mutation DecideAudit($input: AuditDecisionInput!) {\n    decideAudit(input: $input) {\n      ...AuditDetail\n    }\n  }\n": typeof types.DecideAuditDocument,
    "\n  mutation ReopenCustomerAudit($customerId: ID!) {\n    reopenCustomerAudit(customerId: $customerId) {\n      workflowId\n      customerRef\n    }\n  }\n": typeof types.ReopenCustomerAuditDocument,
    "\n  fragment CashierInfoResult on CashierInfo {\n    complete\n    message\n    attendant {\n      attendantId\n      userName\n      fullName\n      active\n      positionName\n      organizationId\n    }\n    warehouse {\n      warehouseId\n      warehouseName\n    }\n    links {\n      warehouseId\n      previousWarehouseId\n      linkedBy\n      linkedAt\n    }\n  }\n": typeof types.CashierInfoResultFragmentDoc,
    "\n  query CashierInfo($userName: String!, $company: String!) {\n    cashierInfo(userName: $userName, company: $company) {\n      ...CashierInfoResult\n    }\n  }\n": typeof types.CashierInfoDocument,
    "\n  mutation LinkCashierToStore($input: CashierLinkInput!) {\n    linkCashierToStore(input: $input) {\n      ...CashierInfoResult\n    }\n  }\n": typeof types.LinkCashierToStoreDocument,
    "\n  query CommissionPermissions {\n    myPermissions {\n      positionId\n      pathPermissions {\n        id\n        name\n        read\n        write\n      }\n      organizations\n    }\n  }\n": typeof types.CommissionPermissionsDocument,
    "\n  query StatementPeriods($organizationId: String!) {\n    commissionStatementPeriods(organizationId: $organizationId) {\n      periodStart\n      periodEnd\n      statements\n      workflowId\n    }\n  }\n": typeof types.StatementPeriodsDocument,
    "\n  query StatementPage(\n    $organizationId: String!\n    $periodStart: String!\n    $periodEnd: String!\n    $state: String\n    $search: String\n    $page: Int\n    $pageSize: Int\n    $sort: CommissionStatementSort\n    $direction: SortDirection\n  ) {\n    commissionStatements(\n      organizationId: $organizationId\n      periodStart: $periodStart\n      periodEnd: $periodEnd\n      state: $state\n      search: $search\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        employeeId\n        employeeName\n        areaName\n        state\n        total\n        reviewerName\n        reviewLevel\n        adjustmentCount\n      }\n      summary {\n        state\n        count\n        total\n      }\n    }\n  }\n": typeof types.StatementPageDocument,
    "\n  query StatementDetail($id: ID!) {\n    commissionStatement(id: $id) {\n      id\n      organizationId\n      employeeId\n      employeeName\n      areaName\n      periodStart\n      periodEnd\n      state\n      total\n      commissionsTotal\n      adjustmentsTotal\n      reviewLevel\n      exportId\n      actions\n      reviewer {\n        kind\n        id\n        name\n      }\n      lines {\n        reportId\n        variableCommissionId\n        variableCommissionName\n        startDate\n        endDate\n        result\n        clawback\n        exceptionName\n        exceptionDetails\n        steps {\n          name\n          value\n        }\n      }\n      adjustments {\n        id\n        amount\n        reason\n        by\n        at\n        clawback\n        correctsPeriod\n      }\n      disputes {\n        id\n        comment\n        raisedBy\n        onBehalfOfEmployee\n        at\n        resolution\n        resolvedBy\n        resolvedAt\n        resolutionReason\n      }\n      events {\n        at\n        by\n        action\n        from\n        to\n        reason\n      }\n    }\n  }\n": typeof types.StatementDetailDocument,
    "\n  query StatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {\n    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {\n      statements\n      total\n      csv\n      rows {\n        id\n        employeeId\n        employeeName\n        total\n      }\n    }\n  }\n": typeof types.StatementExportPreviewDocument,
    "\n  mutation StartStatements($input: CommissionStatementPeriodInput!) {\n    startCommissionStatements(input: $input) {\n      periodStart\n      periodEnd\n      workflowId\n    }\n  }\n": typeof types.StartStatementsDocument,
    "\n  mutation ApproveStatements($input: CommissionStatementApprovalInput!) {\n    approveCommissionStatements(input: $input) {\n      approved\n      skipped\n    }\n  }\n": typeof types.ApproveStatementsDocument,
    "\n  mutation ExportStatements($input: CommissionStatementPeriodInput!) {\n    exportCommissionStatements(input: $input) {\n      exportId\n      statements\n      csv\n    }\n  }\n": typeof types.ExportStatementsDocument,
    "\n  mutation DisputeStatement($input: CommissionStatementDisputeInput!) {\n    disputeCommissionStatement(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.DisputeStatementDocument,
    "\n  mutation ResolveStatementDispute($input: CommissionStatementResolutionInput!) {\n    resolveCommissionStatementDispute(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.ResolveStatementDisputeDocument,
    "\n  mutation AdjustStatement($input: CommissionStatementAdjustmentInput!) {\n    adjustCommissionStatement(input: $input) {\n      statementId\n      carried\n    }\n  }\n": typeof types.AdjustStatementDocument,
    "\n  query StatementPdf($id: ID!) {\n    commissionStatementPdf(id: $id) {\n      fileName\n      content\n    }\n  }\n": typeof types.StatementPdfDocument,
    "\n  mutation EmailStatement($input: CommissionStatementEmailInput!) {\n    emailCommissionStatement(input: $input) {\n      to\n    }\n  }\n": typeof types.EmailStatementDocument,
    "\n  query StatementWhatIfInputs($id: ID!, $reportId: ID!) {\n    commissionStatementWhatIfInputs(id: $id, reportId: $reportId) {\n      kind\n      id\n      tag\n      name\n      value\n    }\n  }\n": typeof types.StatementWhatIfInputsDocument,
    "\n  query StatementWhatIf($input: CommissionStatementWhatIfChange!) {\n    commissionStatementWhatIf(input: $input) {\n      before\n      after\n      exceptionName\n      exceptionDetails\n      steps {\n        name\n        value\n        before\n      }\n    }\n  }\n": typeof types.StatementWhatIfDocument,
    "\n  query StatementSettings($organizationId: String!) {\n    commissionStatementSettings(organizationId: $organizationId) {\n      organizationId\n      reviewerAreaId\n      reviewerEmail\n      reminderDays\n      escalationDays\n    }\n  }\n": typeof types.StatementSettingsDocument,
    "\n  mutation SaveStatementSettings($input: CommissionStatementSettingsInput!) {\n    saveCommissionStatementSettings(input: $input) {\n      organizationId\n      reviewerAreaId\n      reviewerEmail\n      reminderDays\n      escalationDays\n    }\n  }\n": typeof types.SaveStatementSettingsDocument,
    "\n  query CustomerActivity($from: String!, $to: String!) {\n    customerActivity(from: $from, to: $to) {\n      day\n      registrations\n      audits\n      authorized\n      blacklisted\n      open\n    }\n  }\n": typeof types.CustomerActivityDocument,
    "\n  fragment CustomerRow on CustomerSummary {\n    id\n    customerId\n    customerName\n    customerTypeId\n    customerTypeName\n    address\n    preregistrationCode\n    sellBanned\n    blacklisted\n    blacklistAudit\n    taxpayer {\n      taxpayerName\n      identification\n    }\n    zoneName\n    lastUpdate\n    classes\n    phones {\n      phoneType\n      phone\n    }\n    emails\n    birthdate\n    fingerCount\n    registrationWarehouseId\n    enrollmentWarehouseId\n    openAuditCount\n  }\n": typeof types.CustomerRowFragmentDoc,
    "\n  fragment CustomerDetail on CustomerDetail {\n    ...CustomerRow\n    fingerTypes\n    legals {\n      legalType\n      datetime\n    }\n    audits {\n      ...AuditDetail\n    }\n    marketReleases {\n      warehouseId\n      marketReleaseDate\n      marketFinalDate\n    }\n    files {\n      fileType\n      url\n    }\n  }\n": typeof types.CustomerDetailFragmentDoc,
    "\n  fragment CustomerType on CustomerTypeRow {\n    id\n    customerTypeId\n    customerTypeName\n    defaultType\n    _version\n  }\n": typeof types.CustomerTypeFragmentDoc,
    "\n  query CustomerCounters($filter: CustomerFilterInput) {\n    customerCounters(filter: $filter) {\n      ...CustomerCounters\n    }\n  }\n": typeof types.CustomerCountersDocument,
    "\n  query Customers($filter: CustomerFilterInput, $page: Int, $pageSize: Int, $sort: CustomerSort, $direction: SortDirection) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      rows {\n        ...CustomerRow\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerDetail\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  query CustomerSelection($customerIds: [ID!], $filter: CustomerFilterInput) {\n    customerSelection(customerIds: $customerIds, filter: $filter) {\n      selected\n      pendingAudits\n      pendingAuditIds\n    }\n  }\n": typeof types.CustomerSelectionDocument,
    "\n  query CustomerTypes {\n    customerTypes {\n      ...CustomerType\n    }\n  }\n": typeof types.CustomerTypesDocument,
    "\n  query MarketStores {\n    marketStores {\n      warehouseId\n      warehouseName\n      zoneName\n    }\n  }\n": typeof types.MarketStoresDocument,
    "\n  query CustomerByPreregistrationCode($code: String!) {\n    customerByPreregistrationCode(code: $code) {\n      ...CustomerRow\n      fingerTypes\n    }\n  }\n": typeof types.CustomerByPreregistrationCodeDocument,
    "\n  mutation EnrollFingerprints($input: FingerprintEnrollmentInput!) {\n    enrollFingerprints(input: $input) {\n      id\n      fingerCount\n      fingerTypes\n    }\n  }\n": typeof types.EnrollFingerprintsDocument,
    "\n  mutation SetCustomerTypeDefault($customerTypeId: String!, $defaultType: Boolean!, $_version: Int) {\n    setCustomerTypeDefault(customerTypeId: $customerTypeId, defaultType: $defaultType, _version: $_version) {\n      ...CustomerType\n    }\n  }\n": typeof types.SetCustomerTypeDefaultDocument,
    "\n  mutation CreateCustomerType($input: CreateCustomerTypeInput!) {\n    createCustomerType(input: $input) {\n      ...CustomerType\n    }\n  }\n": typeof types.CreateCustomerTypeDocument,
    "\n  mutation RenameCustomerType($customerTypeId: String!, $customerTypeName: String!, $_version: Int) {\n    renameCustomerType(customerTypeId: $customerTypeId, customerTypeName: $customerTypeName, _version: $_version) {\n      ...CustomerType\n    }\n  }\n": typeof types.RenameCustomerTypeDocument,
    "\n  mutation StartErpQuery($operation: JSON!) {\n    startErpQuery(operation: $operation) {\n      workflowId\n    }\n  }\n": typeof types.StartErpQueryDocument,
    "\n  query ErpQuery($workflowId: ID!) {\n    erpQuery(workflowId: $workflowId) {\n      ...ErpQueryStatus\n    }\n  }\n": typeof types.ErpQueryDocument,
    "\n  query HeadcountSummary {\n    headcountSummary {\n      organizationId\n      organizationName\n      templatePositions\n      vacants\n      severity\n      vacantPositions {\n        positionName\n        count\n      }\n      storeIds\n      high\n      medium\n      low\n      notReady\n    }\n  }\n": typeof types.HeadcountSummaryDocument,
    "\n  query HeadcountReports(\n    $search: String\n    $statusName: String\n    $organizationId: String\n    $page: Int\n    $pageSize: Int\n    $sort: HeadcountReportSort\n    $direction: SortDirection\n  ) {\n    headcountReports(\n      search: $search\n      statusName: $statusName\n      organizationId: $organizationId\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      rows {\n        id\n        organizationName\n        warehouseId\n        warehouseName\n        zoneName\n        workTeamTemplateName\n        teamPositionsCount\n        teamAssignedCount\n        vacants\n        extras\n        statusName\n        sinceDate\n        calculationDate\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.HeadcountReportsDocument,
    "\n  query HeadcountHistory($reportId: ID!) {\n    headcountHistory(reportId: $reportId) {\n      id\n      calculationDate\n      sinceDate\n      vacantCounter\n      statusName\n      detail {\n        positionId\n        positionName\n        count\n        date\n      }\n      incidents {\n        incidentId\n        datetime\n        day\n        description\n      }\n      incidentObservationId\n      incidentPlanActionId\n    }\n    incidentObservations {\n      id\n      name\n      parentId\n      active\n    }\n    incidentPlanActions {\n      id\n      name\n      parentId\n      active\n    }\n  }\n": typeof types.HeadcountHistoryDocument,
    "\n  mutation EvaluateHeadcountLog($id: ID!, $incidentObservationId: String, $incidentPlanActionId: String) {\n    evaluateHeadcountLog(id: $id, incidentObservationId: $incidentObservationId, incidentPlanActionId: $incidentPlanActionId) {\n      id\n      incidentObservationId\n      incidentPlanActionId\n    }\n  }\n": typeof types.EvaluateHeadcountLogDocument,
    "\n  query HeadcountRunStatus($workflowId: ID!) {\n    headcountRun(workflowId: $workflowId) {\n      ...HeadcountRun\n    }\n  }\n": typeof types.HeadcountRunStatusDocument,
    "\n  query WorkTeamTemplates {\n    workTeamTemplates {\n      id\n      workTeamTemplate\n      active\n      minSalesAmount\n      maxSalesAmount\n      frecuencySales\n      periodSales\n      stores\n      _version\n      positions {\n        teamPositionId\n        positionId\n        positionName\n        quantity\n        required\n        observation\n      }\n      statuses {\n        statusName\n        vacantNumber\n        assignedDays\n      }\n    }\n  }\n": typeof types.WorkTeamTemplatesDocument,
    "\n  query TemplateOptions {\n    headcountPositions {\n      positionId\n      positionName\n      label\n    }\n    templateStores {\n      warehouseId\n      warehouseName\n      organizationId\n      organizationName\n      zoneName\n      workTeamTemplateId\n    }\n  }\n": typeof types.TemplateOptionsDocument,
    "\n  mutation CreateWorkTeamTemplate($input: WorkTeamTemplateInput!) {\n    createWorkTeamTemplate(input: $input) {\n      id\n      _version\n    }\n  }\n": typeof types.CreateWorkTeamTemplateDocument,
    "\n  mutation UpdateWorkTeamTemplate($id: ID!, $_version: Int!, $input: WorkTeamTemplateInput!) {\n    updateWorkTeamTemplate(id: $id, _version: $_version, input: $input) {\n      id\n      _version\n    }\n  }\n": typeof types.UpdateWorkTeamTemplateDocument,
    "\n  mutation SetWorkTeamTemplateActive($id: ID!, $active: Boolean!, $_version: Int!) {\n    setWorkTeamTemplateActive(id: $id, active: $active, _version: $_version) {\n      id\n      active\n      _version\n    }\n  }\n": typeof types.SetWorkTeamTemplateActiveDocument,
    "\n  mutation DeleteWorkTeamTemplate($id: ID!, $_version: Int!) {\n    deleteWorkTeamTemplate(id: $id, _version: $_version) {\n      id\n    }\n  }\n": typeof types.DeleteWorkTeamTemplateDocument,
    "\n  mutation SaveTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID, $input: TeamPositionInput!) {\n    saveTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId, input: $input) {\n      id\n      _version\n    }\n  }\n": typeof types.SaveTeamPositionDocument,
    "\n  mutation DeleteTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID!) {\n    deleteTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId) {\n      id\n      _version\n    }\n  }\n": typeof types.DeleteTeamPositionDocument,
    "\n  mutation SaveHeadcountRules($id: ID!, $_version: Int!, $rules: [HeadcountStatusRuleInput!]!) {\n    saveHeadcountRules(id: $id, _version: $_version, rules: $rules) {\n      id\n      _version\n    }\n  }\n": typeof types.SaveHeadcountRulesDocument,
    "\n  mutation AssignWorkTeamTemplate($id: ID!, $warehouseIds: [String!]!) {\n    assignWorkTeamTemplate(id: $id, warehouseIds: $warehouseIds)\n  }\n": typeof types.AssignWorkTeamTemplateDocument,
    "\n  query HeadcountChoices {\n    incidentObservations {\n      id\n      name\n      parentId\n      active\n      _version\n    }\n    incidentPlanActions {\n      id\n      name\n      parentId\n      active\n      _version\n    }\n  }\n": typeof types.HeadcountChoicesDocument,
    "\n  mutation SaveHeadcountChoice($kind: String!, $id: ID, $_version: Int, $input: HeadcountChoiceInput!) {\n    saveHeadcountChoice(kind: $kind, id: $id, _version: $_version, input: $input) {\n      id\n      _version\n    }\n  }\n": typeof types.SaveHeadcountChoiceDocument,
    "\n  mutation SetHeadcountChoiceActive($kind: String!, $id: ID!, $_version: Int!, $active: Boolean!) {\n    setHeadcountChoiceActive(kind: $kind, id: $id, _version: $_version, active: $active) {\n      id\n      active\n      _version\n    }\n  }\n": typeof types.SetHeadcountChoiceActiveDocument,
    "\n  query RecordHistory($recordType: String!, $recordId: String!, $page: Int, $pageSize: Int) {\n    recordHistory(recordType: $recordType, recordId: $recordId, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n": typeof types.RecordHistoryDocument,
    "\n  query ChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int, $sort: ChangeHistorySort, $direction: SortDirection) {\n    changeHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n": typeof types.ChangeHistoryDocument,
    "\n  query ChangeHistoryAreas {\n    changeHistoryAreas\n  }\n": typeof types.ChangeHistoryAreasDocument,
    "\n  mutation CreateEmailSuscription($input: CreateEmailSuscriptionInput!) {\n    createEmailSuscription(input: $input) {\n      email\n      active\n      origin\n    }\n  }\n": typeof types.CreateEmailSuscriptionDocument,
    "\n  query LandingPage {\n    landingPage {\n      countdownTarget\n    }\n  }\n": typeof types.LandingPageDocument,
    "\n  fragment PosLicenseRow on PosLicense {\n    id\n    licenseId\n    warehouseId\n    warehouseName\n    organizationId\n    registerNumber\n    maskedKey\n    issuedAt\n    expiresAt\n    status\n    daysLeft\n    revokedAt\n    revokedBy\n    revokeReason\n    renewals {\n      renewedBy\n      renewedAt\n      months\n      previousExpiresAt\n      newExpiresAt\n      note\n    }\n    _version\n  }\n": typeof types.PosLicenseRowFragmentDoc,
    "\n  query PosLicensePage(\n    $organizationId: String\n    $status: String\n    $search: String\n    $page: Int\n    $pageSize: Int\n    $sort: PosLicenseSort\n    $direction: SortDirection\n  ) {\n    posLicensePage(organizationId: $organizationId, status: $status, search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...PosLicenseRow\n      }\n      counts {\n        active\n        expiring\n        expired\n        revoked\n      }\n    }\n  }\n": typeof types.PosLicensePageDocument,
    "\n  mutation RenewPosLicense($input: RenewPosLicenseInput!) {\n    renewPosLicense(input: $input) {\n      ...PosLicenseRow\n    }\n  }\n": typeof types.RenewPosLicenseDocument,
    "\n  mutation RevokePosLicense($input: RevokePosLicenseInput!) {\n    revokePosLicense(input: $input) {\n      ...PosLicenseRow\n    }\n  }\n": typeof types.RevokePosLicenseDocument,
    "\n  fragment MailMessageSummary on MailMessageSummary {\n    id\n    subject\n    from\n    to\n    size\n    attachmentCount\n    receivedAt\n  }\n": typeof types.MailMessageSummaryFragmentDoc,
    "\n  fragment MailMessage on MailMessage {\n    id\n    subject\n    from\n    to\n    cc\n    html\n    text\n    receivedAt\n    attachments {\n      index\n      filename\n      contentType\n      size\n    }\n  }\n": typeof types.MailMessageFragmentDoc,
    "\n  fragment SmsMessage on SmsMessage {\n    id\n    phone\n    message\n    status\n    provider\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n": typeof types.SmsMessageFragmentDoc,
    "\n  query MailMessages($search: String, $page: Int, $pageSize: Int, $sort: MailSort, $direction: SortDirection) {\n    mailMessagePage(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...MailMessageSummary\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.MailMessagesDocument,
    "\n  query MailMessage($id: ID!) {\n    mailMessage(id: $id) {\n      ...MailMessage\n    }\n  }\n": typeof types.MailMessageDocument,
    "\n  query SmsMessages($search: String, $status: String, $page: Int, $pageSize: Int, $sort: SmsSort, $direction: SortDirection) {\n    smsMessagePage(search: $search, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...SmsMessage\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.SmsMessagesDocument,
    "\n  mutation StartPriceListQuery($table: String!, $companyId: Int!, $search: String) {\n    startPriceListQuery(table: $table, companyId: $companyId, search: $search) {\n      workflowId\n    }\n  }\n": typeof types.StartPriceListQueryDocument,
    "\n  mutation ExportPriceList($input: PriceListExportInput!) {\n    exportPriceList(input: $input) {\n      id\n      day\n      lineCount\n      customerCount\n      fileName\n      downloadUrl\n      nextExportDay\n    }\n  }\n": typeof types.ExportPriceListDocument,
    "\n  query PriceListCompanies {\n    priceListCompanies {\n      organizationId\n      organizationName\n      erpCompanyId\n      exportedToday\n      nextExportDay\n    }\n  }\n": typeof types.PriceListCompaniesDocument,
    "\n  query PriceListQuery($workflowId: ID!) {\n    priceListQuery(workflowId: $workflowId) {\n      workflowId\n      status\n      state\n      rows\n      rowCount\n      error\n    }\n  }\n": typeof types.PriceListQueryDocument,
    "\n  query PriceListExports($companyId: Int) {\n    priceListExports(companyId: $companyId) {\n      ...PriceListExport\n      downloadUrl\n      exportedBy\n      exportedAt\n    }\n  }\n": typeof types.PriceListExportsDocument,
    "\n  fragment CatalogueProductFields on CatalogueProduct {\n    id\n    productId\n    productName\n    sku\n    barcodes\n    brandName\n    categoryName\n    saleUnitName\n    currentSellPrice\n    taxes {\n      name\n      rate\n    }\n    quantityPerBox\n    organizationId\n    organizationName\n    sellable\n    purchable\n    imageUrl\n    thumbnailUrl\n    _version\n  }\n": typeof types.CatalogueProductFieldsFragmentDoc,
    "\n  query CatalogueProducts($search: String, $page: Int, $pageSize: Int, $sort: ProductSort, $direction: SortDirection) {\n    catalogueProducts(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...CatalogueProductFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.CatalogueProductsDocument,
    "\n  mutation UpdateProfile($attendantId: ID!, $input: ProfileUpdateInput!) {\n    updateProfile(attendantId: $attendantId, input: $input) {\n      ...Profile\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetUpTotp {\n    setUpTotp {\n      ...TotpSetup\n    }\n  }\n": typeof types.SetUpTotpDocument,
    "\n  mutation VerifyTotpSetup($code: String!) {\n    verifyTotpSetup(code: $code)\n  }\n": typeof types.VerifyTotpSetupDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  fragment Profile on Profile {\n    attendantId\n    userName\n    fullName\n    nickname\n    position {\n      positionId\n      positionName\n    }\n    role {\n      systemRoleName\n    }\n    warehouse {\n      warehouseName\n    }\n    phones {\n      phoneType\n      phone\n      display\n    }\n    emails {\n      emailType\n      email\n    }\n    profilePhoto\n    profilePhotoUrl\n    hasPin\n    totpEnabled\n    color\n  }\n": typeof types.ProfileFragmentDoc,
    "\n  query Profile($attendantId: ID!) {\n    profile(attendantId: $attendantId) {\n      ...Profile\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query ForecastRunPage($kind: String, $status: String, $page: Int, $pageSize: Int, $sort: ForecastRunSort, $direction: SortDirection) {\n    forecastRunPage(kind: $kind, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...ForecastRunFields\n      }\n    }\n  }\n": typeof types.ForecastRunPageDocument,
    "\n  fragment ForecastRunFields on ForecastRun {\n    runId\n    kind\n    organizationId\n    providerId\n    providerName\n    storeIds\n    start\n    horizonDays\n    fileName\n    status\n    done\n    total\n    rows\n    createdBy\n    createdAt\n    finishedAt\n    failure\n  }\n": typeof types.ForecastRunFieldsFragmentDoc,
    "\n  query ForecastRunProgress($runId: String!) {\n    forecastRunProgress(runId: $runId) {\n      runId\n      status\n      state\n      storesDone\n      storesTotal\n      rows\n      failure\n    }\n  }\n": typeof types.ForecastRunProgressDocument,
    "\n  query ForecastOptions($companyId: String) {\n    forecastOptions(companyId: $companyId) {\n      companies {\n        organizationId\n        organizationName\n      }\n      stores {\n        warehouseId\n        warehouseName\n      }\n      providers {\n        providerId\n        providerName\n      }\n    }\n  }\n": typeof types.ForecastOptionsDocument,
    "\n  query ForecastAccuracy($input: ForecastAccuracyInput!) {\n    forecastAccuracy(input: $input) {\n      from\n      to\n      stores\n      overall {\n        observations\n        coverage\n        pinballLoss\n        meanActual\n        below\n        above\n        calibration\n      }\n      items {\n        sku\n        description\n        observations\n        coverage\n        pinballLoss\n        meanActual\n        below\n        above\n        calibration\n      }\n      weeks {\n        from\n        observations\n        p10\n        p50\n        p90\n        actual\n        coverage\n      }\n    }\n  }\n": typeof types.ForecastAccuracyDocument,
    "\n  mutation CancelForecastRun($runId: String!) {\n    cancelForecastRun(runId: $runId) {\n      runId\n      status\n    }\n  }\n": typeof types.CancelForecastRunDocument,
    "\n  query PurchasingOptions($companyId: String) {\n    purchasingOptions(companyId: $companyId) {\n      companies {\n        organizationId\n        organizationName\n        erpCompanyId\n      }\n      zones {\n        zoneId\n        zoneName\n      }\n      stores {\n        warehouseId\n        warehouseName\n        zoneId\n      }\n      providers {\n        providerId\n        providerName\n        email\n      }\n      distributionCentreId\n    }\n  }\n": typeof types.PurchasingOptionsDocument,
    "\n  query PurchaseGrid($selection: PurchaseSelectionInput!, $offset: Int!, $limit: Int!) {\n    purchaseGrid(selection: $selection, offset: $offset, limit: $limit) {\n      rowCount\n      offset\n      stores\n      products\n      forecastFrom\n      forecastToExclusive\n      rows {\n        sku\n        description\n        saleUnit\n        storeId\n        storeName\n        piecesPerPackage\n        packages\n        p10\n        p50\n        p90\n        minProduct\n        maxProduct\n        stock\n        price\n        ivaRate\n        iepsRate\n        ivaDev\n        subtotal\n        ieps\n        iva\n        total\n        sales {\n          year\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.PurchaseGridDocument,
    "\n  query PurchaseGridTotals($selection: PurchaseSelectionInput!) {\n    purchaseGrid(selection: $selection, offset: 0, limit: 1) {\n      rowCount\n      totals {\n        ...PurchaseMoney\n      }\n    }\n  }\n": typeof types.PurchaseGridTotalsDocument,
    "\n  query ForecastChart($storeId: String!, $sku: String!, $from: String!, $to: String!) {\n    forecastChart(storeId: $storeId, sku: $sku, from: $from, to: $to) {\n      date\n      sales\n      salesYearBefore\n      p10\n      p50\n      p90\n    }\n  }\n": typeof types.ForecastChartDocument,
    "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    folio\n    erpCompanyId\n    organizationName\n    providerName\n    providerEmail\n    buyerName\n    consolidated\n    distributionCentre\n    from\n    to\n    status\n    stores {\n      storeId\n      storeName\n      subtotal\n      ieps\n      iva\n      total\n    }\n    lineCount\n    totals {\n      ...PurchaseMoney\n    }\n    pdfs {\n      fileName\n      url\n    }\n    emailedAt\n    emailRecipients\n    erpInsertedAt\n    erpOrders\n    erpLines\n    failure\n    createdAt\n    workflowId\n  }\n": typeof types.PurchaseOrderFieldsFragmentDoc,
    "\n  fragment PurchaseOrderLineFields on PurchaseOrderLine {\n    storeId\n    sku\n    description\n    saleUnit\n    packages\n    piecesPerPackage\n    price\n    subtotal\n    ieps\n    iva\n    total\n  }\n": typeof types.PurchaseOrderLineFieldsFragmentDoc,
    "\n  query PurchaseOrder($erpCompanyId: Int!, $folio: Int!) {\n    purchaseOrder(erpCompanyId: $erpCompanyId, folio: $folio) {\n      ...PurchaseOrderFields\n      lines {\n        ...PurchaseOrderLineFields\n      }\n    }\n  }\n": typeof types.PurchaseOrderDocument,
    "\n  query PurchaseOrderPage(\n    $status: String\n    $provider: String\n    $storeId: String\n    $page: Int\n    $pageSize: Int\n    $sort: PurchaseOrderSort\n    $direction: SortDirection\n  ) {\n    purchaseOrderPage(status: $status, provider: $provider, storeId: $storeId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...PurchaseOrderFields\n      }\n      total\n    }\n  }\n": typeof types.PurchaseOrderPageDocument,
    "\n  mutation VerifyPurchaseOrder($order: PurchaseOrderInput!) {\n    verifyPurchaseOrder(order: $order) {\n      ...PurchaseOrderFields\n      lines {\n        ...PurchaseOrderLineFields\n      }\n    }\n  }\n": typeof types.VerifyPurchaseOrderDocument,
    "\n  mutation SendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {\n    sendPurchaseOrder(folio: $folio, order: $order) {\n      ...PurchaseOrderFields\n    }\n  }\n": typeof types.SendPurchaseOrderDocument,
    "\n  fragment NearbyStore on NearbyStore {\n    warehouseId\n    warehouseName\n    address\n    coordinates\n    distanceKm\n  }\n": typeof types.NearbyStoreFragmentDoc,
    "\n  fragment CustomerRegistration on CustomerRegistration {\n    id\n    customerName\n    preregistrationCode\n    barcodeUrl\n    barcodeDataUrl\n    storeName\n    emails\n    mobilePhones\n  }\n": typeof types.CustomerRegistrationFragmentDoc,
    "\n  query PostalCodes($postalCode: String!) {\n    postalCodes(postalCode: $postalCode) {\n      c_cp\n      d_asenta\n      d_estado\n      d_mnpio\n    }\n  }\n": typeof types.PostalCodesDocument,
    "\n  query NearestStores($lat: Float, $lng: Float, $limit: Int) {\n    nearestStores(lat: $lat, lng: $lng, limit: $limit) {\n      ...NearbyStore\n    }\n  }\n": typeof types.NearestStoresDocument,
    "\n  query CustomerContactTaken($phone: String, $email: String) {\n    customerContactTaken(phone: $phone, email: $email)\n  }\n": typeof types.CustomerContactTakenDocument,
    "\n  mutation CreateCustomer($input: CustomerRegistrationInput!) {\n    createCustomer(input: $input) {\n      ...CustomerRegistration\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation CreateRemoteCommand($input: RemoteCommandInput!) {\n    createRemoteCommand(input: $input) {\n      id\n      remoteCommandName\n      _version\n    }\n  }\n": typeof types.CreateRemoteCommandDocument,
    "\n  mutation UpdateRemoteCommand($input: RemoteCommandUpdateInput!) {\n    updateRemoteCommand(input: $input) {\n      id\n      remoteCommandName\n      _version\n    }\n  }\n": typeof types.UpdateRemoteCommandDocument,
    "\n  mutation SendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {\n    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {\n      id\n      state\n    }\n  }\n": typeof types.SendRemoteCommandDocument,
    "\n  query RemoteCommands {\n    remoteCommands {\n      id\n      remoteCommandName\n      remoteCommandDescription\n      command\n      enable\n      target\n      _version\n    }\n  }\n": typeof types.RemoteCommandsDocument,
    "\n  query RemoteCommandCompanies {\n    remoteCommandCompanies {\n      organizationId\n      organizationName\n      stores {\n        warehouseId\n        warehouseName\n        timeZone\n      }\n    }\n  }\n": typeof types.RemoteCommandCompaniesDocument,
    "\n  query RemoteCommandCustomers($storeId: String!, $after: String, $limit: Int) {\n    remoteCommandCustomers(storeId: $storeId, after: $after, limit: $limit) {\n      items {\n        id\n        customerId\n        customerName\n        customerTypeId\n      }\n      nextToken\n    }\n  }\n": typeof types.RemoteCommandCustomersDocument,
    "\n  query RemoteCommandKits($storeId: String!) {\n    remoteCommandKits(storeId: $storeId) {\n      productKitId\n      productKitName\n      shortName\n      currentSellPrice\n      marketFinalDate\n      limitPerSale\n      expired\n    }\n  }\n": typeof types.RemoteCommandKitsDocument,
    "\n  query RemoteCommandHistoryPage(\n    $storeId: String\n    $state: String\n    $commandName: String\n    $page: Int\n    $pageSize: Int\n    $sort: RemoteControlSort\n    $direction: SortDirection\n  ) {\n    remoteCommandHistoryPage(\n      storeId: $storeId\n      state: $state\n      commandName: $commandName\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      rows {\n        ...RemoteControl\n        takenBy\n      }\n      total\n    }\n  }\n": typeof types.RemoteCommandHistoryPageDocument,
    "\n  fragment MenuEntry on MenuEntry {\n    systemMenuId\n    systemMenuName\n    labels {\n      ...MenuLabels\n    }\n    path\n    component\n    icon\n    scopes\n  }\n": typeof types.MenuEntryFragmentDoc,
    "\n  query MyMenus {\n    myMenus {\n      profile {\n        ...MenuEntry\n      }\n      system {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n        }\n      }\n      navigation {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n        }\n      }\n    }\n  }\n": typeof types.MyMenusDocument,
    "\n  fragment StoreConfigRowFields on StoreConfigRow {\n    id\n    warehouseId\n    warehouseName\n    warehouseType\n    organizationId\n    organizationName\n    zoneId\n    zoneName\n    workTeamTemplateId\n    hasErpConfig\n    active\n    pinpads {\n      hostnameId\n      affiliation\n      currency\n      terminal\n      port\n      socketUrl\n      amex\n      contactless\n      hasSecretKey\n    }\n    _version\n  }\n": typeof types.StoreConfigRowFieldsFragmentDoc,
    "\n  query StoreConfigScreen {\n    storeZones {\n      zoneId\n      zoneName\n    }\n    workTeamTemplates {\n      id\n      workTeamTemplate\n      active\n      deleted\n    }\n  }\n": typeof types.StoreConfigScreenDocument,
    "\n  query StoreConfigPage($search: String, $zoneId: String, $page: Int, $pageSize: Int, $sort: StoreSort, $direction: SortDirection) {\n    storeConfigPage(search: $search, zoneId: $zoneId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...StoreConfigRowFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.StoreConfigPageDocument,
    "\n  query StorePinpads {\n    storeConfigs {\n      ...StoreConfigRowFields\n    }\n  }\n": typeof types.StorePinpadsDocument,
    "\n  query StoreSettingsForm($warehouseId: String!) {\n    storeSettings(warehouseId: $warehouseId) {\n      warehouseId\n      warehouseName\n      _version\n      form\n    }\n  }\n": typeof types.StoreSettingsFormDocument,
    "\n  mutation UpdateStoreConfig($warehouseId: String!, $_version: Int!, $zoneId: String, $workTeamTemplateId: String, $clearTemplate: Boolean) {\n    updateStoreConfig(warehouseId: $warehouseId, _version: $_version, zoneId: $zoneId, workTeamTemplateId: $workTeamTemplateId, clearTemplate: $clearTemplate) {\n      ...StoreConfigRowFields\n    }\n  }\n": typeof types.UpdateStoreConfigDocument,
    "\n  mutation SaveStoreSettings($warehouseId: String!, $_version: Int!, $form: JSON!) {\n    saveStoreSettings(warehouseId: $warehouseId, _version: $_version, form: $form) {\n      warehouseId\n      warehouseName\n      _version\n      form\n    }\n  }\n": typeof types.SaveStoreSettingsDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      ...SystemStatus\n      collections {\n        name\n        collection\n        documents\n        sizeBytes\n        setting\n        retentionSeconds\n      }\n      heap {\n        usedBytes\n        limitBytes\n        percent\n        level\n      }\n    }\n  }\n": typeof types.SystemStatusDocument,
    "\n  mutation CancelWorkflowRun($workflowId: ID!) {\n    cancelWorkflowRun(workflowId: $workflowId)\n  }\n": typeof types.CancelWorkflowRunDocument,
    "\n  fragment WorkflowRun on WorkflowRun {\n    workflowId\n    runId\n    workflowType\n    status\n    startTime\n    closeTime\n  }\n": typeof types.WorkflowRunFragmentDoc,
    "\n  fragment WorkflowSchedule on WorkflowSchedule {\n    scheduleId\n    workflowType\n    spec\n    overlap\n    nextActionAt\n    recentActions\n  }\n": typeof types.WorkflowScheduleFragmentDoc,
    "\n  query WorkflowRunPage($workflowType: String, $status: String, $page: Int, $pageSize: Int, $sort: WorkflowRunSort, $direction: SortDirection) {\n    workflowRunPage(workflowType: $workflowType, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...WorkflowRun\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.WorkflowRunPageDocument,
    "\n  query WorkflowSchedules {\n    workflowSchedules {\n      ...WorkflowSchedule\n    }\n  }\n": typeof types.WorkflowSchedulesDocument,
    "\n  query WorkflowsOverview {\n    workflowsOverview {\n      ...WorkflowsOverview\n    }\n  }\n": typeof types.WorkflowsOverviewDocument,
    "\n  fragment WorkplanRow on Workplan {\n    id\n    workplanName\n    description\n    sectionCount\n    _version\n    updatedAt\n    updatedBy\n  }\n": typeof types.WorkplanRowFragmentDoc,
    "\n  fragment WorkplanSectionRow on WorkplanSection {\n    id\n    sectionName\n    description\n    workplanSectionWorkplanId\n    activityCount\n    _version\n    updatedAt\n  }\n": typeof types.WorkplanSectionRowFragmentDoc,
    "\n  fragment WorkplanActivityRow on WorkplanActivity {\n    id\n    activityName\n    description\n    marketReleaseDate\n    marketFinalDate\n    temporality {\n      cron\n      frecuency\n      frecuencyType\n    }\n    score\n    workplanSectionId\n    _version\n    updatedAt\n    updatedBy\n  }\n": typeof types.WorkplanActivityRowFragmentDoc,
    "\n  query Workplans {\n    workplans {\n      ...WorkplanRow\n    }\n  }\n": typeof types.WorkplansDocument,
    "\n  query WorkplanSections($workplanId: ID!) {\n    workplanSections(workplanId: $workplanId) {\n      ...WorkplanSectionRow\n    }\n  }\n": typeof types.WorkplanSectionsDocument,
    "\n  query WorkplanActivities($sectionId: ID!) {\n    workplanActivities(sectionId: $sectionId) {\n      ...WorkplanActivityRow\n    }\n  }\n": typeof types.WorkplanActivitiesDocument,
    "\n  mutation CreateWorkplan($input: CreateWorkplanInput!) {\n    createWorkplan(input: $input) {\n      ...WorkplanRow\n    }\n  }\n": typeof types.CreateWorkplanDocument,
    "\n  mutation UpdateWorkplan($input: UpdateWorkplanInput!) {\n    updateWorkplan(input: $input) {\n      ...WorkplanRow\n    }\n  }\n": typeof types.UpdateWorkplanDocument,
    "\n  mutation CreateWorkplanSection($input: CreateWorkplanSectionInput!) {\n    createWorkplanSection(input: $input) {\n      ...WorkplanSectionRow\n    }\n  }\n": typeof types.CreateWorkplanSectionDocument,
    "\n  mutation UpdateWorkplanSection($input: UpdateWorkplanSectionInput!) {\n    updateWorkplanSection(input: $input) {\n      ...WorkplanSectionRow\n    }\n  }\n": typeof types.UpdateWorkplanSectionDocument,
    "\n  mutation CreateWorkplanActivity($input: CreateWorkplanActivityInput!) {\n    createWorkplanActivity(input: $input) {\n      ...WorkplanActivityRow\n    }\n  }\n": typeof types.CreateWorkplanActivityDocument,
    "\n  mutation UpdateWorkplanActivity($input: UpdateWorkplanActivityInput!) {\n    updateWorkplanActivity(input: $input) {\n      ...WorkplanActivityRow\n    }\n  }\n": typeof types.UpdateWorkplanActivityDocument,
    "\n  mutation DeleteWorkplanActivity($id: ID!, $_version: Int!) {\n    deleteWorkplanActivity(id: $id, _version: $_version) {\n      id\n    }\n  }\n": typeof types.DeleteWorkplanActivityDocument,
    "\n  fragment EmptyContainerScreenFields on EmptyContainerScreen {\n    windowStart\n    windowEnd\n    day\n    captureDate\n    state\n    erpTotal\n    readError\n    erpRows {\n      articleKey\n      articleName\n      familyKey\n      stock\n    }\n    products {\n      sku\n      sap\n      description\n      stockType\n    }\n    report {\n      id\n      version\n      startDate\n      endDate\n      shippingDate\n      boxTotal\n      erpTotal\n      state\n      closed\n      emptyContainers {\n        sku\n        sap\n        stockType\n        quantity\n      }\n    }\n  }\n": typeof types.EmptyContainerScreenFieldsFragmentDoc,
    "\n  query EmptyContainerScreen {\n    emptyContainerScreen {\n      ...EmptyContainerScreenFields\n    }\n  }\n": typeof types.EmptyContainerScreenDocument,
    "\n  mutation SaveEmptyContainerReport($input: EmptyContainerReportInput!) {\n    saveEmptyContainerReport(input: $input) {\n      ...EmptyContainerScreenFields\n    }\n  }\n": typeof types.SaveEmptyContainerReportDocument,
    "\n  query EmptyContainerHistory($from: String!, $to: String!) {\n    emptyContainerHistory(from: $from, to: $to) {\n      day\n      sku\n      sap\n      stockType\n      quantity\n      shippingDate\n      erpTotal\n    }\n  }\n": typeof types.EmptyContainerHistoryDocument,
    "\n  fragment XadisTransmissionFields on XadisTransmission {\n    ...XadisTransmission\n    requestedBy\n    scheduled\n    emailRecipients\n    emailSentAt\n    startedAt\n    endedAt\n  }\n": typeof types.XadisTransmissionFieldsFragmentDoc,
    "\n  query XadisTransmissionPage($status: String, $requestedBy: String, $page: Int, $pageSize: Int, $sort: XadisTransmissionSort, $direction: SortDirection) {\n    xadisTransmissionPage(status: $status, requestedBy: $requestedBy, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...XadisTransmissionFields\n      }\n      running {\n        ...XadisTransmissionFields\n      }\n    }\n  }\n": typeof types.XadisTransmissionPageDocument,
    "\n  mutation StartXadisTransmission($from: String, $to: String) {\n    startXadisTransmission(from: $from, to: $to) {\n      ...XadisTransmissionFields\n    }\n  }\n": typeof types.StartXadisTransmissionDocument,
    "\n  mutation CancelXadisTransmission($id: ID!) {\n    cancelXadisTransmission(id: $id) {\n      ...XadisTransmissionFields\n    }\n  }\n": typeof types.CancelXadisTransmissionDocument,
    "\n  fragment XadisSettingsFields on XadisSettings {\n    summaryRecipients\n    internalRecipients\n    reminderRecipients\n    dailyTransmission\n    warehouseCode\n  }\n": typeof types.XadisSettingsFieldsFragmentDoc,
    "\n  query XadisSettings {\n    xadisSettings {\n      ...XadisSettingsFields\n    }\n  }\n": typeof types.XadisSettingsDocument,
    "\n  mutation SaveXadisSettings($input: XadisSettingsInput!) {\n    saveXadisSettings(input: $input) {\n      ...XadisSettingsFields\n    }\n  }\n": typeof types.SaveXadisSettingsDocument,
    "fragment ErpQueryStatus on ErpQueryStatus {\n  workflowId\n  status\n  state\n  polls\n  rows\n  rowCount\n  error\n}\n\nfragment WorkflowRunDetails on WorkflowRunDetails {\n  workflowId\n  runId\n  workflowType\n  status\n  startTime\n  closeTime\n  input\n  result\n  failure\n  pendingActivities {\n    activityType\n    attempt\n  }\n  pendingTimers {\n    fireAt\n  }\n  history {\n    eventId\n    time\n    type\n    attributes\n  }\n}\n\nfragment AuditMassDecisionResult on AuditMassDecisionResult {\n  decided\n  alreadyResolved\n  notFound\n  failed\n}\n\nfragment SystemStatus on SystemStatus {\n  ok\n  version\n  startedAt\n  backends {\n    name\n    mode\n    ok\n    detail\n  }\n}\n\nfragment WorkflowsOverview on WorkflowsOverview {\n  backend\n  workers\n  running\n  completed\n  failed\n  schedules\n}\n\nquery CustomersCsv($filter: CustomerFilterInput) {\n  customersCsv(filter: $filter)\n}\n\nmutation DecideAudits($input: AuditMassDecisionInput!) {\n  decideAudits(input: $input) {\n    ...AuditMassDecisionResult\n  }\n}\n\nquery WorkflowRun($workflowId: ID!) {\n  workflowRun(workflowId: $workflowId) {\n    ...WorkflowRunDetails\n  }\n}\n\nmutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {\n  startCustomerMassUpdate(input: $input) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nquery CustomerMassUpdate($workflowId: ID!) {\n  customerMassUpdate(workflowId: $workflowId) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nmutation StartForecastRun($input: ForecastRunInput!) {\n  startForecastRun(input: $input) {\n    runId\n    status\n    providerName\n  }\n}\n\nquery PurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {\n  purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {\n    step\n    failure\n  }\n}\n\nmutation ImportForecastFile($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {\n  importForecasts(\n    csv: $csv\n    fileName: $fileName\n    importId: $importId\n    part: $part\n    parts: $parts\n    firstLine: $firstLine\n  ) {\n    runId\n    rows\n    pairs\n    part\n    parts\n    importedRows\n  }\n}\n\nmutation StartHeadcount($calculationDate: String) {\n  startHeadcount(calculationDate: $calculationDate) {\n    workflowId\n    status\n  }\n}\n\nfragment CustomerMassUpdateRun on CustomerMassUpdateRun {\n  workflowId\n  status\n  state\n  total\n  processed\n  updated\n  skipped\n  notified\n}\n\nfragment XadisKindCounts on XadisKindCounts {\n  records\n  batches\n  batchesSent\n  validated\n  inserted\n  errors\n  failedBatches\n}\n\nfragment CustomerCounters on CustomerCounters {\n  active\n  inactive\n  incomplete\n  registered\n  auditable\n  authorization\n  total\n}\n\nfragment RemoteControl on RemoteControl {\n  id\n  remoteCommandName\n  warehouseId\n  params\n  state\n  statuses {\n    remoteControlStatusType\n    startDatetime\n    attendantId\n  }\n  sentBy\n  sentAt\n  response\n  timeZone\n}\n\nfragment HeadcountRun on HeadcountRun {\n  workflowId\n  status\n  calculationDate\n  total\n  processed\n}\n\nfragment PriceListExport on PriceListExport {\n  id\n  companyId\n  day\n  sessionId\n  offerFrom\n  offerTo\n  lineCount\n  customerCount\n  fileName\n  nextExportDay\n}\n\nfragment XadisTransmission on XadisTransmission {\n  id\n  from\n  to\n  status\n  state\n  message\n  emailSubject\n  sales {\n    ...XadisKindCounts\n  }\n  inventory {\n    ...XadisKindCounts\n  }\n  errorItems {\n    kind\n    sku\n    msg\n  }\n}\n\nfragment PurchaseMoney on PurchaseMoney {\n  subtotal\n  ieps\n  iva\n  total\n}\n\nfragment ChangeHistoryEntryFields on ChangeHistoryEntry {\n  id\n  at\n  actor {\n    kind\n    id\n    name\n    runId\n  }\n  area\n  recordType\n  recordId\n  operation\n  changes {\n    field\n    before\n    after\n  }\n}": typeof types.ErpQueryStatusFragmentDoc,
};
const documents: Documents = {
    "\n  fragment SignInAttempts on SignInAttempts {\n    attemptsUsed\n    attemptsRemaining\n    maxAttempts\n    resetOffered\n    locked\n    lockedUntil\n  }\n": types.SignInAttemptsFragmentDoc,
    "\n  fragment TotpSetup on TotpSetup {\n    secret\n    otpauthUri\n    qrCodeDataUrl\n  }\n": types.TotpSetupFragmentDoc,
    "\n  fragment SignInChallenge on SignInChallenge {\n    name\n    userName\n    session\n    phoneRequired\n    totpSetup {\n      ...TotpSetup\n    }\n  }\n": types.SignInChallengeFragmentDoc,
    "\n  fragment SignInAnswer on SignInResult {\n    status\n    user {\n      ...SignedInUser\n    }\n    challenge {\n      ...SignInChallenge\n    }\n    attempts {\n      ...SignInAttempts\n    }\n  }\n": types.SignInAnswerFragmentDoc,
    "\n  fragment CodeDelivery on CodeDelivery {\n    destination\n    deliveryMedium\n  }\n": types.CodeDeliveryFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.SignInDocument,
    "\n  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {\n    answerMfaChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.AnswerMfaChallengeDocument,
    "\n  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {\n    answerMfaSetupChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.AnswerMfaSetupChallengeDocument,
    "\n  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {\n    completeNewPassword(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.CompleteNewPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...CodeDelivery\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {\n    confirmSignUp(input: $input)\n  }\n": types.ConfirmSignUpDocument,
    "\n  mutation ResendSignUpCode($userName: String!) {\n    resendSignUpCode(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": types.ResendSignUpCodeDocument,
    "\n  mutation ForgotPassword($userName: String!) {\n    forgotPassword(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {\n    forgotPasswordSubmit(input: $input)\n  }\n": types.ForgotPasswordSubmitDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  fragment SignedInUser on Principal {\n    id\n    kind\n    userName\n    fullName\n    positionId\n    permissions\n  }\n": types.SignedInUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SignedInUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation CreateSystemRole($input: CreateSystemRoleInput!) {\n    createSystemRole(input: $input) {\n      ...RoleOption\n      parentSystemRoleId\n      level\n    }\n  }\n": types.CreateSystemRoleDocument,
    "\n  mutation CreateSystemMenu($input: CreateSystemMenuInput!) {\n    createSystemMenu(input: $input) {\n      systemMenuId\n    }\n  }\n": types.CreateSystemMenuDocument,
    "\n  mutation UpdateSystemMenu($id: ID!, $input: UpdateSystemMenuInput!) {\n    updateSystemMenu(systemMenuId: $id, input: $input) {\n      systemMenuId\n      active\n    }\n  }\n": types.UpdateSystemMenuDocument,
    "\n  mutation UpdatePositionRole($positionId: ID!, $systemRoleId: ID!) {\n    updatePositionRole(positionId: $positionId, systemRoleId: $systemRoleId) {\n      positionId\n      systemRoleId\n    }\n  }\n": types.UpdatePositionRoleDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      userName\n      passwordChangeRequired\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($userName: String!, $input: UpdateUserInput!) {\n    updateUser(userName: $userName, input: $input) {\n      userName\n      active\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation UpdatePermissionProfile($input: PermissionProfileInput!) {\n    updatePermissionProfile(input: $input) {\n      positionId\n    }\n  }\n": types.UpdatePermissionProfileDocument,
    "\n  mutation ResetUserPassword($userName: String!, $temporaryPassword: String!) {\n    resetUserPassword(userName: $userName, temporaryPassword: $temporaryPassword) {\n      userName\n      passwordChangeRequired\n    }\n  }\n": types.ResetUserPasswordDocument,
    "\n  fragment RoleOption on SystemRole {\n    systemRoleId\n    systemRoleName\n  }\n": types.RoleOptionFragmentDoc,
    "\n  fragment SystemRole on SystemRole {\n    ...RoleOption\n    parentSystemRoleId\n    level\n    positions {\n      positionId\n      positionName\n    }\n    menus {\n      systemMenuId\n      systemMenuName\n    }\n  }\n": types.SystemRoleFragmentDoc,
    "\n  fragment MenuLabels on MenuLabels {\n    es\n    en\n  }\n": types.MenuLabelsFragmentDoc,
    "\n  fragment SystemMenu on SystemMenu {\n    systemMenuId\n    systemMenuName\n    labels {\n      ...MenuLabels\n    }\n    menuType\n    path\n    component\n    icon\n    active\n    platformType\n    parentSystemMenuId\n    systemMenuRoleId\n    defaultScopes {\n      scopeName\n      active\n    }\n    order\n  }\n": types.SystemMenuFragmentDoc,
    "\n  fragment PositionOption on StaffPosition {\n    positionId\n    positionName\n    labels {\n      ...MenuLabels\n    }\n  }\n": types.PositionOptionFragmentDoc,
    "\n  fragment PermissionProfile on PermissionProfile {\n    menuAccess\n    permittedMenuIds\n    hiddenMenuIds\n    menuScopes {\n      systemMenuId\n      scopes\n    }\n    visibilityGroup\n    authenticatorRequired\n  }\n": types.PermissionProfileFragmentDoc,
    "\n  fragment StaffPosition on StaffPosition {\n    ...PositionOption\n    parentPositionId\n    systemRoleId\n    systemRole {\n      systemRoleName\n    }\n    permissionProfile {\n      ...PermissionProfile\n    }\n  }\n": types.StaffPositionFragmentDoc,
    "\n  fragment StaffUser on StaffUser {\n    attendantId\n    userName\n    fullName\n    active\n    position {\n      positionId\n      positionName\n    }\n    role {\n      systemRoleId\n      systemRoleName\n    }\n    warehouse {\n      warehouseId\n      warehouseName\n    }\n    organizationId\n    passwordChangeRequired\n    confirmed\n    totpEnabled\n    locked\n    profilePhotoThumbnailUrl\n  }\n": types.StaffUserFragmentDoc,
    "\n  fragment StaffWarehouseOption on StaffWarehouseOption {\n    warehouseId\n    warehouseName\n    warehouseType\n  }\n": types.StaffWarehouseOptionFragmentDoc,
    "\n  query SystemRoles {\n    systemRoles {\n      ...SystemRole\n    }\n  }\n": types.SystemRolesDocument,
    "\n  query SystemMenus {\n    systemMenus {\n      ...SystemMenu\n    }\n  }\n": types.SystemMenusDocument,
    "\n  query Positions {\n    positions {\n      ...StaffPosition\n    }\n  }\n": types.PositionsDocument,
    "\n  query Users($search: String, $limit: Int!, $offset: Int!, $sort: UserSort, $direction: SortDirection) {\n    users(search: $search, limit: $limit, offset: $offset, sort: $sort, direction: $direction) {\n      total\n      items {\n        ...StaffUser\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  query UserWarehouses {\n    userWarehouses {\n      ...StaffWarehouseOption\n    }\n  }\n": types.UserWarehousesDocument,
    "\n  query UserPositionOptions {\n    positions {\n      ...PositionOption\n    }\n  }\n": types.UserPositionOptionsDocument,
    "\n  query UserRoleOptions {\n    systemRoles {\n      ...RoleOption\n    }\n  }\n": types.UserRoleOptionsDocument,
    "\n  fragment AuditDetail on AuditDetail {\n    id\n    customerRef\n    startAudit\n    endAudit\n    promoter\n    auditor\n    auditorName\n    blacklist\n    decision\n    ranking\n    riskFactor\n    lastUpdate\n    coincidences {\n      type\n      item\n      value\n      percent\n      id\n    }\n  }\n": types.AuditDetailFragmentDoc,
    "\n  query Audit($id: ID!) {\n    audit(id: $id) {\n      ...AuditDetail\n    }\n  }\n": types.AuditDocument,
    "\n  mutation DecideAudit($input: AuditDecisionInput!) {\n    decideAudit(input: $input) {\n      ...AuditDetail\n    }\n  }\n": types.DecideAuditDocument,
    "\n  mutation ReopenCustomerAudit($customerId: ID!) {\n    reopenCustomerAudit(customerId: $customerId) {\n      workflowId\n      customerRef\n    }\n  }\n": types.ReopenCustomerAuditDocument,
    "\n  fragment CashierInfoResult on CashierInfo {\n    complete\n    message\n    attendant {\n      attendantId\n      userName\n      fullName\n      active\n      positionName\n      organizationId\n    }\n    warehouse {\n      warehouseId\n      warehouseName\n    }\n    links {\n      warehouseId\n      previousWarehouseId\n      linkedBy\n      linkedAt\n    }\n  }\n": types.CashierInfoResultFragmentDoc,
    "\n  query CashierInfo($userName: String!, $company: String!) {\n    cashierInfo(userName: $userName, company: $company) {\n      ...CashierInfoResult\n    }\n  }\n": types.CashierInfoDocument,
    "\n  mutation LinkCashierToStore($input: CashierLinkInput!) {\n    linkCashierToStore(input: $input) {\n      ...CashierInfoResult\n    }\n  }\n": types.LinkCashierToStoreDocument,
    "\n  query CommissionPermissions {\n    myPermissions {\n      positionId\n      pathPermissions {\n        id\n        name\n        read\n        write\n      }\n      organizations\n    }\n  }\n": types.CommissionPermissionsDocument,
    "\n  query StatementPeriods($organizationId: String!) {\n    commissionStatementPeriods(organizationId: $organizationId) {\n      periodStart\n      periodEnd\n      statements\n      workflowId\n    }\n  }\n": types.StatementPeriodsDocument,
    "\n  query StatementPage(\n    $organizationId: String!\n    $periodStart: String!\n    $periodEnd: String!\n    $state: String\n    $search: String\n    $page: Int\n    $pageSize: Int\n    $sort: CommissionStatementSort\n    $direction: SortDirection\n  ) {\n    commissionStatements(\n      organizationId: $organizationId\n      periodStart: $periodStart\n      periodEnd: $periodEnd\n      state: $state\n      search: $search\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        employeeId\n        employeeName\n        areaName\n        state\n        total\n        reviewerName\n        reviewLevel\n        adjustmentCount\n      }\n      summary {\n        state\n        count\n        total\n      }\n    }\n  }\n": types.StatementPageDocument,
    "\n  query StatementDetail($id: ID!) {\n    commissionStatement(id: $id) {\n      id\n      organizationId\n      employeeId\n      employeeName\n      areaName\n      periodStart\n      periodEnd\n      state\n      total\n      commissionsTotal\n      adjustmentsTotal\n      reviewLevel\n      exportId\n      actions\n      reviewer {\n        kind\n        id\n        name\n      }\n      lines {\n        reportId\n        variableCommissionId\n        variableCommissionName\n        startDate\n        endDate\n        result\n        clawback\n        exceptionName\n        exceptionDetails\n        steps {\n          name\n          value\n        }\n      }\n      adjustments {\n        id\n        amount\n        reason\n        by\n        at\n        clawback\n        correctsPeriod\n      }\n      disputes {\n        id\n        comment\n        raisedBy\n        onBehalfOfEmployee\n        at\n        resolution\n        resolvedBy\n        resolvedAt\n        resolutionReason\n      }\n      events {\n        at\n        by\n        action\n        from\n        to\n        reason\n      }\n    }\n  }\n": types.StatementDetailDocument,
    "\n  query StatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {\n    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {\n      statements\n      total\n      csv\n      rows {\n        id\n        employeeId\n        employeeName\n        total\n      }\n    }\n  }\n": types.StatementExportPreviewDocument,
    "\n  mutation StartStatements($input: CommissionStatementPeriodInput!) {\n    startCommissionStatements(input: $input) {\n      periodStart\n      periodEnd\n      workflowId\n    }\n  }\n": types.StartStatementsDocument,
    "\n  mutation ApproveStatements($input: CommissionStatementApprovalInput!) {\n    approveCommissionStatements(input: $input) {\n      approved\n      skipped\n    }\n  }\n": types.ApproveStatementsDocument,
    "\n  mutation ExportStatements($input: CommissionStatementPeriodInput!) {\n    exportCommissionStatements(input: $input) {\n      exportId\n      statements\n      csv\n    }\n  }\n": types.ExportStatementsDocument,
    "\n  mutation DisputeStatement($input: CommissionStatementDisputeInput!) {\n    disputeCommissionStatement(input: $input) {\n      id\n      state\n    }\n  }\n": types.DisputeStatementDocument,
    "\n  mutation ResolveStatementDispute($input: CommissionStatementResolutionInput!) {\n    resolveCommissionStatementDispute(input: $input) {\n      id\n      state\n    }\n  }\n": types.ResolveStatementDisputeDocument,
    "\n  mutation AdjustStatement($input: CommissionStatementAdjustmentInput!) {\n    adjustCommissionStatement(input: $input) {\n      statementId\n      carried\n    }\n  }\n": types.AdjustStatementDocument,
    "\n  query StatementPdf($id: ID!) {\n    commissionStatementPdf(id: $id) {\n      fileName\n      content\n    }\n  }\n": types.StatementPdfDocument,
    "\n  mutation EmailStatement($input: CommissionStatementEmailInput!) {\n    emailCommissionStatement(input: $input) {\n      to\n    }\n  }\n": types.EmailStatementDocument,
    "\n  query StatementWhatIfInputs($id: ID!, $reportId: ID!) {\n    commissionStatementWhatIfInputs(id: $id, reportId: $reportId) {\n      kind\n      id\n      tag\n      name\n      value\n    }\n  }\n": types.StatementWhatIfInputsDocument,
    "\n  query StatementWhatIf($input: CommissionStatementWhatIfChange!) {\n    commissionStatementWhatIf(input: $input) {\n      before\n      after\n      exceptionName\n      exceptionDetails\n      steps {\n        name\n        value\n        before\n      }\n    }\n  }\n": types.StatementWhatIfDocument,
    "\n  query StatementSettings($organizationId: String!) {\n    commissionStatementSettings(organizationId: $organizationId) {\n      organizationId\n      reviewerAreaId\n      reviewerEmail\n      reminderDays\n      escalationDays\n    }\n  }\n": types.StatementSettingsDocument,
    "\n  mutation SaveStatementSettings($input: CommissionStatementSettingsInput!) {\n    saveCommissionStatementSettings(input: $input) {\n      organizationId\n      reviewerAreaId\n      reviewerEmail\n      reminderDays\n      escalationDays\n    }\n  }\n": types.SaveStatementSettingsDocument,
    "\n  query CustomerActivity($from: String!, $to: String!) {\n    customerActivity(from: $from, to: $to) {\n      day\n      registrations\n      audits\n      authorized\n      blacklisted\n      open\n    }\n  }\n": types.CustomerActivityDocument,
    "\n  fragment CustomerRow on CustomerSummary {\n    id\n    customerId\n    customerName\n    customerTypeId\n    customerTypeName\n    address\n    preregistrationCode\n    sellBanned\n    blacklisted\n    blacklistAudit\n    taxpayer {\n      taxpayerName\n      identification\n    }\n    zoneName\n    lastUpdate\n    classes\n    phones {\n      phoneType\n      phone\n    }\n    emails\n    birthdate\n    fingerCount\n    registrationWarehouseId\n    enrollmentWarehouseId\n    openAuditCount\n  }\n": types.CustomerRowFragmentDoc,
    "\n  fragment CustomerDetail on CustomerDetail {\n    ...CustomerRow\n    fingerTypes\n    legals {\n      legalType\n      datetime\n    }\n    audits {\n      ...AuditDetail\n    }\n    marketReleases {\n      warehouseId\n      marketReleaseDate\n      marketFinalDate\n    }\n    files {\n      fileType\n      url\n    }\n  }\n": types.CustomerDetailFragmentDoc,
    "\n  fragment CustomerType on CustomerTypeRow {\n    id\n    customerTypeId\n    customerTypeName\n    defaultType\n    _version\n  }\n": types.CustomerTypeFragmentDoc,
    "\n  query CustomerCounters($filter: CustomerFilterInput) {\n    customerCounters(filter: $filter) {\n      ...CustomerCounters\n    }\n  }\n": types.CustomerCountersDocument,
    "\n  query Customers($filter: CustomerFilterInput, $page: Int, $pageSize: Int, $sort: CustomerSort, $direction: SortDirection) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      rows {\n        ...CustomerRow\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerDetail\n    }\n  }\n": types.CustomerDocument,
    "\n  query CustomerSelection($customerIds: [ID!], $filter: CustomerFilterInput) {\n    customerSelection(customerIds: $customerIds, filter: $filter) {\n      selected\n      pendingAudits\n      pendingAuditIds\n    }\n  }\n": types.CustomerSelectionDocument,
    "\n  query CustomerTypes {\n    customerTypes {\n      ...CustomerType\n    }\n  }\n": types.CustomerTypesDocument,
    "\n  query MarketStores {\n    marketStores {\n      warehouseId\n      warehouseName\n      zoneName\n    }\n  }\n": types.MarketStoresDocument,
    "\n  query CustomerByPreregistrationCode($code: String!) {\n    customerByPreregistrationCode(code: $code) {\n      ...CustomerRow\n      fingerTypes\n    }\n  }\n": types.CustomerByPreregistrationCodeDocument,
    "\n  mutation EnrollFingerprints($input: FingerprintEnrollmentInput!) {\n    enrollFingerprints(input: $input) {\n      id\n      fingerCount\n      fingerTypes\n    }\n  }\n": types.EnrollFingerprintsDocument,
    "\n  mutation SetCustomerTypeDefault($customerTypeId: String!, $defaultType: Boolean!, $_version: Int) {\n    setCustomerTypeDefault(customerTypeId: $customerTypeId, defaultType: $defaultType, _version: $_version) {\n      ...CustomerType\n    }\n  }\n": types.SetCustomerTypeDefaultDocument,
    "\n  mutation CreateCustomerType($input: CreateCustomerTypeInput!) {\n    createCustomerType(input: $input) {\n      ...CustomerType\n    }\n  }\n": types.CreateCustomerTypeDocument,
    "\n  mutation RenameCustomerType($customerTypeId: String!, $customerTypeName: String!, $_version: Int) {\n    renameCustomerType(customerTypeId: $customerTypeId, customerTypeName: $customerTypeName, _version: $_version) {\n      ...CustomerType\n    }\n  }\n": types.RenameCustomerTypeDocument,
    "\n  mutation StartErpQuery($operation: JSON!) {\n    startErpQuery(operation: $operation) {\n      workflowId\n    }\n  }\n": types.StartErpQueryDocument,
    "\n  query ErpQuery($workflowId: ID!) {\n    erpQuery(workflowId: $workflowId) {\n      ...ErpQueryStatus\n    }\n  }\n": types.ErpQueryDocument,
    "\n  query HeadcountSummary {\n    headcountSummary {\n      organizationId\n      organizationName\n      templatePositions\n      vacants\n      severity\n      vacantPositions {\n        positionName\n        count\n      }\n      storeIds\n      high\n      medium\n      low\n      notReady\n    }\n  }\n": types.HeadcountSummaryDocument,
    "\n  query HeadcountReports(\n    $search: String\n    $statusName: String\n    $organizationId: String\n    $page: Int\n    $pageSize: Int\n    $sort: HeadcountReportSort\n    $direction: SortDirection\n  ) {\n    headcountReports(\n      search: $search\n      statusName: $statusName\n      organizationId: $organizationId\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      rows {\n        id\n        organizationName\n        warehouseId\n        warehouseName\n        zoneName\n        workTeamTemplateName\n        teamPositionsCount\n        teamAssignedCount\n        vacants\n        extras\n        statusName\n        sinceDate\n        calculationDate\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.HeadcountReportsDocument,
    "\n  query HeadcountHistory($reportId: ID!) {\n    headcountHistory(reportId: $reportId) {\n      id\n      calculationDate\n      sinceDate\n      vacantCounter\n      statusName\n      detail {\n        positionId\n        positionName\n        count\n        date\n      }\n      incidents {\n        incidentId\n        datetime\n        day\n        description\n      }\n      incidentObservationId\n      incidentPlanActionId\n    }\n    incidentObservations {\n      id\n      name\n      parentId\n      active\n    }\n    incidentPlanActions {\n      id\n      name\n      parentId\n      active\n    }\n  }\n": types.HeadcountHistoryDocument,
    "\n  mutation EvaluateHeadcountLog($id: ID!, $incidentObservationId: String, $incidentPlanActionId: String) {\n    evaluateHeadcountLog(id: $id, incidentObservationId: $incidentObservationId, incidentPlanActionId: $incidentPlanActionId) {\n      id\n      incidentObservationId\n      incidentPlanActionId\n    }\n  }\n": types.EvaluateHeadcountLogDocument,
    "\n  query HeadcountRunStatus($workflowId: ID!) {\n    headcountRun(workflowId: $workflowId) {\n      ...HeadcountRun\n    }\n  }\n": types.HeadcountRunStatusDocument,
    "\n  query WorkTeamTemplates {\n    workTeamTemplates {\n      id\n      workTeamTemplate\n      active\n      minSalesAmount\n      maxSalesAmount\n      frecuencySales\n      periodSales\n      stores\n      _version\n      positions {\n        teamPositionId\n        positionId\n        positionName\n        quantity\n        required\n        observation\n      }\n      statuses {\n        statusName\n        vacantNumber\n        assignedDays\n      }\n    }\n  }\n": types.WorkTeamTemplatesDocument,
    "\n  query TemplateOptions {\n    headcountPositions {\n      positionId\n      positionName\n      label\n    }\n    templateStores {\n      warehouseId\n      warehouseName\n      organizationId\n      organizationName\n      zoneName\n      workTeamTemplateId\n    }\n  }\n": types.TemplateOptionsDocument,
    "\n  mutation CreateWorkTeamTemplate($input: WorkTeamTemplateInput!) {\n    createWorkTeamTemplate(input: $input) {\n      id\n      _version\n    }\n  }\n": types.CreateWorkTeamTemplateDocument,
    "\n  mutation UpdateWorkTeamTemplate($id: ID!, $_version: Int!, $input: WorkTeamTemplateInput!) {\n    updateWorkTeamTemplate(id: $id, _version: $_version, input: $input) {\n      id\n      _version\n    }\n  }\n": types.UpdateWorkTeamTemplateDocument,
    "\n  mutation SetWorkTeamTemplateActive($id: ID!, $active: Boolean!, $_version: Int!) {\n    setWorkTeamTemplateActive(id: $id, active: $active, _version: $_version) {\n      id\n      active\n      _version\n    }\n  }\n": types.SetWorkTeamTemplateActiveDocument,
    "\n  mutation DeleteWorkTeamTemplate($id: ID!, $_version: Int!) {\n    deleteWorkTeamTemplate(id: $id, _version: $_version) {\n      id\n    }\n  }\n": types.DeleteWorkTeamTemplateDocument,
    "\n  mutation SaveTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID, $input: TeamPositionInput!) {\n    saveTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId, input: $input) {\n      id\n      _version\n    }\n  }\n": types.SaveTeamPositionDocument,
    "\n  mutation DeleteTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID!) {\n    deleteTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId) {\n      id\n      _version\n    }\n  }\n": types.DeleteTeamPositionDocument,
    "\n  mutation SaveHeadcountRules($id: ID!, $_version: Int!, $rules: [HeadcountStatusRuleInput!]!) {\n    saveHeadcountRules(id: $id, _version: $_version, rules: $rules) {\n      id\n      _version\n    }\n  }\n": types.SaveHeadcountRulesDocument,
    "\n  mutation AssignWorkTeamTemplate($id: ID!, $warehouseIds: [String!]!) {\n    assignWorkTeamTemplate(id: $id, warehouseIds: $warehouseIds)\n  }\n": types.AssignWorkTeamTemplateDocument,
    "\n  query HeadcountChoices {\n    incidentObservations {\n      id\n      name\n      parentId\n      active\n      _version\n    }\n    incidentPlanActions {\n      id\n      name\n      parentId\n      active\n      _version\n    }\n  }\n": types.HeadcountChoicesDocument,
    "\n  mutation SaveHeadcountChoice($kind: String!, $id: ID, $_version: Int, $input: HeadcountChoiceInput!) {\n    saveHeadcountChoice(kind: $kind, id: $id, _version: $_version, input: $input) {\n      id\n      _version\n    }\n  }\n": types.SaveHeadcountChoiceDocument,
    "\n  mutation SetHeadcountChoiceActive($kind: String!, $id: ID!, $_version: Int!, $active: Boolean!) {\n    setHeadcountChoiceActive(kind: $kind, id: $id, _version: $_version, active: $active) {\n      id\n      active\n      _version\n    }\n  }\n": types.SetHeadcountChoiceActiveDocument,
    "\n  query RecordHistory($recordType: String!, $recordId: String!, $page: Int, $pageSize: Int) {\n    recordHistory(recordType: $recordType, recordId: $recordId, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  query ChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int, $sort: ChangeHistorySort, $direction: SortDirection) {\n    changeHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n": types.ChangeHistoryDocument,
    "\n  query ChangeHistoryAreas {\n    changeHistoryAreas\n  }\n": types.ChangeHistoryAreasDocument,
    "\n  mutation CreateEmailSuscription($input: CreateEmailSuscriptionInput!) {\n    createEmailSuscription(input: $input) {\n      email\n      active\n      origin\n    }\n  }\n": types.CreateEmailSuscriptionDocument,
    "\n  query LandingPage {\n    landingPage {\n      countdownTarget\n    }\n  }\n": types.LandingPageDocument,
    "\n  fragment PosLicenseRow on PosLicense {\n    id\n    licenseId\n    warehouseId\n    warehouseName\n    organizationId\n    registerNumber\n    maskedKey\n    issuedAt\n    expiresAt\n    status\n    daysLeft\n    revokedAt\n    revokedBy\n    revokeReason\n    renewals {\n      renewedBy\n      renewedAt\n      months\n      previousExpiresAt\n      newExpiresAt\n      note\n    }\n    _version\n  }\n": types.PosLicenseRowFragmentDoc,
    "\n  query PosLicensePage(\n    $organizationId: String\n    $status: String\n    $search: String\n    $page: Int\n    $pageSize: Int\n    $sort: PosLicenseSort\n    $direction: SortDirection\n  ) {\n    posLicensePage(organizationId: $organizationId, status: $status, search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...PosLicenseRow\n      }\n      counts {\n        active\n        expiring\n        expired\n        revoked\n      }\n    }\n  }\n": types.PosLicensePageDocument,
    "\n  mutation RenewPosLicense($input: RenewPosLicenseInput!) {\n    renewPosLicense(input: $input) {\n      ...PosLicenseRow\n    }\n  }\n": types.RenewPosLicenseDocument,
    "\n  mutation RevokePosLicense($input: RevokePosLicenseInput!) {\n    revokePosLicense(input: $input) {\n      ...PosLicenseRow\n    }\n  }\n": types.RevokePosLicenseDocument,
    "\n  fragment MailMessageSummary on MailMessageSummary {\n    id\n    subject\n    from\n    to\n    size\n    attachmentCount\n    receivedAt\n  }\n": types.MailMessageSummaryFragmentDoc,
    "\n  fragment MailMessage on MailMessage {\n    id\n    subject\n    from\n    to\n    cc\n    html\n    text\n    receivedAt\n    attachments {\n      index\n      filename\n      contentType\n      size\n    }\n  }\n": types.MailMessageFragmentDoc,
    "\n  fragment SmsMessage on SmsMessage {\n    id\n    phone\n    message\n    status\n    provider\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n": types.SmsMessageFragmentDoc,
    "\n  query MailMessages($search: String, $page: Int, $pageSize: Int, $sort: MailSort, $direction: SortDirection) {\n    mailMessagePage(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...MailMessageSummary\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.MailMessagesDocument,
    "\n  query MailMessage($id: ID!) {\n    mailMessage(id: $id) {\n      ...MailMessage\n    }\n  }\n": types.MailMessageDocument,
    "\n  query SmsMessages($search: String, $status: String, $page: Int, $pageSize: Int, $sort: SmsSort, $direction: SortDirection) {\n    smsMessagePage(search: $search, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...SmsMessage\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.SmsMessagesDocument,
    "\n  mutation StartPriceListQuery($table: String!, $companyId: Int!, $search: String) {\n    startPriceListQuery(table: $table, companyId: $companyId, search: $search) {\n      workflowId\n    }\n  }\n": types.StartPriceListQueryDocument,
    "\n  mutation ExportPriceList($input: PriceListExportInput!) {\n    exportPriceList(input: $input) {\n      id\n      day\n      lineCount\n      customerCount\n      fileName\n      downloadUrl\n      nextExportDay\n    }\n  }\n": types.ExportPriceListDocument,
    "\n  query PriceListCompanies {\n    priceListCompanies {\n      organizationId\n      organizationName\n      erpCompanyId\n      exportedToday\n      nextExportDay\n    }\n  }\n": types.PriceListCompaniesDocument,
    "\n  query PriceListQuery($workflowId: ID!) {\n    priceListQuery(workflowId: $workflowId) {\n      workflowId\n      status\n      state\n      rows\n      rowCount\n      error\n    }\n  }\n": types.PriceListQueryDocument,
    "\n  query PriceListExports($companyId: Int) {\n    priceListExports(companyId: $companyId) {\n      ...PriceListExport\n      downloadUrl\n      exportedBy\n      exportedAt\n    }\n  }\n": types.PriceListExportsDocument,
    "\n  fragment CatalogueProductFields on CatalogueProduct {\n    id\n    productId\n    productName\n    sku\n    barcodes\n    brandName\n    categoryName\n    saleUnitName\n    currentSellPrice\n    taxes {\n      name\n      rate\n    }\n    quantityPerBox\n    organizationId\n    organizationName\n    sellable\n    purchable\n    imageUrl\n    thumbnailUrl\n    _version\n  }\n": types.CatalogueProductFieldsFragmentDoc,
    "\n  query CatalogueProducts($search: String, $page: Int, $pageSize: Int, $sort: ProductSort, $direction: SortDirection) {\n    catalogueProducts(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...CatalogueProductFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.CatalogueProductsDocument,
    "\n  mutation UpdateProfile($attendantId: ID!, $input: ProfileUpdateInput!) {\n    updateProfile(attendantId: $attendantId, input: $input) {\n      ...Profile\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetUpTotp {\n    setUpTotp {\n      ...TotpSetup\n    }\n  }\n": types.SetUpTotpDocument,
    "\n  mutation VerifyTotpSetup($code: String!) {\n    verifyTotpSetup(code: $code)\n  }\n": types.VerifyTotpSetupDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  fragment Profile on Profile {\n    attendantId\n    userName\n    fullName\n    nickname\n    position {\n      positionId\n      positionName\n    }\n    role {\n      systemRoleName\n    }\n    warehouse {\n      warehouseName\n    }\n    phones {\n      phoneType\n      phone\n      display\n    }\n    emails {\n      emailType\n      email\n    }\n    profilePhoto\n    profilePhotoUrl\n    hasPin\n    totpEnabled\n    color\n  }\n": types.ProfileFragmentDoc,
    "\n  query Profile($attendantId: ID!) {\n    profile(attendantId: $attendantId) {\n      ...Profile\n    }\n  }\n": types.ProfileDocument,
    "\n  query ForecastRunPage($kind: String, $status: String, $page: Int, $pageSize: Int, $sort: ForecastRunSort, $direction: SortDirection) {\n    forecastRunPage(kind: $kind, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...ForecastRunFields\n      }\n    }\n  }\n": types.ForecastRunPageDocument,
    "\n  fragment ForecastRunFields on ForecastRun {\n    runId\n    kind\n    organizationId\n    providerId\n    providerName\n    storeIds\n    start\n    horizonDays\n    fileName\n    status\n    done\n    total\n    rows\n    createdBy\n    createdAt\n    finishedAt\n    failure\n  }\n": types.ForecastRunFieldsFragmentDoc,
    "\n  query ForecastRunProgress($runId: String!) {\n    forecastRunProgress(runId: $runId) {\n      runId\n      status\n      state\n      storesDone\n      storesTotal\n      rows\n      failure\n    }\n  }\n": types.ForecastRunProgressDocument,
    "\n  query ForecastOptions($companyId: String) {\n    forecastOptions(companyId: $companyId) {\n      companies {\n        organizationId\n        organizationName\n      }\n      stores {\n        warehouseId\n        warehouseName\n      }\n      providers {\n        providerId\n        providerName\n      }\n    }\n  }\n": types.ForecastOptionsDocument,
    "\n  query ForecastAccuracy($input: ForecastAccuracyInput!) {\n    forecastAccuracy(input: $input) {\n      from\n      to\n      stores\n      overall {\n        observations\n        coverage\n        pinballLoss\n        meanActual\n        below\n        above\n        calibration\n      }\n      items {\n        sku\n        description\n        observations\n        coverage\n        pinballLoss\n        meanActual\n        below\n        above\n        calibration\n      }\n      weeks {\n        from\n        observations\n        p10\n        p50\n        p90\n        actual\n        coverage\n      }\n    }\n  }\n": types.ForecastAccuracyDocument,
    "\n  mutation CancelForecastRun($runId: String!) {\n    cancelForecastRun(runId: $runId) {\n      runId\n      status\n    }\n  }\n": types.CancelForecastRunDocument,
    "\n  query PurchasingOptions($companyId: String) {\n    purchasingOptions(companyId: $companyId) {\n      companies {\n        organizationId\n        organizationName\n        erpCompanyId\n      }\n      zones {\n        zoneId\n        zoneName\n      }\n      stores {\n        warehouseId\n        warehouseName\n        zoneId\n      }\n      providers {\n        providerId\n        providerName\n        email\n      }\n      distributionCentreId\n    }\n  }\n": types.PurchasingOptionsDocument,
    "\n  query PurchaseGrid($selection: PurchaseSelectionInput!, $offset: Int!, $limit: Int!) {\n    purchaseGrid(selection: $selection, offset: $offset, limit: $limit) {\n      rowCount\n      offset\n      stores\n      products\n      forecastFrom\n      forecastToExclusive\n      rows {\n        sku\n        description\n        saleUnit\n        storeId\n        storeName\n        piecesPerPackage\n        packages\n        p10\n        p50\n        p90\n        minProduct\n        maxProduct\n        stock\n        price\n        ivaRate\n        iepsRate\n        ivaDev\n        subtotal\n        ieps\n        iva\n        total\n        sales {\n          year\n          quantity\n        }\n      }\n    }\n  }\n": types.PurchaseGridDocument,
    "\n  query PurchaseGridTotals($selection: PurchaseSelectionInput!) {\n    purchaseGrid(selection: $selection, offset: 0, limit: 1) {\n      rowCount\n      totals {\n        ...PurchaseMoney\n      }\n    }\n  }\n": types.PurchaseGridTotalsDocument,
    "\n  query ForecastChart($storeId: String!, $sku: String!, $from: String!, $to: String!) {\n    forecastChart(storeId: $storeId, sku: $sku, from: $from, to: $to) {\n      date\n      sales\n      salesYearBefore\n      p10\n      p50\n      p90\n    }\n  }\n": types.ForecastChartDocument,
    "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    folio\n    erpCompanyId\n    organizationName\n    providerName\n    providerEmail\n    buyerName\n    consolidated\n    distributionCentre\n    from\n    to\n    status\n    stores {\n      storeId\n      storeName\n      subtotal\n      ieps\n      iva\n      total\n    }\n    lineCount\n    totals {\n      ...PurchaseMoney\n    }\n    pdfs {\n      fileName\n      url\n    }\n    emailedAt\n    emailRecipients\n    erpInsertedAt\n    erpOrders\n    erpLines\n    failure\n    createdAt\n    workflowId\n  }\n": types.PurchaseOrderFieldsFragmentDoc,
    "\n  fragment PurchaseOrderLineFields on PurchaseOrderLine {\n    storeId\n    sku\n    description\n    saleUnit\n    packages\n    piecesPerPackage\n    price\n    subtotal\n    ieps\n    iva\n    total\n  }\n": types.PurchaseOrderLineFieldsFragmentDoc,
    "\n  query PurchaseOrder($erpCompanyId: Int!, $folio: Int!) {\n    purchaseOrder(erpCompanyId: $erpCompanyId, folio: $folio) {\n      ...PurchaseOrderFields\n      lines {\n        ...PurchaseOrderLineFields\n      }\n    }\n  }\n": types.PurchaseOrderDocument,
    "\n  query PurchaseOrderPage(\n    $status: String\n    $provider: String\n    $storeId: String\n    $page: Int\n    $pageSize: Int\n    $sort: PurchaseOrderSort\n    $direction: SortDirection\n  ) {\n    purchaseOrderPage(status: $status, provider: $provider, storeId: $storeId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...PurchaseOrderFields\n      }\n      total\n    }\n  }\n": types.PurchaseOrderPageDocument,
    "\n  mutation VerifyPurchaseOrder($order: PurchaseOrderInput!) {\n    verifyPurchaseOrder(order: $order) {\n      ...PurchaseOrderFields\n      lines {\n        ...PurchaseOrderLineFields\n      }\n    }\n  }\n": types.VerifyPurchaseOrderDocument,
    "\n  mutation SendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {\n    sendPurchaseOrder(folio: $folio, order: $order) {\n      ...PurchaseOrderFields\n    }\n  }\n": types.SendPurchaseOrderDocument,
    "\n  fragment NearbyStore on NearbyStore {\n    warehouseId\n    warehouseName\n    address\n    coordinates\n    distanceKm\n  }\n": types.NearbyStoreFragmentDoc,
    "\n  fragment CustomerRegistration on CustomerRegistration {\n    id\n    customerName\n    preregistrationCode\n    barcodeUrl\n    barcodeDataUrl\n    storeName\n    emails\n    mobilePhones\n  }\n": types.CustomerRegistrationFragmentDoc,
    "\n  query PostalCodes($postalCode: String!) {\n    postalCodes(postalCode: $postalCode) {\n      c_cp\n      d_asenta\n      d_estado\n      d_mnpio\n    }\n  }\n": types.PostalCodesDocument,
    "\n  query NearestStores($lat: Float, $lng: Float, $limit: Int) {\n    nearestStores(lat: $lat, lng: $lng, limit: $limit) {\n      ...NearbyStore\n    }\n  }\n": types.NearestStoresDocument,
    "\n  query CustomerContactTaken($phone: String, $email: String) {\n    customerContactTaken(phone: $phone, email: $email)\n  }\n": types.CustomerContactTakenDocument,
    "\n  mutation CreateCustomer($input: CustomerRegistrationInput!) {\n    createCustomer(input: $input) {\n      ...CustomerRegistration\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation CreateRemoteCommand($input: RemoteCommandInput!) {\n    createRemoteCommand(input: $input) {\n      id\n      remoteCommandName\n      _version\n    }\n  }\n": types.CreateRemoteCommandDocument,
    "\n  mutation UpdateRemoteCommand($input: RemoteCommandUpdateInput!) {\n    updateRemoteCommand(input: $input) {\n      id\n      remoteCommandName\n      _version\n    }\n  }\n": types.UpdateRemoteCommandDocument,
    "\n  mutation SendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {\n    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {\n      id\n      state\n    }\n  }\n": types.SendRemoteCommandDocument,
    "\n  query RemoteCommands {\n    remoteCommands {\n      id\n      remoteCommandName\n      remoteCommandDescription\n      command\n      enable\n      target\n      _version\n    }\n  }\n": types.RemoteCommandsDocument,
    "\n  query RemoteCommandCompanies {\n    remoteCommandCompanies {\n      organizationId\n      organizationName\n      stores {\n        warehouseId\n        warehouseName\n        timeZone\n      }\n    }\n  }\n": types.RemoteCommandCompaniesDocument,
    "\n  query RemoteCommandCustomers($storeId: String!, $after: String, $limit: Int) {\n    remoteCommandCustomers(storeId: $storeId, after: $after, limit: $limit) {\n      items {\n        id\n        customerId\n        customerName\n        customerTypeId\n      }\n      nextToken\n    }\n  }\n": types.RemoteCommandCustomersDocument,
    "\n  query RemoteCommandKits($storeId: String!) {\n    remoteCommandKits(storeId: $storeId) {\n      productKitId\n      productKitName\n      shortName\n      currentSellPrice\n      marketFinalDate\n      limitPerSale\n      expired\n    }\n  }\n": types.RemoteCommandKitsDocument,
    "\n  query RemoteCommandHistoryPage(\n    $storeId: String\n    $state: String\n    $commandName: String\n    $page: Int\n    $pageSize: Int\n    $sort: RemoteControlSort\n    $direction: SortDirection\n  ) {\n    remoteCommandHistoryPage(\n      storeId: $storeId\n      state: $state\n      commandName: $commandName\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      rows {\n        ...RemoteControl\n        takenBy\n      }\n      total\n    }\n  }\n": types.RemoteCommandHistoryPageDocument,
    "\n  fragment MenuEntry on MenuEntry {\n    systemMenuId\n    systemMenuName\n    labels {\n      ...MenuLabels\n    }\n    path\n    component\n    icon\n    scopes\n  }\n": types.MenuEntryFragmentDoc,
    "\n  query MyMenus {\n    myMenus {\n      profile {\n        ...MenuEntry\n      }\n      system {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n        }\n      }\n      navigation {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n        }\n      }\n    }\n  }\n": types.MyMenusDocument,
    "\n  fragment StoreConfigRowFields on StoreConfigRow {\n    id\n    warehouseId\n    warehouseName\n    warehouseType\n    organizationId\n    organizationName\n    zoneId\n    zoneName\n    workTeamTemplateId\n    hasErpConfig\n    active\n    pinpads {\n      hostnameId\n      affiliation\n      currency\n      terminal\n      port\n      socketUrl\n      amex\n      contactless\n      hasSecretKey\n    }\n    _version\n  }\n": types.StoreConfigRowFieldsFragmentDoc,
    "\n  query StoreConfigScreen {\n    storeZones {\n      zoneId\n      zoneName\n    }\n    workTeamTemplates {\n      id\n      workTeamTemplate\n      active\n      deleted\n    }\n  }\n": types.StoreConfigScreenDocument,
    "\n  query StoreConfigPage($search: String, $zoneId: String, $page: Int, $pageSize: Int, $sort: StoreSort, $direction: SortDirection) {\n    storeConfigPage(search: $search, zoneId: $zoneId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...StoreConfigRowFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.StoreConfigPageDocument,
    "\n  query StorePinpads {\n    storeConfigs {\n      ...StoreConfigRowFields\n    }\n  }\n": types.StorePinpadsDocument,
    "\n  query StoreSettingsForm($warehouseId: String!) {\n    storeSettings(warehouseId: $warehouseId) {\n      warehouseId\n      warehouseName\n      _version\n      form\n    }\n  }\n": types.StoreSettingsFormDocument,
    "\n  mutation UpdateStoreConfig($warehouseId: String!, $_version: Int!, $zoneId: String, $workTeamTemplateId: String, $clearTemplate: Boolean) {\n    updateStoreConfig(warehouseId: $warehouseId, _version: $_version, zoneId: $zoneId, workTeamTemplateId: $workTeamTemplateId, clearTemplate: $clearTemplate) {\n      ...StoreConfigRowFields\n    }\n  }\n": types.UpdateStoreConfigDocument,
    "\n  mutation SaveStoreSettings($warehouseId: String!, $_version: Int!, $form: JSON!) {\n    saveStoreSettings(warehouseId: $warehouseId, _version: $_version, form: $form) {\n      warehouseId\n      warehouseName\n      _version\n      form\n    }\n  }\n": types.SaveStoreSettingsDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      ...SystemStatus\n      collections {\n        name\n        collection\n        documents\n        sizeBytes\n        setting\n        retentionSeconds\n      }\n      heap {\n        usedBytes\n        limitBytes\n        percent\n        level\n      }\n    }\n  }\n": types.SystemStatusDocument,
    "\n  mutation CancelWorkflowRun($workflowId: ID!) {\n    cancelWorkflowRun(workflowId: $workflowId)\n  }\n": types.CancelWorkflowRunDocument,
    "\n  fragment WorkflowRun on WorkflowRun {\n    workflowId\n    runId\n    workflowType\n    status\n    startTime\n    closeTime\n  }\n": types.WorkflowRunFragmentDoc,
    "\n  fragment WorkflowSchedule on WorkflowSchedule {\n    scheduleId\n    workflowType\n    spec\n    overlap\n    nextActionAt\n    recentActions\n  }\n": types.WorkflowScheduleFragmentDoc,
    "\n  query WorkflowRunPage($workflowType: String, $status: String, $page: Int, $pageSize: Int, $sort: WorkflowRunSort, $direction: SortDirection) {\n    workflowRunPage(workflowType: $workflowType, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...WorkflowRun\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.WorkflowRunPageDocument,
    "\n  query WorkflowSchedules {\n    workflowSchedules {\n      ...WorkflowSchedule\n    }\n  }\n": types.WorkflowSchedulesDocument,
    "\n  query WorkflowsOverview {\n    workflowsOverview {\n      ...WorkflowsOverview\n    }\n  }\n": types.WorkflowsOverviewDocument,
    "\n  fragment WorkplanRow on Workplan {\n    id\n    workplanName\n    description\n    sectionCount\n    _version\n    updatedAt\n    updatedBy\n  }\n": types.WorkplanRowFragmentDoc,
    "\n  fragment WorkplanSectionRow on WorkplanSection {\n    id\n    sectionName\n    description\n    workplanSectionWorkplanId\n    activityCount\n    _version\n    updatedAt\n  }\n": types.WorkplanSectionRowFragmentDoc,
    "\n  fragment WorkplanActivityRow on WorkplanActivity {\n    id\n    activityName\n    description\n    marketReleaseDate\n    marketFinalDate\n    temporality {\n      cron\n      frecuency\n      frecuencyType\n    }\n    score\n    workplanSectionId\n    _version\n    updatedAt\n    updatedBy\n  }\n": types.WorkplanActivityRowFragmentDoc,
    "\n  query Workplans {\n    workplans {\n      ...WorkplanRow\n    }\n  }\n": types.WorkplansDocument,
    "\n  query WorkplanSections($workplanId: ID!) {\n    workplanSections(workplanId: $workplanId) {\n      ...WorkplanSectionRow\n    }\n  }\n": types.WorkplanSectionsDocument,
    "\n  query WorkplanActivities($sectionId: ID!) {\n    workplanActivities(sectionId: $sectionId) {\n      ...WorkplanActivityRow\n    }\n  }\n": types.WorkplanActivitiesDocument,
    "\n  mutation CreateWorkplan($input: CreateWorkplanInput!) {\n    createWorkplan(input: $input) {\n      ...WorkplanRow\n    }\n  }\n": types.CreateWorkplanDocument,
    "\n  mutation UpdateWorkplan($input: UpdateWorkplanInput!) {\n    updateWorkplan(input: $input) {\n      ...WorkplanRow\n    }\n  }\n": types.UpdateWorkplanDocument,
    "\n  mutation CreateWorkplanSection($input: CreateWorkplanSectionInput!) {\n    createWorkplanSection(input: $input) {\n      ...WorkplanSectionRow\n    }\n  }\n": types.CreateWorkplanSectionDocument,
    "\n  mutation UpdateWorkplanSection($input: UpdateWorkplanSectionInput!) {\n    updateWorkplanSection(input: $input) {\n      ...WorkplanSectionRow\n    }\n  }\n": types.UpdateWorkplanSectionDocument,
    "\n  mutation CreateWorkplanActivity($input: CreateWorkplanActivityInput!) {\n    createWorkplanActivity(input: $input) {\n      ...WorkplanActivityRow\n    }\n  }\n": types.CreateWorkplanActivityDocument,
    "\n  mutation UpdateWorkplanActivity($input: UpdateWorkplanActivityInput!) {\n    updateWorkplanActivity(input: $input) {\n      ...WorkplanActivityRow\n    }\n  }\n": types.UpdateWorkplanActivityDocument,
    "\n  mutation DeleteWorkplanActivity($id: ID!, $_version: Int!) {\n    deleteWorkplanActivity(id: $id, _version: $_version) {\n      id\n    }\n  }\n": types.DeleteWorkplanActivityDocument,
    "\n  fragment EmptyContainerScreenFields on EmptyContainerScreen {\n    windowStart\n    windowEnd\n    day\n    captureDate\n    state\n    erpTotal\n    readError\n    erpRows {\n      articleKey\n      articleName\n      familyKey\n      stock\n    }\n    products {\n      sku\n      sap\n      description\n      stockType\n    }\n    report {\n      id\n      version\n      startDate\n      endDate\n      shippingDate\n      boxTotal\n      erpTotal\n      state\n      closed\n      emptyContainers {\n        sku\n        sap\n        stockType\n        quantity\n      }\n    }\n  }\n": types.EmptyContainerScreenFieldsFragmentDoc,
    "\n  query EmptyContainerScreen {\n    emptyContainerScreen {\n      ...EmptyContainerScreenFields\n    }\n  }\n": types.EmptyContainerScreenDocument,
    "\n  mutation SaveEmptyContainerReport($input: EmptyContainerReportInput!) {\n    saveEmptyContainerReport(input: $input) {\n      ...EmptyContainerScreenFields\n    }\n  }\n": types.SaveEmptyContainerReportDocument,
    "\n  query EmptyContainerHistory($from: String!, $to: String!) {\n    emptyContainerHistory(from: $from, to: $to) {\n      day\n      sku\n      sap\n      stockType\n      quantity\n      shippingDate\n      erpTotal\n    }\n  }\n": types.EmptyContainerHistoryDocument,
    "\n  fragment XadisTransmissionFields on XadisTransmission {\n    ...XadisTransmission\n    requestedBy\n    scheduled\n    emailRecipients\n    emailSentAt\n    startedAt\n    endedAt\n  }\n": types.XadisTransmissionFieldsFragmentDoc,
    "\n  query XadisTransmissionPage($status: String, $requestedBy: String, $page: Int, $pageSize: Int, $sort: XadisTransmissionSort, $direction: SortDirection) {\n    xadisTransmissionPage(status: $status, requestedBy: $requestedBy, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...XadisTransmissionFields\n      }\n      running {\n        ...XadisTransmissionFields\n      }\n    }\n  }\n": types.XadisTransmissionPageDocument,
    "\n  mutation StartXadisTransmission($from: String, $to: String) {\n    startXadisTransmission(from: $from, to: $to) {\n      ...XadisTransmissionFields\n    }\n  }\n": types.StartXadisTransmissionDocument,
    "\n  mutation CancelXadisTransmission($id: ID!) {\n    cancelXadisTransmission(id: $id) {\n      ...XadisTransmissionFields\n    }\n  }\n": types.CancelXadisTransmissionDocument,
    "\n  fragment XadisSettingsFields on XadisSettings {\n    summaryRecipients\n    internalRecipients\n    reminderRecipients\n    dailyTransmission\n    warehouseCode\n  }\n": types.XadisSettingsFieldsFragmentDoc,
    "\n  query XadisSettings {\n    xadisSettings {\n      ...XadisSettingsFields\n    }\n  }\n": types.XadisSettingsDocument,
    "\n  mutation SaveXadisSettings($input: XadisSettingsInput!) {\n    saveXadisSettings(input: $input) {\n      ...XadisSettingsFields\n    }\n  }\n": types.SaveXadisSettingsDocument,
    "fragment ErpQueryStatus on ErpQueryStatus {\n  workflowId\n  status\n  state\n  polls\n  rows\n  rowCount\n  error\n}\n\nfragment WorkflowRunDetails on WorkflowRunDetails {\n  workflowId\n  runId\n  workflowType\n  status\n  startTime\n  closeTime\n  input\n  result\n  failure\n  pendingActivities {\n    activityType\n    attempt\n  }\n  pendingTimers {\n    fireAt\n  }\n  history {\n    eventId\n    time\n    type\n    attributes\n  }\n}\n\nfragment AuditMassDecisionResult on AuditMassDecisionResult {\n  decided\n  alreadyResolved\n  notFound\n  failed\n}\n\nfragment SystemStatus on SystemStatus {\n  ok\n  version\n  startedAt\n  backends {\n    name\n    mode\n    ok\n    detail\n  }\n}\n\nfragment WorkflowsOverview on WorkflowsOverview {\n  backend\n  workers\n  running\n  completed\n  failed\n  schedules\n}\n\nquery CustomersCsv($filter: CustomerFilterInput) {\n  customersCsv(filter: $filter)\n}\n\nmutation DecideAudits($input: AuditMassDecisionInput!) {\n  decideAudits(input: $input) {\n    ...AuditMassDecisionResult\n  }\n}\n\nquery WorkflowRun($workflowId: ID!) {\n  workflowRun(workflowId: $workflowId) {\n    ...WorkflowRunDetails\n  }\n}\n\nmutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {\n  startCustomerMassUpdate(input: $input) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nquery CustomerMassUpdate($workflowId: ID!) {\n  customerMassUpdate(workflowId: $workflowId) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nmutation StartForecastRun($input: ForecastRunInput!) {\n  startForecastRun(input: $input) {\n    runId\n    status\n    providerName\n  }\n}\n\nquery PurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {\n  purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {\n    step\n    failure\n  }\n}\n\nmutation ImportForecastFile($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {\n  importForecasts(\n    csv: $csv\n    fileName: $fileName\n    importId: $importId\n    part: $part\n    parts: $parts\n    firstLine: $firstLine\n  ) {\n    runId\n    rows\n    pairs\n    part\n    parts\n    importedRows\n  }\n}\n\nmutation StartHeadcount($calculationDate: String) {\n  startHeadcount(calculationDate: $calculationDate) {\n    workflowId\n    status\n  }\n}\n\nfragment CustomerMassUpdateRun on CustomerMassUpdateRun {\n  workflowId\n  status\n  state\n  total\n  processed\n  updated\n  skipped\n  notified\n}\n\nfragment XadisKindCounts on XadisKindCounts {\n  records\n  batches\n  batchesSent\n  validated\n  inserted\n  errors\n  failedBatches\n}\n\nfragment CustomerCounters on CustomerCounters {\n  active\n  inactive\n  incomplete\n  registered\n  auditable\n  authorization\n  total\n}\n\nfragment RemoteControl on RemoteControl {\n  id\n  remoteCommandName\n  warehouseId\n  params\n  state\n  statuses {\n    remoteControlStatusType\n    startDatetime\n    attendantId\n  }\n  sentBy\n  sentAt\n  response\n  timeZone\n}\n\nfragment HeadcountRun on HeadcountRun {\n  workflowId\n  status\n  calculationDate\n  total\n  processed\n}\n\nfragment PriceListExport on PriceListExport {\n  id\n  companyId\n  day\n  sessionId\n  offerFrom\n  offerTo\n  lineCount\n  customerCount\n  fileName\n  nextExportDay\n}\n\nfragment XadisTransmission on XadisTransmission {\n  id\n  from\n  to\n  status\n  state\n  message\n  emailSubject\n  sales {\n    ...XadisKindCounts\n  }\n  inventory {\n    ...XadisKindCounts\n  }\n  errorItems {\n    kind\n    sku\n    msg\n  }\n}\n\nfragment PurchaseMoney on PurchaseMoney {\n  subtotal\n  ieps\n  iva\n  total\n}\n\nfragment ChangeHistoryEntryFields on ChangeHistoryEntry {\n  id\n  at\n  actor {\n    kind\n    id\n    name\n    runId\n  }\n  area\n  recordType\n  recordId\n  operation\n  changes {\n    field\n    before\n    after\n  }\n}": types.ErpQueryStatusFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInAttempts on SignInAttempts {\n    attemptsUsed\n    attemptsRemaining\n    maxAttempts\n    resetOffered\n    locked\n    lockedUntil\n  }\n"): typeof import('./graphql').SignInAttemptsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TotpSetup on TotpSetup {\n    secret\n    otpauthUri\n    qrCodeDataUrl\n  }\n"): typeof import('./graphql').TotpSetupFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInChallenge on SignInChallenge {\n    name\n    userName\n    session\n    phoneRequired\n    totpSetup {\n      ...TotpSetup\n    }\n  }\n"): typeof import('./graphql').SignInChallengeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInAnswer on SignInResult {\n    status\n    user {\n      ...SignedInUser\n    }\n    challenge {\n      ...SignInChallenge\n    }\n    attempts {\n      ...SignInAttempts\n    }\n  }\n"): typeof import('./graphql').SignInAnswerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodeDelivery on CodeDelivery {\n    destination\n    deliveryMedium\n  }\n"): typeof import('./graphql').CodeDeliveryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {\n    answerMfaChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').AnswerMfaChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {\n    answerMfaSetupChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').AnswerMfaSetupChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {\n    completeNewPassword(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').CompleteNewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...CodeDelivery\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {\n    confirmSignUp(input: $input)\n  }\n"): typeof import('./graphql').ConfirmSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendSignUpCode($userName: String!) {\n    resendSignUpCode(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n"): typeof import('./graphql').ResendSignUpCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($userName: String!) {\n    forgotPassword(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {\n    forgotPasswordSubmit(input: $input)\n  }\n"): typeof import('./graphql').ForgotPasswordSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInUser on Principal {\n    id\n    kind\n    userName\n    fullName\n    positionId\n    permissions\n  }\n"): typeof import('./graphql').SignedInUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SignedInUser\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSystemRole($input: CreateSystemRoleInput!) {\n    createSystemRole(input: $input) {\n      ...RoleOption\n      parentSystemRoleId\n      level\n    }\n  }\n"): typeof import('./graphql').CreateSystemRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSystemMenu($input: CreateSystemMenuInput!) {\n    createSystemMenu(input: $input) {\n      systemMenuId\n    }\n  }\n"): typeof import('./graphql').CreateSystemMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSystemMenu($id: ID!, $input: UpdateSystemMenuInput!) {\n    updateSystemMenu(systemMenuId: $id, input: $input) {\n      systemMenuId\n      active\n    }\n  }\n"): typeof import('./graphql').UpdateSystemMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePositionRole($positionId: ID!, $systemRoleId: ID!) {\n    updatePositionRole(positionId: $positionId, systemRoleId: $systemRoleId) {\n      positionId\n      systemRoleId\n    }\n  }\n"): typeof import('./graphql').UpdatePositionRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      userName\n      passwordChangeRequired\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($userName: String!, $input: UpdateUserInput!) {\n    updateUser(userName: $userName, input: $input) {\n      userName\n      active\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePermissionProfile($input: PermissionProfileInput!) {\n    updatePermissionProfile(input: $input) {\n      positionId\n    }\n  }\n"): typeof import('./graphql').UpdatePermissionProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($userName: String!, $temporaryPassword: String!) {\n    resetUserPassword(userName: $userName, temporaryPassword: $temporaryPassword) {\n      userName\n      passwordChangeRequired\n    }\n  }\n"): typeof import('./graphql').ResetUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleOption on SystemRole {\n    systemRoleId\n    systemRoleName\n  }\n"): typeof import('./graphql').RoleOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SystemRole on SystemRole {\n    ...RoleOption\n    parentSystemRoleId\n    level\n    positions {\n      positionId\n      positionName\n    }\n    menus {\n      systemMenuId\n      systemMenuName\n    }\n  }\n"): typeof import('./graphql').SystemRoleFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuLabels on MenuLabels {\n    es\n    en\n  }\n"): typeof import('./graphql').MenuLabelsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SystemMenu on SystemMenu {\n    systemMenuId\n    systemMenuName\n    labels {\n      ...MenuLabels\n    }\n    menuType\n    path\n    component\n    icon\n    active\n    platformType\n    parentSystemMenuId\n    systemMenuRoleId\n    defaultScopes {\n      scopeName\n      active\n    }\n    order\n  }\n"): typeof import('./graphql').SystemMenuFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PositionOption on StaffPosition {\n    positionId\n    positionName\n    labels {\n      ...MenuLabels\n    }\n  }\n"): typeof import('./graphql').PositionOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PermissionProfile on PermissionProfile {\n    menuAccess\n    permittedMenuIds\n    hiddenMenuIds\n    menuScopes {\n      systemMenuId\n      scopes\n    }\n    visibilityGroup\n    authenticatorRequired\n  }\n"): typeof import('./graphql').PermissionProfileFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffPosition on StaffPosition {\n    ...PositionOption\n    parentPositionId\n    systemRoleId\n    systemRole {\n      systemRoleName\n    }\n    permissionProfile {\n      ...PermissionProfile\n    }\n  }\n"): typeof import('./graphql').StaffPositionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUser on StaffUser {\n    attendantId\n    userName\n    fullName\n    active\n    position {\n      positionId\n      positionName\n    }\n    role {\n      systemRoleId\n      systemRoleName\n    }\n    warehouse {\n      warehouseId\n      warehouseName\n    }\n    organizationId\n    passwordChangeRequired\n    confirmed\n    totpEnabled\n    locked\n    profilePhotoThumbnailUrl\n  }\n"): typeof import('./graphql').StaffUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffWarehouseOption on StaffWarehouseOption {\n    warehouseId\n    warehouseName\n    warehouseType\n  }\n"): typeof import('./graphql').StaffWarehouseOptionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemRoles {\n    systemRoles {\n      ...SystemRole\n    }\n  }\n"): typeof import('./graphql').SystemRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemMenus {\n    systemMenus {\n      ...SystemMenu\n    }\n  }\n"): typeof import('./graphql').SystemMenusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Positions {\n    positions {\n      ...StaffPosition\n    }\n  }\n"): typeof import('./graphql').PositionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($search: String, $limit: Int!, $offset: Int!, $sort: UserSort, $direction: SortDirection) {\n    users(search: $search, limit: $limit, offset: $offset, sort: $sort, direction: $direction) {\n      total\n      items {\n        ...StaffUser\n      }\n    }\n  }\n"): typeof import('./graphql').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserWarehouses {\n    userWarehouses {\n      ...StaffWarehouseOption\n    }\n  }\n"): typeof import('./graphql').UserWarehousesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPositionOptions {\n    positions {\n      ...PositionOption\n    }\n  }\n"): typeof import('./graphql').UserPositionOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRoleOptions {\n    systemRoles {\n      ...RoleOption\n    }\n  }\n"): typeof import('./graphql').UserRoleOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditDetail on AuditDetail {\n    id\n    customerRef\n    startAudit\n    endAudit\n    promoter\n    auditor\n    auditorName\n    blacklist\n    decision\n    ranking\n    riskFactor\n    lastUpdate\n    coincidences {\n      type\n      item\n      value\n      percent\n      id\n    }\n  }\n"): typeof import('./graphql').AuditDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Audit($id: ID!) {\n    audit(id: $id) {\n      ...AuditDetail\n    }\n  }\n"): typeof import('./graphql').AuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAudit($input: AuditDecisionInput!) {\n    decideAudit(input: $input) {\n      ...AuditDetail\n    }\n  }\n"): typeof import('./graphql').DecideAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenCustomerAudit($customerId: ID!) {\n    reopenCustomerAudit(customerId: $customerId) {\n      workflowId\n      customerRef\n    }\n  }\n"): typeof import('./graphql').ReopenCustomerAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashierInfoResult on CashierInfo {\n    complete\n    message\n    attendant {\n      attendantId\n      userName\n      fullName\n      active\n      positionName\n      organizationId\n    }\n    warehouse {\n      warehouseId\n      warehouseName\n    }\n    links {\n      warehouseId\n      previousWarehouseId\n      linkedBy\n      linkedAt\n    }\n  }\n"): typeof import('./graphql').CashierInfoResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashierInfo($userName: String!, $company: String!) {\n    cashierInfo(userName: $userName, company: $company) {\n      ...CashierInfoResult\n    }\n  }\n"): typeof import('./graphql').CashierInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkCashierToStore($input: CashierLinkInput!) {\n    linkCashierToStore(input: $input) {\n      ...CashierInfoResult\n    }\n  }\n"): typeof import('./graphql').LinkCashierToStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommissionPermissions {\n    myPermissions {\n      positionId\n      pathPermissions {\n        id\n        name\n        read\n        write\n      }\n      organizations\n    }\n  }\n"): typeof import('./graphql').CommissionPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementPeriods($organizationId: String!) {\n    commissionStatementPeriods(organizationId: $organizationId) {\n      periodStart\n      periodEnd\n      statements\n      workflowId\n    }\n  }\n"): typeof import('./graphql').StatementPeriodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementPage(\n    $organizationId: String!\n    $periodStart: String!\n    $periodEnd: String!\n    $state: String\n    $search: String\n    $page: Int\n    $pageSize: Int\n    $sort: CommissionStatementSort\n    $direction: SortDirection\n  ) {\n    commissionStatements(\n      organizationId: $organizationId\n      periodStart: $periodStart\n      periodEnd: $periodEnd\n      state: $state\n      search: $search\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      page\n      pageSize\n      items {\n        id\n        employeeId\n        employeeName\n        areaName\n        state\n        total\n        reviewerName\n        reviewLevel\n        adjustmentCount\n      }\n      summary {\n        state\n        count\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').StatementPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementDetail($id: ID!) {\n    commissionStatement(id: $id) {\n      id\n      organizationId\n      employeeId\n      employeeName\n      areaName\n      periodStart\n      periodEnd\n      state\n      total\n      commissionsTotal\n      adjustmentsTotal\n      reviewLevel\n      exportId\n      actions\n      reviewer {\n        kind\n        id\n        name\n      }\n      lines {\n        reportId\n        variableCommissionId\n        variableCommissionName\n        startDate\n        endDate\n        result\n        clawback\n        exceptionName\n        exceptionDetails\n        steps {\n          name\n          value\n        }\n      }\n      adjustments {\n        id\n        amount\n        reason\n        by\n        at\n        clawback\n        correctsPeriod\n      }\n      disputes {\n        id\n        comment\n        raisedBy\n        onBehalfOfEmployee\n        at\n        resolution\n        resolvedBy\n        resolvedAt\n        resolutionReason\n      }\n      events {\n        at\n        by\n        action\n        from\n        to\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').StatementDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementExportPreview($organizationId: String!, $periodStart: String!, $periodEnd: String!) {\n    commissionStatementExportPreview(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd) {\n      statements\n      total\n      csv\n      rows {\n        id\n        employeeId\n        employeeName\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').StatementExportPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartStatements($input: CommissionStatementPeriodInput!) {\n    startCommissionStatements(input: $input) {\n      periodStart\n      periodEnd\n      workflowId\n    }\n  }\n"): typeof import('./graphql').StartStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveStatements($input: CommissionStatementApprovalInput!) {\n    approveCommissionStatements(input: $input) {\n      approved\n      skipped\n    }\n  }\n"): typeof import('./graphql').ApproveStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportStatements($input: CommissionStatementPeriodInput!) {\n    exportCommissionStatements(input: $input) {\n      exportId\n      statements\n      csv\n    }\n  }\n"): typeof import('./graphql').ExportStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeStatement($input: CommissionStatementDisputeInput!) {\n    disputeCommissionStatement(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').DisputeStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveStatementDispute($input: CommissionStatementResolutionInput!) {\n    resolveCommissionStatementDispute(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').ResolveStatementDisputeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustStatement($input: CommissionStatementAdjustmentInput!) {\n    adjustCommissionStatement(input: $input) {\n      statementId\n      carried\n    }\n  }\n"): typeof import('./graphql').AdjustStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementPdf($id: ID!) {\n    commissionStatementPdf(id: $id) {\n      fileName\n      content\n    }\n  }\n"): typeof import('./graphql').StatementPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailStatement($input: CommissionStatementEmailInput!) {\n    emailCommissionStatement(input: $input) {\n      to\n    }\n  }\n"): typeof import('./graphql').EmailStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementWhatIfInputs($id: ID!, $reportId: ID!) {\n    commissionStatementWhatIfInputs(id: $id, reportId: $reportId) {\n      kind\n      id\n      tag\n      name\n      value\n    }\n  }\n"): typeof import('./graphql').StatementWhatIfInputsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementWhatIf($input: CommissionStatementWhatIfChange!) {\n    commissionStatementWhatIf(input: $input) {\n      before\n      after\n      exceptionName\n      exceptionDetails\n      steps {\n        name\n        value\n        before\n      }\n    }\n  }\n"): typeof import('./graphql').StatementWhatIfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementSettings($organizationId: String!) {\n    commissionStatementSettings(organizationId: $organizationId) {\n      organizationId\n      reviewerAreaId\n      reviewerEmail\n      reminderDays\n      escalationDays\n    }\n  }\n"): typeof import('./graphql').StatementSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveStatementSettings($input: CommissionStatementSettingsInput!) {\n    saveCommissionStatementSettings(input: $input) {\n      organizationId\n      reviewerAreaId\n      reviewerEmail\n      reminderDays\n      escalationDays\n    }\n  }\n"): typeof import('./graphql').SaveStatementSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerActivity($from: String!, $to: String!) {\n    customerActivity(from: $from, to: $to) {\n      day\n      registrations\n      audits\n      authorized\n      blacklisted\n      open\n    }\n  }\n"): typeof import('./graphql').CustomerActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerRow on CustomerSummary {\n    id\n    customerId\n    customerName\n    customerTypeId\n    customerTypeName\n    address\n    preregistrationCode\n    sellBanned\n    blacklisted\n    blacklistAudit\n    taxpayer {\n      taxpayerName\n      identification\n    }\n    zoneName\n    lastUpdate\n    classes\n    phones {\n      phoneType\n      phone\n    }\n    emails\n    birthdate\n    fingerCount\n    registrationWarehouseId\n    enrollmentWarehouseId\n    openAuditCount\n  }\n"): typeof import('./graphql').CustomerRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerDetail on CustomerDetail {\n    ...CustomerRow\n    fingerTypes\n    legals {\n      legalType\n      datetime\n    }\n    audits {\n      ...AuditDetail\n    }\n    marketReleases {\n      warehouseId\n      marketReleaseDate\n      marketFinalDate\n    }\n    files {\n      fileType\n      url\n    }\n  }\n"): typeof import('./graphql').CustomerDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerType on CustomerTypeRow {\n    id\n    customerTypeId\n    customerTypeName\n    defaultType\n    _version\n  }\n"): typeof import('./graphql').CustomerTypeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCounters($filter: CustomerFilterInput) {\n    customerCounters(filter: $filter) {\n      ...CustomerCounters\n    }\n  }\n"): typeof import('./graphql').CustomerCountersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($filter: CustomerFilterInput, $page: Int, $pageSize: Int, $sort: CustomerSort, $direction: SortDirection) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      page\n      pageSize\n      rows {\n        ...CustomerRow\n      }\n    }\n  }\n"): typeof import('./graphql').CustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerDetail\n    }\n  }\n"): typeof import('./graphql').CustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSelection($customerIds: [ID!], $filter: CustomerFilterInput) {\n    customerSelection(customerIds: $customerIds, filter: $filter) {\n      selected\n      pendingAudits\n      pendingAuditIds\n    }\n  }\n"): typeof import('./graphql').CustomerSelectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTypes {\n    customerTypes {\n      ...CustomerType\n    }\n  }\n"): typeof import('./graphql').CustomerTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketStores {\n    marketStores {\n      warehouseId\n      warehouseName\n      zoneName\n    }\n  }\n"): typeof import('./graphql').MarketStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerByPreregistrationCode($code: String!) {\n    customerByPreregistrationCode(code: $code) {\n      ...CustomerRow\n      fingerTypes\n    }\n  }\n"): typeof import('./graphql').CustomerByPreregistrationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnrollFingerprints($input: FingerprintEnrollmentInput!) {\n    enrollFingerprints(input: $input) {\n      id\n      fingerCount\n      fingerTypes\n    }\n  }\n"): typeof import('./graphql').EnrollFingerprintsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerTypeDefault($customerTypeId: String!, $defaultType: Boolean!, $_version: Int) {\n    setCustomerTypeDefault(customerTypeId: $customerTypeId, defaultType: $defaultType, _version: $_version) {\n      ...CustomerType\n    }\n  }\n"): typeof import('./graphql').SetCustomerTypeDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerType($input: CreateCustomerTypeInput!) {\n    createCustomerType(input: $input) {\n      ...CustomerType\n    }\n  }\n"): typeof import('./graphql').CreateCustomerTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCustomerType($customerTypeId: String!, $customerTypeName: String!, $_version: Int) {\n    renameCustomerType(customerTypeId: $customerTypeId, customerTypeName: $customerTypeName, _version: $_version) {\n      ...CustomerType\n    }\n  }\n"): typeof import('./graphql').RenameCustomerTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartErpQuery($operation: JSON!) {\n    startErpQuery(operation: $operation) {\n      workflowId\n    }\n  }\n"): typeof import('./graphql').StartErpQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErpQuery($workflowId: ID!) {\n    erpQuery(workflowId: $workflowId) {\n      ...ErpQueryStatus\n    }\n  }\n"): typeof import('./graphql').ErpQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountSummary {\n    headcountSummary {\n      organizationId\n      organizationName\n      templatePositions\n      vacants\n      severity\n      vacantPositions {\n        positionName\n        count\n      }\n      storeIds\n      high\n      medium\n      low\n      notReady\n    }\n  }\n"): typeof import('./graphql').HeadcountSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountReports(\n    $search: String\n    $statusName: String\n    $organizationId: String\n    $page: Int\n    $pageSize: Int\n    $sort: HeadcountReportSort\n    $direction: SortDirection\n  ) {\n    headcountReports(\n      search: $search\n      statusName: $statusName\n      organizationId: $organizationId\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      rows {\n        id\n        organizationName\n        warehouseId\n        warehouseName\n        zoneName\n        workTeamTemplateName\n        teamPositionsCount\n        teamAssignedCount\n        vacants\n        extras\n        statusName\n        sinceDate\n        calculationDate\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): typeof import('./graphql').HeadcountReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountHistory($reportId: ID!) {\n    headcountHistory(reportId: $reportId) {\n      id\n      calculationDate\n      sinceDate\n      vacantCounter\n      statusName\n      detail {\n        positionId\n        positionName\n        count\n        date\n      }\n      incidents {\n        incidentId\n        datetime\n        day\n        description\n      }\n      incidentObservationId\n      incidentPlanActionId\n    }\n    incidentObservations {\n      id\n      name\n      parentId\n      active\n    }\n    incidentPlanActions {\n      id\n      name\n      parentId\n      active\n    }\n  }\n"): typeof import('./graphql').HeadcountHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvaluateHeadcountLog($id: ID!, $incidentObservationId: String, $incidentPlanActionId: String) {\n    evaluateHeadcountLog(id: $id, incidentObservationId: $incidentObservationId, incidentPlanActionId: $incidentPlanActionId) {\n      id\n      incidentObservationId\n      incidentPlanActionId\n    }\n  }\n"): typeof import('./graphql').EvaluateHeadcountLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountRunStatus($workflowId: ID!) {\n    headcountRun(workflowId: $workflowId) {\n      ...HeadcountRun\n    }\n  }\n"): typeof import('./graphql').HeadcountRunStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkTeamTemplates {\n    workTeamTemplates {\n      id\n      workTeamTemplate\n      active\n      minSalesAmount\n      maxSalesAmount\n      frecuencySales\n      periodSales\n      stores\n      _version\n      positions {\n        teamPositionId\n        positionId\n        positionName\n        quantity\n        required\n        observation\n      }\n      statuses {\n        statusName\n        vacantNumber\n        assignedDays\n      }\n    }\n  }\n"): typeof import('./graphql').WorkTeamTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateOptions {\n    headcountPositions {\n      positionId\n      positionName\n      label\n    }\n    templateStores {\n      warehouseId\n      warehouseName\n      organizationId\n      organizationName\n      zoneName\n      workTeamTemplateId\n    }\n  }\n"): typeof import('./graphql').TemplateOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkTeamTemplate($input: WorkTeamTemplateInput!) {\n    createWorkTeamTemplate(input: $input) {\n      id\n      _version\n    }\n  }\n"): typeof import('./graphql').CreateWorkTeamTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkTeamTemplate($id: ID!, $_version: Int!, $input: WorkTeamTemplateInput!) {\n    updateWorkTeamTemplate(id: $id, _version: $_version, input: $input) {\n      id\n      _version\n    }\n  }\n"): typeof import('./graphql').UpdateWorkTeamTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWorkTeamTemplateActive($id: ID!, $active: Boolean!, $_version: Int!) {\n    setWorkTeamTemplateActive(id: $id, active: $active, _version: $_version) {\n      id\n      active\n      _version\n    }\n  }\n"): typeof import('./graphql').SetWorkTeamTemplateActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkTeamTemplate($id: ID!, $_version: Int!) {\n    deleteWorkTeamTemplate(id: $id, _version: $_version) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteWorkTeamTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID, $input: TeamPositionInput!) {\n    saveTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId, input: $input) {\n      id\n      _version\n    }\n  }\n"): typeof import('./graphql').SaveTeamPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID!) {\n    deleteTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId) {\n      id\n      _version\n    }\n  }\n"): typeof import('./graphql').DeleteTeamPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHeadcountRules($id: ID!, $_version: Int!, $rules: [HeadcountStatusRuleInput!]!) {\n    saveHeadcountRules(id: $id, _version: $_version, rules: $rules) {\n      id\n      _version\n    }\n  }\n"): typeof import('./graphql').SaveHeadcountRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignWorkTeamTemplate($id: ID!, $warehouseIds: [String!]!) {\n    assignWorkTeamTemplate(id: $id, warehouseIds: $warehouseIds)\n  }\n"): typeof import('./graphql').AssignWorkTeamTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadcountChoices {\n    incidentObservations {\n      id\n      name\n      parentId\n      active\n      _version\n    }\n    incidentPlanActions {\n      id\n      name\n      parentId\n      active\n      _version\n    }\n  }\n"): typeof import('./graphql').HeadcountChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHeadcountChoice($kind: String!, $id: ID, $_version: Int, $input: HeadcountChoiceInput!) {\n    saveHeadcountChoice(kind: $kind, id: $id, _version: $_version, input: $input) {\n      id\n      _version\n    }\n  }\n"): typeof import('./graphql').SaveHeadcountChoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHeadcountChoiceActive($kind: String!, $id: ID!, $_version: Int!, $active: Boolean!) {\n    setHeadcountChoiceActive(kind: $kind, id: $id, _version: $_version, active: $active) {\n      id\n      active\n      _version\n    }\n  }\n"): typeof import('./graphql').SetHeadcountChoiceActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($recordType: String!, $recordId: String!, $page: Int, $pageSize: Int) {\n    recordHistory(recordType: $recordType, recordId: $recordId, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql').RecordHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int, $sort: ChangeHistorySort, $direction: SortDirection) {\n    changeHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      page\n      pageSize\n      total\n      entries {\n        ...ChangeHistoryEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql').ChangeHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangeHistoryAreas {\n    changeHistoryAreas\n  }\n"): typeof import('./graphql').ChangeHistoryAreasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmailSuscription($input: CreateEmailSuscriptionInput!) {\n    createEmailSuscription(input: $input) {\n      email\n      active\n      origin\n    }\n  }\n"): typeof import('./graphql').CreateEmailSuscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPage {\n    landingPage {\n      countdownTarget\n    }\n  }\n"): typeof import('./graphql').LandingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosLicenseRow on PosLicense {\n    id\n    licenseId\n    warehouseId\n    warehouseName\n    organizationId\n    registerNumber\n    maskedKey\n    issuedAt\n    expiresAt\n    status\n    daysLeft\n    revokedAt\n    revokedBy\n    revokeReason\n    renewals {\n      renewedBy\n      renewedAt\n      months\n      previousExpiresAt\n      newExpiresAt\n      note\n    }\n    _version\n  }\n"): typeof import('./graphql').PosLicenseRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosLicensePage(\n    $organizationId: String\n    $status: String\n    $search: String\n    $page: Int\n    $pageSize: Int\n    $sort: PosLicenseSort\n    $direction: SortDirection\n  ) {\n    posLicensePage(organizationId: $organizationId, status: $status, search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...PosLicenseRow\n      }\n      counts {\n        active\n        expiring\n        expired\n        revoked\n      }\n    }\n  }\n"): typeof import('./graphql').PosLicensePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewPosLicense($input: RenewPosLicenseInput!) {\n    renewPosLicense(input: $input) {\n      ...PosLicenseRow\n    }\n  }\n"): typeof import('./graphql').RenewPosLicenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePosLicense($input: RevokePosLicenseInput!) {\n    revokePosLicense(input: $input) {\n      ...PosLicenseRow\n    }\n  }\n"): typeof import('./graphql').RevokePosLicenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailMessageSummary on MailMessageSummary {\n    id\n    subject\n    from\n    to\n    size\n    attachmentCount\n    receivedAt\n  }\n"): typeof import('./graphql').MailMessageSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailMessage on MailMessage {\n    id\n    subject\n    from\n    to\n    cc\n    html\n    text\n    receivedAt\n    attachments {\n      index\n      filename\n      contentType\n      size\n    }\n  }\n"): typeof import('./graphql').MailMessageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SmsMessage on SmsMessage {\n    id\n    phone\n    message\n    status\n    provider\n    attempts\n    lastError\n    createdAt\n    sentAt\n  }\n"): typeof import('./graphql').SmsMessageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailMessages($search: String, $page: Int, $pageSize: Int, $sort: MailSort, $direction: SortDirection) {\n    mailMessagePage(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...MailMessageSummary\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): typeof import('./graphql').MailMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailMessage($id: ID!) {\n    mailMessage(id: $id) {\n      ...MailMessage\n    }\n  }\n"): typeof import('./graphql').MailMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SmsMessages($search: String, $status: String, $page: Int, $pageSize: Int, $sort: SmsSort, $direction: SortDirection) {\n    smsMessagePage(search: $search, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...SmsMessage\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): typeof import('./graphql').SmsMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPriceListQuery($table: String!, $companyId: Int!, $search: String) {\n    startPriceListQuery(table: $table, companyId: $companyId, search: $search) {\n      workflowId\n    }\n  }\n"): typeof import('./graphql').StartPriceListQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportPriceList($input: PriceListExportInput!) {\n    exportPriceList(input: $input) {\n      id\n      day\n      lineCount\n      customerCount\n      fileName\n      downloadUrl\n      nextExportDay\n    }\n  }\n"): typeof import('./graphql').ExportPriceListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListCompanies {\n    priceListCompanies {\n      organizationId\n      organizationName\n      erpCompanyId\n      exportedToday\n      nextExportDay\n    }\n  }\n"): typeof import('./graphql').PriceListCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListQuery($workflowId: ID!) {\n    priceListQuery(workflowId: $workflowId) {\n      workflowId\n      status\n      state\n      rows\n      rowCount\n      error\n    }\n  }\n"): typeof import('./graphql').PriceListQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListExports($companyId: Int) {\n    priceListExports(companyId: $companyId) {\n      ...PriceListExport\n      downloadUrl\n      exportedBy\n      exportedAt\n    }\n  }\n"): typeof import('./graphql').PriceListExportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueProductFields on CatalogueProduct {\n    id\n    productId\n    productName\n    sku\n    barcodes\n    brandName\n    categoryName\n    saleUnitName\n    currentSellPrice\n    taxes {\n      name\n      rate\n    }\n    quantityPerBox\n    organizationId\n    organizationName\n    sellable\n    purchable\n    imageUrl\n    thumbnailUrl\n    _version\n  }\n"): typeof import('./graphql').CatalogueProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProducts($search: String, $page: Int, $pageSize: Int, $sort: ProductSort, $direction: SortDirection) {\n    catalogueProducts(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...CatalogueProductFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): typeof import('./graphql').CatalogueProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($attendantId: ID!, $input: ProfileUpdateInput!) {\n    updateProfile(attendantId: $attendantId, input: $input) {\n      ...Profile\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpTotp {\n    setUpTotp {\n      ...TotpSetup\n    }\n  }\n"): typeof import('./graphql').SetUpTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTotpSetup($code: String!) {\n    verifyTotpSetup(code: $code)\n  }\n"): typeof import('./graphql').VerifyTotpSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"): typeof import('./graphql').DisableTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Profile on Profile {\n    attendantId\n    userName\n    fullName\n    nickname\n    position {\n      positionId\n      positionName\n    }\n    role {\n      systemRoleName\n    }\n    warehouse {\n      warehouseName\n    }\n    phones {\n      phoneType\n      phone\n      display\n    }\n    emails {\n      emailType\n      email\n    }\n    profilePhoto\n    profilePhotoUrl\n    hasPin\n    totpEnabled\n    color\n  }\n"): typeof import('./graphql').ProfileFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($attendantId: ID!) {\n    profile(attendantId: $attendantId) {\n      ...Profile\n    }\n  }\n"): typeof import('./graphql').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForecastRunPage($kind: String, $status: String, $page: Int, $pageSize: Int, $sort: ForecastRunSort, $direction: SortDirection) {\n    forecastRunPage(kind: $kind, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...ForecastRunFields\n      }\n    }\n  }\n"): typeof import('./graphql').ForecastRunPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ForecastRunFields on ForecastRun {\n    runId\n    kind\n    organizationId\n    providerId\n    providerName\n    storeIds\n    start\n    horizonDays\n    fileName\n    status\n    done\n    total\n    rows\n    createdBy\n    createdAt\n    finishedAt\n    failure\n  }\n"): typeof import('./graphql').ForecastRunFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForecastRunProgress($runId: String!) {\n    forecastRunProgress(runId: $runId) {\n      runId\n      status\n      state\n      storesDone\n      storesTotal\n      rows\n      failure\n    }\n  }\n"): typeof import('./graphql').ForecastRunProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForecastOptions($companyId: String) {\n    forecastOptions(companyId: $companyId) {\n      companies {\n        organizationId\n        organizationName\n      }\n      stores {\n        warehouseId\n        warehouseName\n      }\n      providers {\n        providerId\n        providerName\n      }\n    }\n  }\n"): typeof import('./graphql').ForecastOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForecastAccuracy($input: ForecastAccuracyInput!) {\n    forecastAccuracy(input: $input) {\n      from\n      to\n      stores\n      overall {\n        observations\n        coverage\n        pinballLoss\n        meanActual\n        below\n        above\n        calibration\n      }\n      items {\n        sku\n        description\n        observations\n        coverage\n        pinballLoss\n        meanActual\n        below\n        above\n        calibration\n      }\n      weeks {\n        from\n        observations\n        p10\n        p50\n        p90\n        actual\n        coverage\n      }\n    }\n  }\n"): typeof import('./graphql').ForecastAccuracyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelForecastRun($runId: String!) {\n    cancelForecastRun(runId: $runId) {\n      runId\n      status\n    }\n  }\n"): typeof import('./graphql').CancelForecastRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchasingOptions($companyId: String) {\n    purchasingOptions(companyId: $companyId) {\n      companies {\n        organizationId\n        organizationName\n        erpCompanyId\n      }\n      zones {\n        zoneId\n        zoneName\n      }\n      stores {\n        warehouseId\n        warehouseName\n        zoneId\n      }\n      providers {\n        providerId\n        providerName\n        email\n      }\n      distributionCentreId\n    }\n  }\n"): typeof import('./graphql').PurchasingOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseGrid($selection: PurchaseSelectionInput!, $offset: Int!, $limit: Int!) {\n    purchaseGrid(selection: $selection, offset: $offset, limit: $limit) {\n      rowCount\n      offset\n      stores\n      products\n      forecastFrom\n      forecastToExclusive\n      rows {\n        sku\n        description\n        saleUnit\n        storeId\n        storeName\n        piecesPerPackage\n        packages\n        p10\n        p50\n        p90\n        minProduct\n        maxProduct\n        stock\n        price\n        ivaRate\n        iepsRate\n        ivaDev\n        subtotal\n        ieps\n        iva\n        total\n        sales {\n          year\n          quantity\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PurchaseGridDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseGridTotals($selection: PurchaseSelectionInput!) {\n    purchaseGrid(selection: $selection, offset: 0, limit: 1) {\n      rowCount\n      totals {\n        ...PurchaseMoney\n      }\n    }\n  }\n"): typeof import('./graphql').PurchaseGridTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForecastChart($storeId: String!, $sku: String!, $from: String!, $to: String!) {\n    forecastChart(storeId: $storeId, sku: $sku, from: $from, to: $to) {\n      date\n      sales\n      salesYearBefore\n      p10\n      p50\n      p90\n    }\n  }\n"): typeof import('./graphql').ForecastChartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    folio\n    erpCompanyId\n    organizationName\n    providerName\n    providerEmail\n    buyerName\n    consolidated\n    distributionCentre\n    from\n    to\n    status\n    stores {\n      storeId\n      storeName\n      subtotal\n      ieps\n      iva\n      total\n    }\n    lineCount\n    totals {\n      ...PurchaseMoney\n    }\n    pdfs {\n      fileName\n      url\n    }\n    emailedAt\n    emailRecipients\n    erpInsertedAt\n    erpOrders\n    erpLines\n    failure\n    createdAt\n    workflowId\n  }\n"): typeof import('./graphql').PurchaseOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrderLineFields on PurchaseOrderLine {\n    storeId\n    sku\n    description\n    saleUnit\n    packages\n    piecesPerPackage\n    price\n    subtotal\n    ieps\n    iva\n    total\n  }\n"): typeof import('./graphql').PurchaseOrderLineFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrder($erpCompanyId: Int!, $folio: Int!) {\n    purchaseOrder(erpCompanyId: $erpCompanyId, folio: $folio) {\n      ...PurchaseOrderFields\n      lines {\n        ...PurchaseOrderLineFields\n      }\n    }\n  }\n"): typeof import('./graphql').PurchaseOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrderPage(\n    $status: String\n    $provider: String\n    $storeId: String\n    $page: Int\n    $pageSize: Int\n    $sort: PurchaseOrderSort\n    $direction: SortDirection\n  ) {\n    purchaseOrderPage(status: $status, provider: $provider, storeId: $storeId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...PurchaseOrderFields\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').PurchaseOrderPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPurchaseOrder($order: PurchaseOrderInput!) {\n    verifyPurchaseOrder(order: $order) {\n      ...PurchaseOrderFields\n      lines {\n        ...PurchaseOrderLineFields\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyPurchaseOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPurchaseOrder($folio: Int!, $order: PurchaseOrderInput!) {\n    sendPurchaseOrder(folio: $folio, order: $order) {\n      ...PurchaseOrderFields\n    }\n  }\n"): typeof import('./graphql').SendPurchaseOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NearbyStore on NearbyStore {\n    warehouseId\n    warehouseName\n    address\n    coordinates\n    distanceKm\n  }\n"): typeof import('./graphql').NearbyStoreFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerRegistration on CustomerRegistration {\n    id\n    customerName\n    preregistrationCode\n    barcodeUrl\n    barcodeDataUrl\n    storeName\n    emails\n    mobilePhones\n  }\n"): typeof import('./graphql').CustomerRegistrationFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostalCodes($postalCode: String!) {\n    postalCodes(postalCode: $postalCode) {\n      c_cp\n      d_asenta\n      d_estado\n      d_mnpio\n    }\n  }\n"): typeof import('./graphql').PostalCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearestStores($lat: Float, $lng: Float, $limit: Int) {\n    nearestStores(lat: $lat, lng: $lng, limit: $limit) {\n      ...NearbyStore\n    }\n  }\n"): typeof import('./graphql').NearestStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerContactTaken($phone: String, $email: String) {\n    customerContactTaken(phone: $phone, email: $email)\n  }\n"): typeof import('./graphql').CustomerContactTakenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerRegistrationInput!) {\n    createCustomer(input: $input) {\n      ...CustomerRegistration\n    }\n  }\n"): typeof import('./graphql').CreateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRemoteCommand($input: RemoteCommandInput!) {\n    createRemoteCommand(input: $input) {\n      id\n      remoteCommandName\n      _version\n    }\n  }\n"): typeof import('./graphql').CreateRemoteCommandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRemoteCommand($input: RemoteCommandUpdateInput!) {\n    updateRemoteCommand(input: $input) {\n      id\n      remoteCommandName\n      _version\n    }\n  }\n"): typeof import('./graphql').UpdateRemoteCommandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {\n    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').SendRemoteCommandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemoteCommands {\n    remoteCommands {\n      id\n      remoteCommandName\n      remoteCommandDescription\n      command\n      enable\n      target\n      _version\n    }\n  }\n"): typeof import('./graphql').RemoteCommandsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemoteCommandCompanies {\n    remoteCommandCompanies {\n      organizationId\n      organizationName\n      stores {\n        warehouseId\n        warehouseName\n        timeZone\n      }\n    }\n  }\n"): typeof import('./graphql').RemoteCommandCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemoteCommandCustomers($storeId: String!, $after: String, $limit: Int) {\n    remoteCommandCustomers(storeId: $storeId, after: $after, limit: $limit) {\n      items {\n        id\n        customerId\n        customerName\n        customerTypeId\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').RemoteCommandCustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemoteCommandKits($storeId: String!) {\n    remoteCommandKits(storeId: $storeId) {\n      productKitId\n      productKitName\n      shortName\n      currentSellPrice\n      marketFinalDate\n      limitPerSale\n      expired\n    }\n  }\n"): typeof import('./graphql').RemoteCommandKitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemoteCommandHistoryPage(\n    $storeId: String\n    $state: String\n    $commandName: String\n    $page: Int\n    $pageSize: Int\n    $sort: RemoteControlSort\n    $direction: SortDirection\n  ) {\n    remoteCommandHistoryPage(\n      storeId: $storeId\n      state: $state\n      commandName: $commandName\n      page: $page\n      pageSize: $pageSize\n      sort: $sort\n      direction: $direction\n    ) {\n      rows {\n        ...RemoteControl\n        takenBy\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').RemoteCommandHistoryPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuEntry on MenuEntry {\n    systemMenuId\n    systemMenuName\n    labels {\n      ...MenuLabels\n    }\n    path\n    component\n    icon\n    scopes\n  }\n"): typeof import('./graphql').MenuEntryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMenus {\n    myMenus {\n      profile {\n        ...MenuEntry\n      }\n      system {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n        }\n      }\n      navigation {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyMenusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreConfigRowFields on StoreConfigRow {\n    id\n    warehouseId\n    warehouseName\n    warehouseType\n    organizationId\n    organizationName\n    zoneId\n    zoneName\n    workTeamTemplateId\n    hasErpConfig\n    active\n    pinpads {\n      hostnameId\n      affiliation\n      currency\n      terminal\n      port\n      socketUrl\n      amex\n      contactless\n      hasSecretKey\n    }\n    _version\n  }\n"): typeof import('./graphql').StoreConfigRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreConfigScreen {\n    storeZones {\n      zoneId\n      zoneName\n    }\n    workTeamTemplates {\n      id\n      workTeamTemplate\n      active\n      deleted\n    }\n  }\n"): typeof import('./graphql').StoreConfigScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreConfigPage($search: String, $zoneId: String, $page: Int, $pageSize: Int, $sort: StoreSort, $direction: SortDirection) {\n    storeConfigPage(search: $search, zoneId: $zoneId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...StoreConfigRowFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): typeof import('./graphql').StoreConfigPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePinpads {\n    storeConfigs {\n      ...StoreConfigRowFields\n    }\n  }\n"): typeof import('./graphql').StorePinpadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSettingsForm($warehouseId: String!) {\n    storeSettings(warehouseId: $warehouseId) {\n      warehouseId\n      warehouseName\n      _version\n      form\n    }\n  }\n"): typeof import('./graphql').StoreSettingsFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStoreConfig($warehouseId: String!, $_version: Int!, $zoneId: String, $workTeamTemplateId: String, $clearTemplate: Boolean) {\n    updateStoreConfig(warehouseId: $warehouseId, _version: $_version, zoneId: $zoneId, workTeamTemplateId: $workTeamTemplateId, clearTemplate: $clearTemplate) {\n      ...StoreConfigRowFields\n    }\n  }\n"): typeof import('./graphql').UpdateStoreConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveStoreSettings($warehouseId: String!, $_version: Int!, $form: JSON!) {\n    saveStoreSettings(warehouseId: $warehouseId, _version: $_version, form: $form) {\n      warehouseId\n      warehouseName\n      _version\n      form\n    }\n  }\n"): typeof import('./graphql').SaveStoreSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatus {\n    systemStatus {\n      ...SystemStatus\n      collections {\n        name\n        collection\n        documents\n        sizeBytes\n        setting\n        retentionSeconds\n      }\n      heap {\n        usedBytes\n        limitBytes\n        percent\n        level\n      }\n    }\n  }\n"): typeof import('./graphql').SystemStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWorkflowRun($workflowId: ID!) {\n    cancelWorkflowRun(workflowId: $workflowId)\n  }\n"): typeof import('./graphql').CancelWorkflowRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkflowRun on WorkflowRun {\n    workflowId\n    runId\n    workflowType\n    status\n    startTime\n    closeTime\n  }\n"): typeof import('./graphql').WorkflowRunFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkflowSchedule on WorkflowSchedule {\n    scheduleId\n    workflowType\n    spec\n    overlap\n    nextActionAt\n    recentActions\n  }\n"): typeof import('./graphql').WorkflowScheduleFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowRunPage($workflowType: String, $status: String, $page: Int, $pageSize: Int, $sort: WorkflowRunSort, $direction: SortDirection) {\n    workflowRunPage(workflowType: $workflowType, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      rows {\n        ...WorkflowRun\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): typeof import('./graphql').WorkflowRunPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowSchedules {\n    workflowSchedules {\n      ...WorkflowSchedule\n    }\n  }\n"): typeof import('./graphql').WorkflowSchedulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowsOverview {\n    workflowsOverview {\n      ...WorkflowsOverview\n    }\n  }\n"): typeof import('./graphql').WorkflowsOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkplanRow on Workplan {\n    id\n    workplanName\n    description\n    sectionCount\n    _version\n    updatedAt\n    updatedBy\n  }\n"): typeof import('./graphql').WorkplanRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkplanSectionRow on WorkplanSection {\n    id\n    sectionName\n    description\n    workplanSectionWorkplanId\n    activityCount\n    _version\n    updatedAt\n  }\n"): typeof import('./graphql').WorkplanSectionRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkplanActivityRow on WorkplanActivity {\n    id\n    activityName\n    description\n    marketReleaseDate\n    marketFinalDate\n    temporality {\n      cron\n      frecuency\n      frecuencyType\n    }\n    score\n    workplanSectionId\n    _version\n    updatedAt\n    updatedBy\n  }\n"): typeof import('./graphql').WorkplanActivityRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workplans {\n    workplans {\n      ...WorkplanRow\n    }\n  }\n"): typeof import('./graphql').WorkplansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkplanSections($workplanId: ID!) {\n    workplanSections(workplanId: $workplanId) {\n      ...WorkplanSectionRow\n    }\n  }\n"): typeof import('./graphql').WorkplanSectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkplanActivities($sectionId: ID!) {\n    workplanActivities(sectionId: $sectionId) {\n      ...WorkplanActivityRow\n    }\n  }\n"): typeof import('./graphql').WorkplanActivitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkplan($input: CreateWorkplanInput!) {\n    createWorkplan(input: $input) {\n      ...WorkplanRow\n    }\n  }\n"): typeof import('./graphql').CreateWorkplanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkplan($input: UpdateWorkplanInput!) {\n    updateWorkplan(input: $input) {\n      ...WorkplanRow\n    }\n  }\n"): typeof import('./graphql').UpdateWorkplanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkplanSection($input: CreateWorkplanSectionInput!) {\n    createWorkplanSection(input: $input) {\n      ...WorkplanSectionRow\n    }\n  }\n"): typeof import('./graphql').CreateWorkplanSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkplanSection($input: UpdateWorkplanSectionInput!) {\n    updateWorkplanSection(input: $input) {\n      ...WorkplanSectionRow\n    }\n  }\n"): typeof import('./graphql').UpdateWorkplanSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkplanActivity($input: CreateWorkplanActivityInput!) {\n    createWorkplanActivity(input: $input) {\n      ...WorkplanActivityRow\n    }\n  }\n"): typeof import('./graphql').CreateWorkplanActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkplanActivity($input: UpdateWorkplanActivityInput!) {\n    updateWorkplanActivity(input: $input) {\n      ...WorkplanActivityRow\n    }\n  }\n"): typeof import('./graphql').UpdateWorkplanActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkplanActivity($id: ID!, $_version: Int!) {\n    deleteWorkplanActivity(id: $id, _version: $_version) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteWorkplanActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmptyContainerScreenFields on EmptyContainerScreen {\n    windowStart\n    windowEnd\n    day\n    captureDate\n    state\n    erpTotal\n    readError\n    erpRows {\n      articleKey\n      articleName\n      familyKey\n      stock\n    }\n    products {\n      sku\n      sap\n      description\n      stockType\n    }\n    report {\n      id\n      version\n      startDate\n      endDate\n      shippingDate\n      boxTotal\n      erpTotal\n      state\n      closed\n      emptyContainers {\n        sku\n        sap\n        stockType\n        quantity\n      }\n    }\n  }\n"): typeof import('./graphql').EmptyContainerScreenFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmptyContainerScreen {\n    emptyContainerScreen {\n      ...EmptyContainerScreenFields\n    }\n  }\n"): typeof import('./graphql').EmptyContainerScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEmptyContainerReport($input: EmptyContainerReportInput!) {\n    saveEmptyContainerReport(input: $input) {\n      ...EmptyContainerScreenFields\n    }\n  }\n"): typeof import('./graphql').SaveEmptyContainerReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmptyContainerHistory($from: String!, $to: String!) {\n    emptyContainerHistory(from: $from, to: $to) {\n      day\n      sku\n      sap\n      stockType\n      quantity\n      shippingDate\n      erpTotal\n    }\n  }\n"): typeof import('./graphql').EmptyContainerHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment XadisTransmissionFields on XadisTransmission {\n    ...XadisTransmission\n    requestedBy\n    scheduled\n    emailRecipients\n    emailSentAt\n    startedAt\n    endedAt\n  }\n"): typeof import('./graphql').XadisTransmissionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XadisTransmissionPage($status: String, $requestedBy: String, $page: Int, $pageSize: Int, $sort: XadisTransmissionSort, $direction: SortDirection) {\n    xadisTransmissionPage(status: $status, requestedBy: $requestedBy, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      rows {\n        ...XadisTransmissionFields\n      }\n      running {\n        ...XadisTransmissionFields\n      }\n    }\n  }\n"): typeof import('./graphql').XadisTransmissionPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartXadisTransmission($from: String, $to: String) {\n    startXadisTransmission(from: $from, to: $to) {\n      ...XadisTransmissionFields\n    }\n  }\n"): typeof import('./graphql').StartXadisTransmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelXadisTransmission($id: ID!) {\n    cancelXadisTransmission(id: $id) {\n      ...XadisTransmissionFields\n    }\n  }\n"): typeof import('./graphql').CancelXadisTransmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment XadisSettingsFields on XadisSettings {\n    summaryRecipients\n    internalRecipients\n    reminderRecipients\n    dailyTransmission\n    warehouseCode\n  }\n"): typeof import('./graphql').XadisSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XadisSettings {\n    xadisSettings {\n      ...XadisSettingsFields\n    }\n  }\n"): typeof import('./graphql').XadisSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveXadisSettings($input: XadisSettingsInput!) {\n    saveXadisSettings(input: $input) {\n      ...XadisSettingsFields\n    }\n  }\n"): typeof import('./graphql').SaveXadisSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ErpQueryStatus on ErpQueryStatus {\n  workflowId\n  status\n  state\n  polls\n  rows\n  rowCount\n  error\n}\n\nfragment WorkflowRunDetails on WorkflowRunDetails {\n  workflowId\n  runId\n  workflowType\n  status\n  startTime\n  closeTime\n  input\n  result\n  failure\n  pendingActivities {\n    activityType\n    attempt\n  }\n  pendingTimers {\n    fireAt\n  }\n  history {\n    eventId\n    time\n    type\n    attributes\n  }\n}\n\nfragment AuditMassDecisionResult on AuditMassDecisionResult {\n  decided\n  alreadyResolved\n  notFound\n  failed\n}\n\nfragment SystemStatus on SystemStatus {\n  ok\n  version\n  startedAt\n  backends {\n    name\n    mode\n    ok\n    detail\n  }\n}\n\nfragment WorkflowsOverview on WorkflowsOverview {\n  backend\n  workers\n  running\n  completed\n  failed\n  schedules\n}\n\nquery CustomersCsv($filter: CustomerFilterInput) {\n  customersCsv(filter: $filter)\n}\n\nmutation DecideAudits($input: AuditMassDecisionInput!) {\n  decideAudits(input: $input) {\n    ...AuditMassDecisionResult\n  }\n}\n\nquery WorkflowRun($workflowId: ID!) {\n  workflowRun(workflowId: $workflowId) {\n    ...WorkflowRunDetails\n  }\n}\n\nmutation StartCustomerMassUpdate($input: CustomerMassUpdateInput!) {\n  startCustomerMassUpdate(input: $input) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nquery CustomerMassUpdate($workflowId: ID!) {\n  customerMassUpdate(workflowId: $workflowId) {\n    ...CustomerMassUpdateRun\n  }\n}\n\nmutation StartForecastRun($input: ForecastRunInput!) {\n  startForecastRun(input: $input) {\n    runId\n    status\n    providerName\n  }\n}\n\nquery PurchaseOrderProgress($erpCompanyId: Int!, $folio: Int!) {\n  purchaseOrderProgress(erpCompanyId: $erpCompanyId, folio: $folio) {\n    step\n    failure\n  }\n}\n\nmutation ImportForecastFile($csv: String!, $fileName: String, $importId: String, $part: Int, $parts: Int, $firstLine: Int) {\n  importForecasts(\n    csv: $csv\n    fileName: $fileName\n    importId: $importId\n    part: $part\n    parts: $parts\n    firstLine: $firstLine\n  ) {\n    runId\n    rows\n    pairs\n    part\n    parts\n    importedRows\n  }\n}\n\nmutation StartHeadcount($calculationDate: String) {\n  startHeadcount(calculationDate: $calculationDate) {\n    workflowId\n    status\n  }\n}\n\nfragment CustomerMassUpdateRun on CustomerMassUpdateRun {\n  workflowId\n  status\n  state\n  total\n  processed\n  updated\n  skipped\n  notified\n}\n\nfragment XadisKindCounts on XadisKindCounts {\n  records\n  batches\n  batchesSent\n  validated\n  inserted\n  errors\n  failedBatches\n}\n\nfragment CustomerCounters on CustomerCounters {\n  active\n  inactive\n  incomplete\n  registered\n  auditable\n  authorization\n  total\n}\n\nfragment RemoteControl on RemoteControl {\n  id\n  remoteCommandName\n  warehouseId\n  params\n  state\n  statuses {\n    remoteControlStatusType\n    startDatetime\n    attendantId\n  }\n  sentBy\n  sentAt\n  response\n  timeZone\n}\n\nfragment HeadcountRun on HeadcountRun {\n  workflowId\n  status\n  calculationDate\n  total\n  processed\n}\n\nfragment PriceListExport on PriceListExport {\n  id\n  companyId\n  day\n  sessionId\n  offerFrom\n  offerTo\n  lineCount\n  customerCount\n  fileName\n  nextExportDay\n}\n\nfragment XadisTransmission on XadisTransmission {\n  id\n  from\n  to\n  status\n  state\n  message\n  emailSubject\n  sales {\n    ...XadisKindCounts\n  }\n  inventory {\n    ...XadisKindCounts\n  }\n  errorItems {\n    kind\n    sku\n    msg\n  }\n}\n\nfragment PurchaseMoney on PurchaseMoney {\n  subtotal\n  ieps\n  iva\n  total\n}\n\nfragment ChangeHistoryEntryFields on ChangeHistoryEntry {\n  id\n  at\n  actor {\n    kind\n    id\n    name\n    runId\n  }\n  area\n  recordType\n  recordId\n  operation\n  changes {\n    field\n    before\n    after\n  }\n}"): typeof import('./graphql').ErpQueryStatusFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
