import net from 'node:net';
import { Binary, Long } from 'bson';
import type { Logger } from 'pino';
import { deferredOf } from './changeStreams';
import { dispatchCommand, type CommandContext } from './commands';
import type { CursorRegistry } from './cursors';
import type { Engine } from './engine';
import { CommandError, toErrorReply } from './errors';
import { writeConflict } from './transactions';
import type { Document } from './query';
import { checkFrameLength, encodeMsg, encodeMsgWithClusterTime, encodeReply, opCodes, parseMessage, ProtocolError, type IncomingMessage } from './wire';

/**
 * The TCP side: frames bytes into messages, runs each command and writes the reply. A frame whose
 * length cannot be trusted closes that connection only; everything else gets an error reply.
 */

export interface ServerState {
  engine: Engine;
  /** host:port clients reach this server at (the replica set's only member). */
  address?: string;
  cursors: CursorRegistry;
  logger?: Logger;
}

let nextConnectionId = 1;
let nextRequestId = 1;

/** Accumulates chunks without re-copying them until a whole frame is there. */
class FrameReader {
  private chunks: Buffer[] = [];
  private total = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.total += chunk.length;
  }

  /** Returns the next complete frame, or null; throws ProtocolError on an impossible length. */
  next(): Buffer | null {
    if (this.total < 4) return null;
    if (this.chunks[0].length < 4) this.flatten();
    const length = this.chunks[0].readInt32LE(0);
    checkFrameLength(length);
    if (this.total < length) return null;
    this.flatten();
    const all = this.chunks[0];
    const frame = all.subarray(0, length);
    const rest = all.subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.total = rest.length;
    return frame;
  }

  private flatten(): void {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.total)];
  }
}

function databaseOf(message: IncomingMessage): string {
  if (message.kind === 'query') {
    const dot = message.collection.indexOf('.');
    if (dot <= 0 || message.collection.slice(dot + 1) !== '$cmd') {
      throw new CommandError('IllegalOperation', 'legacy OP_QUERY is only supported for commands on <db>.$cmd');
    }
    return message.collection.slice(0, dot);
  }
  const db = message.command.$db;
  if (typeof db !== 'string' || db.length === 0) throw new CommandError('FailedToParse', 'OP_MSG requests require a $db argument');
  return db;
}

function unwrapLegacy(command: Document): Document {
  // Legacy drivers wrap commands carrying read preferences as { $query: {...}, $readPreference }.
  const inner = command.$query ?? command.query;
  return inner && typeof inner === 'object' && !Array.isArray(inner) && Object.keys(command)[0]?.startsWith('$') ? (inner as Document) : command;
}

/**
 * Runs one frame's command at once (so commands of all connections see each other's writes in
 * arrival order) and returns its reply; when the command wrote, the reply is a promise that
 * settles once the writes are durable (group commit).
 */
function handleFrame(frame: Buffer, state: ServerState, connectionId: number): Buffer | null | Promise<Buffer | null> {
  const requestId = frame.readInt32LE(4);
  const opCode = frame.readInt32LE(12);
  const encode = (reply: Document) =>
    opCode === opCodes.query ? encodeReply(nextRequestId++, requestId, reply) : encodeMsg(nextRequestId++, requestId, reply);
  let message: IncomingMessage;
  try {
    message = parseMessage(frame);
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    return encode(toErrorReply(error));
  }
  let reply: Document;
  let durable: Promise<void> | null = null;
  const transactions = state.engine.transactions;
  if (transactions.active) {
    // Another session's transaction is open: wait for it (a transaction waits a short while, then
    // is told to retry with WriteConflict / TransientTransactionError).
    const command = message.kind === 'query' ? unwrapLegacy(message.command) : message.command;
    const name = Object.keys(command)[0] ?? '';
    if (transactions.blocks(command, name) && !state.engine.changeStreams.readsCommittedOnly(command, name)) {
      const transactional = command.autocommit === false;
      return transactions.whenEnded(transactional ? transactions.lockTimeoutMs : transactions.waitLimitMs).then((ended) => {
        if (ended) return handleFrame(frame, state, connectionId);
        if (transactional) return withClusterTime(encode, state, toErrorReply(writeConflict()), opCode, requestId);
        // A plain command never waits long: the transaction that holds it up is aborted (its
        // client retries it on the TransientTransactionError label), so no client can deadlock
        // the server by holding a transaction open while its other connections wait.
        transactions.abort();
        return handleFrame(frame, state, connectionId);
      });
    }
  }
  try {
    const command = message.kind === 'query' ? unwrapLegacy(message.command) : message.command;
    const context: CommandContext = {
      engine: state.engine,
      cursors: state.cursors,
      db: databaseOf(message),
      connectionId,
      logger: state.logger,
      address: state.address,
    };
    const ran = state.engine.runCommand(() => dispatchCommand(command, context));
    reply = ran.result;
    durable = ran.durable;
  } catch (error) {
    if (!(error instanceof CommandError)) state.logger?.error({ err: error }, 'embedded document server: command failed');
    reply = toErrorReply(error);
  }
  const silent = message.kind === 'msg' && message.moreToCome;
  const finish = (answer: Document): Buffer | null => {
    if (silent) return null;
    try {
      return withClusterTime(encode, state, answer, opCode, requestId);
    } catch (error) {
      return encode(toErrorReply(new CommandError('BSONObjectTooLarge', `reply could not be encoded: ${(error as Error).message}`)));
    }
  };
  // A change stream's getMore waiting for events answers when they come (or at its maxTimeMS).
  const later = deferredOf(reply);
  if (later) return later.then(finish, (error: unknown) => finish(toErrorReply(error)));
  if (!durable) return finish(reply);
  const answer = reply;
  return durable.then(
    () => finish(answer),
    (error: unknown) => {
      state.logger?.error({ err: error }, 'embedded document server: commit failed');
      return finish(toErrorReply(new CommandError('InternalError', `the write could not be committed: ${(error as Error).message}`)));
    },
  );
}

/** Every reply of a replica set member carries the operation time and the cluster time. */
function withClusterTime(encode: (reply: Document) => Buffer, state: ServerState, reply: Document, opCode: number, requestId: number): Buffer {
  const time = state.engine.clusterTime();
  if (opCode === opCodes.msg) return encodeMsgWithClusterTime(nextRequestId++, requestId, reply, time);
  return encode({ ...reply, operationTime: time, $clusterTime: { clusterTime: time, signature: { hash: emptySignature, keyId: Long.fromNumber(0) } } });
}

const emptySignature = new Binary(Buffer.alloc(20), 0);

export function createWireServer(state: ServerState): net.Server {
  return net.createServer((socket) => {
    const connectionId = nextConnectionId++;
    const reader = new FrameReader();
    socket.setNoDelay(true);
    socket.on('error', () => socket.destroy());
    // Replies leave in request order: a reply waiting for its commit holds back later ones.
    let pending: Promise<void> | null = null;
    const send = (reply: Buffer | null) => {
      if (reply && !socket.destroyed) socket.write(reply);
    };
    socket.on('data', (chunk) => {
      reader.push(chunk);
      try {
        for (let frame = reader.next(); frame; frame = reader.next()) {
          // A frame arriving while an earlier one waits (for a commit or a transaction) runs after it.
          const reply = pending ? null : handleFrame(frame, state, connectionId);
          if (pending || reply instanceof Promise) {
            const previous = pending;
            const next: Promise<void> = (previous ? previous.then(() => handleFrame(frame, state, connectionId)) : Promise.resolve(reply))
              .then(send)
              .catch((error: unknown) => {
                state.logger?.warn({ err: error, connectionId }, 'embedded document server: closing connection after a malformed message');
                socket.destroy();
              });
            pending = next;
            void next.finally(() => {
              if (pending === next) pending = null;
            });
          } else {
            send(reply);
          }
        }
      } catch (error) {
        state.logger?.warn({ err: error, connectionId }, 'embedded document server: closing connection after a malformed message');
        socket.destroy();
      }
    });
  });
}
