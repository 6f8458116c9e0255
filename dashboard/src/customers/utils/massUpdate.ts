/** What the mass update dialog knows about the work it started. */
export interface MassUpdateActivity {
  /** The start of a mass update process was asked and not answered yet. */
  starting: boolean;
  /** Pending audits are being decided (chunk after chunk). */
  deciding: boolean;
  /** The last process started from the dialog, if any. */
  workflowId?: string;
  /** Its last known progress (absent until the first answer). */
  progress?: { status: string } | null;
  /** Reading its progress failed: the dialog says so and stops waiting. */
  progressFailed: boolean;
}

/**
 * Whether the dialog's actions must wait: only while something it started is under way. A
 * finished (or failed, or unreadable) run leaves every action available again.
 */
export function massUpdateBusy(activity: MassUpdateActivity): boolean {
  if (activity.starting || activity.deciding) return true;
  if (!activity.workflowId) return false;
  if (activity.progress) return activity.progress.status === 'running';
  return !activity.progressFailed;
}
