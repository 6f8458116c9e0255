/**
 * The CLI's exit codes (README, "CLI"), with their usual meaning: a script can tell a run that did
 * everything from one that did part of it, one that failed and one that was called wrongly.
 */
export const EXIT = {
  /** Everything was done. */
  done: 0,
  /** Nothing, or not the essential, was done: the API refused, could not be reached, a run failed. */
  failed: 1,
  /** The command was called wrongly (unknown command or option, a missing or malformed value): nothing was sent. */
  usage: 2,
  /** Done in part: some items were refused or failed while the rest went through; status: a backend is down. */
  partial: 3,
} as const;
