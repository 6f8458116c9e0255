import type { Logger } from '../config/logger';
import { issueStoreToken, revokeStoreTokens } from '../api/remoteCommands/pos/service';
import { WarehouseModel } from '../db/models/stores/warehouse';
import { DEMO_COMMAND_STORES } from '../db/seed/remoteCommands/seed';
import { startStoreSimulator } from '../integrations/remoteCommands';

const SIMULATOR_LABEL = 'store simulator';

/**
 * Starts the points of sale of the demo stores: each start revokes the previous run's tokens and
 * issues new ones (stored hashed), which only this process knows.
 */
export async function startDemoStoreSimulator(apiUrl: string, intervalMs: number, logger: Logger) {
  await revokeStoreTokens(SIMULATOR_LABEL);
  const present = await WarehouseModel.find({ warehouseId: { $in: [...DEMO_COMMAND_STORES] } })
    .select({ warehouseId: 1 })
    .lean();
  const stores = [];
  for (const { warehouseId } of present) stores.push({ warehouseId, token: await issueStoreToken(warehouseId, SIMULATOR_LABEL) });
  const simulator = startStoreSimulator({ apiUrl, stores, intervalMs, logger });
  return { stores: stores.length, close: simulator.close };
}
