/**
 * The live topics a screen may follow (docs/live.md). The server whitelists them: a subscriber
 * names topics, never a query or a pipeline, and receives a topic's events only with the
 * permission its screen's query asks for (any one of `permissions`).
 */
export const LIVE_TOPICS = {
  remoteCommands: { permissions: ['remoteCommands.read'] },
  workflowRuns: { permissions: ['workflows.read'] },
  mailOutbox: { permissions: ['mail.read'] },
  smsOutbox: { permissions: ['sms.read'] },
  customers: { permissions: ['customers.read'] },
  audits: { permissions: ['audits.read'] },
  headcount: { permissions: ['headcount.read'] },
  xadisTransmissions: { permissions: ['xadis.transmissions.read'] },
  emptyContainers: { permissions: ['xadis.emptyContainers.read'] },
  purchaseOrders: { permissions: ['purchases.read'] },
  forecastRuns: { permissions: ['purchases.read'] },
} as const satisfies Record<string, { permissions: readonly string[] }>;

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
