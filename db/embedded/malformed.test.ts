import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deserialize, serialize, setInternalBufferSize } from 'bson';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from './index';

/**
 * Hostile bytes over a raw socket: the server answers with an error or closes that connection,
 * and keeps serving every other client.
 */

let server: EmbeddedServer;
let client: MongoClient;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'malformed-'));

beforeAll(async () => {
  server = await startEmbeddedServer({ dataDir });
  client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 3000 });
  await client.connect();
  await client.db('raw').collection<{ _id: number }>('probe').insertOne({ _id: 1 });
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  reply?: Record<string, unknown>;
  closed: boolean;
}

/** Sends bytes and waits for one reply frame or for the server to close the socket. */
function exchange(bytes: Buffer, waitMs = 1500): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const finish = (outcome: Outcome) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ closed: false }), waitMs);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 4 && received.length >= received.readInt32LE(0)) {
        const opCode = received.readInt32LE(12);
        const bodyOffset = opCode === 1 ? 36 : 21;
        finish({ reply: deserialize(received.subarray(bodyOffset, received.readInt32LE(0))), closed: false });
      }
    });
    socket.on('close', () => finish({ closed: true }));
    socket.on('error', () => finish({ closed: true }));
    socket.write(bytes);
  });
}

function opMsg(body: Buffer | Uint8Array, flags = 0, requestId = 7): Buffer {
  const header = Buffer.alloc(21);
  header.writeInt32LE(21 + body.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(2013, 12);
  header.writeUInt32LE(flags, 16);
  header[20] = 0;
  return Buffer.concat([header, body]);
}

async function stillServing(): Promise<void> {
  const probe = client.db('raw').collection('probe');
  expect(await probe.countDocuments()).toBe(1);
}

describe('malformed input', () => {
  it('answers a well-formed raw OP_MSG ping', async () => {
    const outcome = await exchange(opMsg(serialize({ ping: 1, $db: 'admin' })));
    expect(outcome.reply).toMatchObject({ ok: 1 });
  });

  it('answers a legacy OP_QUERY isMaster with OP_REPLY', async () => {
    const body = serialize({ isMaster: 1 });
    const name = Buffer.from('admin.$cmd\0');
    const frame = Buffer.alloc(16 + 4 + name.length + 8 + body.length);
    frame.writeInt32LE(frame.length, 0);
    frame.writeInt32LE(1, 4);
    frame.writeInt32LE(2004, 12);
    name.copy(frame, 20);
    frame.writeInt32LE(-1, 20 + name.length + 4);
    Buffer.from(body).copy(frame, 20 + name.length + 8);
    const outcome = await exchange(frame);
    expect(outcome.reply).toMatchObject({ ismaster: true, ok: 1 });
    await stillServing();
  });

  it('closes the connection on random garbage', async () => {
    const garbage = Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const outcome = await exchange(garbage);
    expect(outcome.closed).toBe(true);
    await stillServing();
  });

  it('closes the connection on a negative or tiny length', async () => {
    const frame = Buffer.alloc(16);
    frame.writeInt32LE(-5, 0);
    expect((await exchange(frame)).closed).toBe(true);
    frame.writeInt32LE(8, 0);
    expect((await exchange(frame)).closed).toBe(true);
    await stillServing();
  });

  it('closes the connection on a huge declared length without allocating it', async () => {
    const frame = Buffer.alloc(16);
    frame.writeInt32LE(0x7fffffff, 0);
    frame.writeInt32LE(2013, 12);
    expect((await exchange(frame)).closed).toBe(true);
    await stillServing();
  });

  it('waits for the rest of a frame that arrives short, without replying', async () => {
    const full = opMsg(serialize({ ping: 1, $db: 'admin' }));
    const outcome = await exchange(full.subarray(0, full.length - 3), 500);
    expect(outcome.reply).toBeUndefined();
    await stillServing();
  });

  it('answers an OP_MSG whose BSON is corrupt with an error', async () => {
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    body.writeInt32LE(body.length + 50, 0);
    const outcome = await exchange(opMsg(body));
    expect(outcome.reply).toMatchObject({ ok: 0 });
    expect(typeof outcome.reply?.errmsg).toBe('string');
    await stillServing();
  });

  it('answers a BSON document with an invalid element type with an error', async () => {
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    body[4] = 0x7e;
    const outcome = await exchange(opMsg(body));
    expect(outcome.reply).toMatchObject({ ok: 0 });
    await stillServing();
  });

  it('answers an unknown section kind with FailedToParse', async () => {
    const frame = opMsg(serialize({ ping: 1, $db: 'admin' }));
    frame[20] = 9;
    const outcome = await exchange(frame);
    expect(outcome.reply).toMatchObject({ ok: 0, code: 9 });
  });

  it('answers a command without $db with an error', async () => {
    const outcome = await exchange(opMsg(serialize({ ping: 1 })));
    expect(outcome.reply).toMatchObject({ ok: 0 });
  });

  it('answers an unknown command with CommandNotFound', async () => {
    const outcome = await exchange(opMsg(serialize({ dropEverything: 1, $db: 'admin' })));
    expect(outcome.reply).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
  });

  it('refuses a document above 16 MiB with BSONObjectTooLarge', async () => {
    const big = { insert: 'probe', documents: [{ _id: 2, blob: 'x'.repeat(17 * 1024 * 1024) }], $db: 'raw' };
    // bson's own serializer stops at 17 MiB unless its buffer is grown first.
    setInternalBufferSize(20 * 1024 * 1024);
    const outcome = await exchange(opMsg(serialize(big)), 5000);
    expect(outcome.reply).toMatchObject({ ok: 0, code: 10334 });
    await stillServing();
  });

  it('sends no reply to a moreToCome request but runs it', async () => {
    const insert = serialize({ insert: 'fireAndForget', documents: [{ _id: 1 }], $db: 'raw' });
    const outcome = await exchange(opMsg(insert, 2), 500);
    expect(outcome.reply).toBeUndefined();
    expect(await client.db('raw').collection('fireAndForget').countDocuments()).toBe(1);
  });

  it('reads documents from a kind 1 document sequence', async () => {
    const body = serialize({ insert: 'sequenced', $db: 'raw' });
    const documents = [serialize({ _id: 1 }), serialize({ _id: 2 })];
    const identifier = Buffer.from('documents\0');
    const sequenceSize = 4 + identifier.length + documents.reduce((total, document) => total + document.length, 0);
    const sequenceHeader = Buffer.alloc(5);
    sequenceHeader[0] = 1;
    sequenceHeader.writeInt32LE(sequenceSize, 1);
    const outcome = await exchange(opMsg(Buffer.concat([body, sequenceHeader, identifier, ...documents])));
    expect(outcome.reply).toMatchObject({ n: 2, ok: 1 });
    expect(await client.db('raw').collection('sequenced').countDocuments()).toBe(2);
  });

  it('refuses a document sequence whose size runs past the message', async () => {
    const body = serialize({ insert: 'sequenced', $db: 'raw' });
    const sequenceHeader = Buffer.alloc(5);
    sequenceHeader[0] = 1;
    sequenceHeader.writeInt32LE(1000, 1);
    const outcome = await exchange(opMsg(Buffer.concat([body, sequenceHeader, Buffer.from('documents\0')])));
    expect(outcome.reply).toMatchObject({ ok: 0 });
    await stillServing();
  });

  it('tolerates the checksum flag', async () => {
    const body = serialize({ ping: 1, $db: 'admin' });
    const frame = opMsg(Buffer.concat([body, Buffer.alloc(4)]), 1);
    const outcome = await exchange(frame);
    expect(outcome.reply).toMatchObject({ ok: 1 });
  });

  it('handles two frames in one packet and a frame split across packets', async () => {
    const one = opMsg(serialize({ ping: 1, $db: 'admin' }), 0, 1);
    const two = opMsg(serialize({ ping: 1, $db: 'admin' }), 0, 2);
    const replies = await new Promise<number[]>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1');
      let received = Buffer.alloc(0);
      const responseTo: number[] = [];
      socket.on('data', (chunk) => {
        received = Buffer.concat([received, chunk]);
        while (received.length >= 4 && received.length >= received.readInt32LE(0)) {
          responseTo.push(received.readInt32LE(8));
          received = received.subarray(received.readInt32LE(0));
        }
        if (responseTo.length === 3) {
          socket.destroy();
          resolve(responseTo);
        }
      });
      socket.write(Buffer.concat([one, two]));
      const three = opMsg(serialize({ ping: 1, $db: 'admin' }), 0, 3);
      socket.write(three.subarray(0, 10));
      setTimeout(() => socket.write(three.subarray(10)), 50);
    });
    expect(replies).toEqual([1, 2, 3]);
  });

  it('survives many clients sending garbage at once', async () => {
    const attempts = Array.from({ length: 20 }, (_, i) => exchange(Buffer.from(`junk-${i}-`.repeat(10)), 500));
    await Promise.all(attempts);
    await stillServing();
  });
});
