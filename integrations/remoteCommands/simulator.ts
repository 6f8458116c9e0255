import type { Logger } from '../../config/logger';

/**
 * A stand-in for the stores' points of sale (spec 002, Remote command; the stores' side is not
 * shown): each simulated store polls the product's endpoint with its token, takes its pending
 * commands and answers them a moment later, executed (or failed for an `oper` of "fail" or data
 * with `"simulateFailure": true`), so the history shows real transitions. `npm start` runs it.
 */
export interface SimulatedPos {
  warehouseId: string;
  token: string;
  posId?: string;
}

export interface StoreSimulatorOptions {
  /** The API's base URL (http://127.0.0.1:3000). */
  apiUrl: string;
  stores: readonly SimulatedPos[];
  intervalMs?: number;
  /** How long a simulated point of sale takes to run a command. */
  executionMs?: number;
  logger?: Logger;
  fetch?: typeof fetch;
}

export interface StoreSimulator {
  /** Polls every store once and answers what it took; the number of commands answered. */
  pollOnce(): Promise<number>;
  close(): Promise<void>;
}

interface PendingCommand {
  id: string;
  remoteCommandName: string;
  command: { oper?: string; data?: unknown };
  params: unknown;
}

function outcomeOf(command: PendingCommand): { status: 'executed' | 'failed'; response: string } {
  const data = command.command?.data as { simulateFailure?: boolean } | null | undefined;
  const failed = command.command?.oper === 'fail' || data?.simulateFailure === true;
  return failed
    ? { status: 'failed', response: JSON.stringify({ ok: false, error: `POS could not run ${command.command?.oper ?? '?'}` }) }
    : { status: 'executed', response: JSON.stringify({ ok: true, oper: command.command?.oper ?? null, params: command.params }) };
}

export function startStoreSimulator(options: StoreSimulatorOptions): StoreSimulator {
  const call = options.fetch ?? fetch;
  const base = `${options.apiUrl.replace(/\/+$/, '')}/api/pos`;
  const intervalMs = options.intervalMs ?? 3000;
  const executionMs = options.executionMs ?? 500;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const headers = (store: SimulatedPos) => ({
    'x-store-token': store.token,
    'x-pos-id': store.posId ?? `${store.warehouseId}-SIM`,
    'content-type': 'application/json',
  });

  async function pollStore(store: SimulatedPos): Promise<number> {
    const response = await call(`${base}/commands?limit=10`, { headers: headers(store) });
    if (!response.ok) throw new Error(`store ${store.warehouseId}: ${response.status}`);
    const { commands } = (await response.json()) as { commands: PendingCommand[] };
    for (const command of commands) {
      await new Promise((resolve) => setTimeout(resolve, executionMs));
      const report = await call(`${base}/commands/${command.id}/report`, { method: 'POST', headers: headers(store), body: JSON.stringify(outcomeOf(command)) });
      if (!report.ok) options.logger?.warn({ store: store.warehouseId, id: command.id, status: report.status }, 'store simulator report refused');
    }
    return commands.length;
  }

  async function pollOnce(): Promise<number> {
    let answered = 0;
    for (const store of options.stores) {
      if (stopped) break;
      try {
        answered += await pollStore(store);
      } catch (error) {
        options.logger?.warn({ err: error, store: store.warehouseId }, 'store simulator poll failed');
      }
    }
    return answered;
  }

  const timer = setInterval(() => {
    running = running.then(pollOnce).catch(() => undefined);
  }, intervalMs);
  timer.unref?.();

  return {
    pollOnce,
    async close() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
