import type { RunDriver } from './runDriver';

/** The runs this runtime drives, by run id and by workflow id (one running run per workflow id). */
export class RunRegistry {
  private readonly drivers = new Map<string, RunDriver>();
  private readonly runningByWorkflowId = new Map<string, string>();

  add(driver: RunDriver): void {
    this.runningByWorkflowId.set(driver.run.workflowId, driver.run.runId);
    this.drivers.set(driver.run.runId, driver);
  }

  forget(driver: RunDriver): void {
    this.drivers.delete(driver.run.runId);
    if (this.runningByWorkflowId.get(driver.run.workflowId) === driver.run.runId) this.runningByWorkflowId.delete(driver.run.workflowId);
  }

  isRunning(workflowId: string): boolean {
    return this.runningByWorkflowId.has(workflowId);
  }

  /** The driver of the workflow's running run, when this runtime drives one. */
  running(workflowId: string): RunDriver | undefined {
    const runId = this.runningByWorkflowId.get(workflowId);
    return runId ? this.drivers.get(runId) : undefined;
  }

  all(): IterableIterator<RunDriver> {
    return this.drivers.values();
  }

  clear(): void {
    this.drivers.clear();
    this.runningByWorkflowId.clear();
  }
}
