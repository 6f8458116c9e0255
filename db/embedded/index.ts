import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import type { Logger } from 'pino';
import { CursorRegistry } from './cursors';
import { Engine } from './engine';
import type { Durability } from './storage';
import { createWireServer, type ServerState } from './server';
import { startTtlMonitor } from './ttl';

export interface EmbeddedServerOptions {
  /** Directory of the LMDB environment; created if missing. */
  dataDir: string;
  /** TCP port; 0 picks a free one. */
  port?: number;
  /** Interface to listen on; loopback unless told otherwise. */
  host?: string;
  logger?: Logger;
  /** Idle cursors are closed after this long (mongod: cursorTimeoutMillis, 10 minutes). */
  cursorTimeoutMs?: number;
  /** How often expired TTL documents are removed (mongod: 60 s). */
  ttlIntervalMs?: number;
  /**
   * 'fsync' (default): each acknowledged write is flushed to disk before the reply. 'os': committed
   * to the operating system only; survives a killed process but not a power cut. For tests.
   */
  durability?: Durability;
  /** The cache of decoded documents, in MiB (EMBEDDED_DB_CACHE_MB; cache.ts has the default). */
  cacheMb?: number;
  /** The memory a sort gathers before it spills to disk, in MiB (EMBEDDED_DB_SORT_MB; externalSort.ts has the default). */
  sortMb?: number;
}

export interface EmbeddedServer {
  uri: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the embedded document server: a MongoDB wire-protocol server backed by LMDB, so the
 * official driver and mongoose connect to it with a plain mongodb:// URI.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { port = 0, host = '127.0.0.1', logger, cursorTimeoutMs = 10 * 60_000, ttlIntervalMs = 60_000, durability = 'fsync' } = options;
  const engine = new Engine(path.resolve(options.dataDir), durability, { cacheMb: options.cacheMb, sortMb: options.sortMb, logger });
  const cursors = new CursorRegistry(cursorTimeoutMs);
  const stopTtl = startTtlMonitor(engine, ttlIntervalMs, logger);
  const state: ServerState = { engine, cursors, logger };
  const server = createWireServer(state);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    stopTtl();
    cursors.close();
    await engine.close();
    throw error;
  }
  const actualPort = (server.address() as AddressInfo).port;
  const uriHost = host.includes(':') ? `[${host}]` : host;
  state.address = `${uriHost}:${actualPort}`;
  logger?.info({ port: actualPort, dataDir: options.dataDir }, 'embedded document server listening');
  let closing: Promise<void> | undefined;
  return {
    uri: `mongodb://${uriHost}:${actualPort}/?directConnection=true`,
    port: actualPort,
    close: () => {
      closing ??= (async () => {
        stopTtl();
        cursors.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
        await engine.close();
      })();
      return closing;
    },
  };
}
