import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { WorkflowGatewayError } from './errors';
import type { LeaseHolder, RuntimeLogger, WorkflowStore } from './types';

/** How long the runtime lease lasts without renewal (renewed every third of it). */
const LEASE_TTL_MS = 30_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * One process at a time runs the embedded runtime of a database, or two would resume the same
 * runs. The lease is renewed while this process lives; a holder that died on this host is replaced.
 */
export class RuntimeLease {
  private readonly holder: LeaseHolder = { holderId: randomUUID(), pid: process.pid, host: os.hostname(), expiresAt: 0 };
  private renewal: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly store: WorkflowStore,
    private readonly logger: RuntimeLogger,
    /** Called when another process took the lease (unless `stopping` says the runtime is already closing). */
    private readonly onLost: () => void,
    private readonly stopping: () => boolean,
  ) {}

  async take(): Promise<void> {
    let answer = await this.store.acquireLease(this.holder, LEASE_TTL_MS);
    if (!answer.acquired && answer.holder.host === this.holder.host && !processAlive(answer.holder.pid)) {
      this.logger.warn({ pid: answer.holder.pid }, 'taking over the workflow runtime of a process that is gone');
      answer = await this.store.acquireLease(this.holder, LEASE_TTL_MS, answer.holder.holderId);
    }
    if (!answer.acquired) {
      const { pid, host, expiresAt } = answer.holder;
      throw new WorkflowGatewayError(
        'RuntimeBusy',
        `The embedded workflow runtime of this database already runs in process ${pid} on ${host} (lease until ${new Date(expiresAt).toISOString()}). ` +
          'Stop that process, or set TEMPORAL_ADDRESS to run the workflows on Temporal.',
        { pid, host },
      );
    }
    this.renewal = setInterval(() => {
      this.store.acquireLease(this.holder, LEASE_TTL_MS).then(
        (renewed) => {
          if (renewed.acquired || this.stopping()) return;
          this.logger.error({ holder: renewed.holder }, 'the workflow runtime lease was taken by another process; stopping');
          this.onLost();
        },
        (error: unknown) => this.logger.warn({ err: error }, 'workflow runtime lease renewal failed'),
      );
    }, LEASE_TTL_MS / 3);
    this.renewal.unref();
  }

  async release(): Promise<void> {
    clearInterval(this.renewal);
    await this.store.releaseLease(this.holder.holderId).catch((error: unknown) => this.logger.warn({ err: error }, 'lease release failed'));
  }
}
