import { DecideAuditsDocument } from '../../graphql/generated/graphql';
import { graphql } from '../../graphql/generated';

/** An audit (api/audits), as the audit dialog and the customer detail's audits show it. */
export const AuditDetailFields = graphql(`
  fragment AuditDetail on AuditDetail {
    id
    customerRef
    startAudit
    endAudit
    promoter
    auditor
    auditorName
    blacklist
    decision
    ranking
    riskFactor
    lastUpdate
    coincidences {
      type
      item
      value
      percent
      id
    }
  }
`);

export const auditQuery = graphql(`
  query Audit($id: ID!) {
    audit(id: $id) {
      ...AuditDetail
    }
  }
`);

export const decideAuditMutation = graphql(`
  mutation DecideAudit($input: AuditDecisionInput!) {
    decideAudit(input: $input) {
      ...AuditDetail
    }
  }
`);

/** Shared with the CLI: written once in fragments.graphql. */
export const decideAuditsMutation = DecideAuditsDocument;

export const reopenCustomerAuditMutation = graphql(`
  mutation ReopenCustomerAudit($customerId: ID!) {
    reopenCustomerAudit(customerId: $customerId) {
      workflowId
      customerRef
    }
  }
`);
