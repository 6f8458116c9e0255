/**
 * A decision changes the customer too. The audit is claimed at once, but the customer's audit
 * process applies the decision a moment later (a signal), so the answers are asked again now and
 * twice more while the process catches up.
 */
export const REFRESH_AFTER_DECISION_MS = [0, 1500, 4000];
