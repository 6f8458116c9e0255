/** Audit operations (api/audits); the detail fields match the customer detail's audits. */
export const auditFields = /* GraphQL */ `
  id customerRef startAudit endAudit promoter auditor auditorName blacklist decision ranking riskFactor lastUpdate
  coincidences { type item value percent id }
`;

export const auditQuery = /* GraphQL */ `
  query Audit($id: ID!) { audit(id: $id) { ${auditFields} } }
`;

export const decideAuditMutation = /* GraphQL */ `
  mutation DecideAudit($input: AuditDecisionInput!) { decideAudit(input: $input) { ${auditFields} } }
`;

export const decideAuditsMutation = /* GraphQL */ `
  mutation DecideAudits($input: AuditMassDecisionInput!) { decideAudits(input: $input) { decided alreadyResolved notFound failed } }
`;

export const reopenCustomerAuditMutation = /* GraphQL */ `
  mutation ReopenCustomerAudit($customerId: ID!) { reopenCustomerAudit(customerId: $customerId) { workflowId customerRef } }
`;
