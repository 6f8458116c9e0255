import { Long, ObjectId } from 'bson';
import { maxBsonObjectSize, maxMessageSizeBytes, maxWriteBatchSize } from '../wire';
import type { CommandHandler } from './context';

/**
 * Handshake and server information. The server presents itself as the primary of a replica set of
 * one (`rs0`, mongod 6.0, wire version 17), so the driver offers sessions, multi-document
 * transactions and retryable writes on it as on the deployment's replica set; no topologyVersion
 * (no streaming monitor) and no compression.
 */

export const replicaSetName = 'rs0';
const electionId = new ObjectId('7fffffff0000000000000001');

export const serverVersion = '6.0.0-embedded';
export const maxWireVersion = 17;
export const logicalSessionTimeoutMinutes = 30;

const hello: CommandHandler = (command, context) => {
  const legacy = 'isMaster' in command || 'ismaster' in command;
  const time = context.engine.clusterTime();
  return {
    helloOk: true,
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize,
    maxMessageSizeBytes,
    maxWriteBatchSize,
    localTime: new Date(),
    logicalSessionTimeoutMinutes,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion,
    readOnly: false,
    setName: replicaSetName,
    setVersion: 1,
    hosts: [context.address ?? '127.0.0.1:27017'],
    primary: context.address ?? '127.0.0.1:27017',
    me: context.address ?? '127.0.0.1:27017',
    secondary: false,
    electionId,
    lastWrite: {
      opTime: { ts: time, t: Long.fromNumber(1) },
      lastWriteDate: new Date(time.high * 1000),
      majorityOpTime: { ts: time, t: Long.fromNumber(1) },
      majorityWriteDate: new Date(time.high * 1000),
    },
    ok: 1,
  };
};

const versionArray = [6, 0, 0, 0];

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo: () => ({
    version: serverVersion,
    versionArray,
    gitVersion: 'embedded',
    bits: 64,
    maxBsonObjectSize,
    storageEngines: ['lmdb'],
    javascriptEngine: 'none',
    ok: 1,
  }),
  buildinfo: () => ({ version: serverVersion, versionArray, maxBsonObjectSize, ok: 1 }),
  getParameter: (command) => {
    const reply: Record<string, unknown> = { ok: 1 };
    if (command.featureCompatibilityVersion !== undefined || command.getParameter === '*') {
      reply.featureCompatibilityVersion = { version: '6.0' };
    }
    return reply;
  },
  getCmdLineOpts: () => ({ argv: ['embedded'], parsed: {}, ok: 1 }),
  hostInfo: () => ({ system: { currentTime: new Date(), hostname: '127.0.0.1' }, os: {}, extra: {}, ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  endSessions: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  startSession: () => ({ id: { id: null }, timeoutMinutes: logicalSessionTimeoutMinutes, ok: 1 }),
  getLastError: () => ({ err: null, n: 0, ok: 1 }),
  serverStatus: (_command, context) => ({
    host: '127.0.0.1',
    version: serverVersion,
    process: 'embedded',
    pid: process.pid,
    uptime: Math.floor(process.uptime()),
    localTime: new Date(),
    metrics: { cursor: { open: { total: context.cursors.size } } },
    // Group commit: durable LMDB commits and the writes they carried (writes / commits = batching).
    groupCommit: { ...context.engine.commitStats },
    mem: { resident: Math.round(process.memoryUsage().rss / 1024 / 1024) },
    ok: 1,
  }),
};
