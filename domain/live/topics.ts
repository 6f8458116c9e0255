/** Who may follow a topic: any one of `permissions`, or read access to a commissions module (its position's profile, spec 003). */
export type LiveTopicAccess = { permissions: readonly string[] } | { commissionModule: string };

/**
 * The live topics a screen may follow (docs/live.md). The server whitelists them: a subscriber
 * names topics, never a query or a pipeline, and receives a topic's events only with the
 * permission its screen's query asks for.
 */
export const LIVE_TOPICS = {
  remoteCommands: { permissions: ['remoteCommands.read'] },
  workflowRuns: { permissions: ['workflows.read'] },
  mailOutbox: { permissions: ['mail.read'] },
  smsOutbox: { permissions: ['sms.read'] },
  customers: { permissions: ['customers.read'] },
  audits: { permissions: ['audits.read'] },
  headcount: { permissions: ['headcount.read', 'headcount.compute'] },
  xadisTransmissions: { permissions: ['xadis.transmissions.read'] },
  emptyContainers: { permissions: ['xadis.emptyContainers.read'] },
  purchaseOrders: { permissions: ['purchases.read'] },
  forecastRuns: { permissions: ['forecasts.read'] },
  /** ERP readings (the ERP query screen and the price lists read through the same process). */
  erpQueries: { permissions: ['erp.query', 'pricing.read'] },
  /** The backends' health and the heap's level, announced when one flips (api/live/systemStatusWatch.ts). */
  systemStatus: { permissions: ['system.status'] },
  commissionCalculations: { commissionModule: 'VariableCommissions' },
  commissionStatements: { commissionModule: 'Statements' },
} as const satisfies Record<string, LiveTopicAccess>;

export type LiveTopic = keyof typeof LIVE_TOPICS;

export function isLiveTopic(name: string): name is LiveTopic {
  return Object.prototype.hasOwnProperty.call(LIVE_TOPICS, name);
}

/** One SSE event's data: which topic changed (never the documents: the screen refetches them). */
export interface LiveChange {
  topics: LiveTopic[];
  /** When the server saw the change (ms since the epoch). */
  at?: number;
}
