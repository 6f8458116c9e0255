/** What a person decides on a pending audit: 'Authorize Registry' or 'Send to Blacklist'. */
export type AuditDecision = 'authorize' | 'blacklist';
