/** A company's statement period: [periodStart, periodEnd) as the API keys it. */
export interface StatementPeriod extends Record<string, unknown> {
  organizationId: string;
  periodStart: string;
  periodEnd: string;
}

/** The screen's query parameter for a period ("2026-10-01..2026-11-01"), or null when malformed. */
export function periodFromParam(organizationId: string, value: string | null): StatementPeriod | null {
  const match = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(value ?? '');
  return match ? { organizationId, periodStart: match[1]!, periodEnd: match[2]! } : null;
}

export function periodParam(period: Pick<StatementPeriod, 'periodStart' | 'periodEnd'>): string {
  return `${period.periodStart}..${period.periodEnd}`;
}
