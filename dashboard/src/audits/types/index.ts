export interface AuditCoincidence {
  type: string;
  item: string;
  value: number;
  percent: number;
  id: string;
}

export interface AuditDetail {
  id: string;
  customerRef: string;
  startAudit: number;
  endAudit: number | null;
  promoter: string;
  auditor: string | null;
  auditorName: string | null;
  blacklist: boolean | null;
  decision: string | null;
  ranking: number;
  riskFactor: string;
  lastUpdate: string;
  coincidences: AuditCoincidence[];
}

export type AuditDecision = 'authorize' | 'blacklist';

export interface AuditMassDecisionResult {
  decided: number;
  alreadyResolved: number;
  notFound: number;
  failed: number;
}
