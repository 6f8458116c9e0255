import { Binary, deserialize, serialize, Long, Timestamp, type Document } from 'bson';
import { idFirstBytes } from './bsonBytes';
import { CommandError } from './errors';

/**
 * The MongoDB wire protocol, as much as the driver uses: a legacy OP_QUERY for the very first
 * handshake (answered with OP_REPLY) and OP_MSG for everything else.
 */
export const opCodes = { reply: 1, query: 2004, compressed: 2012, msg: 2013 } as const;

export const maxBsonObjectSize = 16 * 1024 * 1024;
/** The driver may send a 16 MiB document plus the command around it; mongod allows 16 KiB more. */
export const maxCommandSize = maxBsonObjectSize + 16 * 1024;
export const maxMessageSizeBytes = 48_000_000;
export const maxWriteBatchSize = 100_000;

const flagChecksumPresent = 1;
const flagMoreToCome = 2;

/**
 * Options for documents coming from clients and from disk: Binary values and Longs stay what they
 * are (a Long of any size is stored and returned as a Long; the driver decides whether to promote it).
 */
export const deserializeOptions = { promoteBuffers: false, promoteLongs: false, validation: { utf8: true } } as const;

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export type IncomingMessage =
  | { kind: 'query'; header: MessageHeader; collection: string; command: Document }
  | { kind: 'msg'; header: MessageHeader; moreToCome: boolean; command: Document };

/** Reads the 16-byte header; returns null while the frame is incomplete. */
export function readHeader(buffer: Buffer): MessageHeader | null {
  if (buffer.length < 16) return null;
  return {
    messageLength: buffer.readInt32LE(0),
    requestId: buffer.readInt32LE(4),
    responseTo: buffer.readInt32LE(8),
    opCode: buffer.readInt32LE(12),
  };
}

/** A frame whose header cannot be trusted: the connection must be closed (as mongod does). */
export class ProtocolError extends Error {}

export function checkFrameLength(length: number): void {
  if (length < 16 || length > maxMessageSizeBytes) {
    throw new ProtocolError(`invalid message length ${length}`);
  }
}

function readCString(buffer: Buffer, offset: number, end: number): [string, number] {
  const zero = buffer.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new CommandError('FailedToParse', 'unterminated C string in message');
  return [buffer.toString('utf8', offset, zero), zero + 1];
}

/**
 * The BSON bytes each document of an OP_MSG document sequence arrived as (an insert's documents),
 * `_id` first, beside the sequence's array: an insert stores them as they are instead of
 * serializing the parsed document again.
 */
const sequenceBytes = Symbol('sequenceBytes');

type Sequence = Document[] & { [sequenceBytes]?: Buffer[] };

/** The bytes the document at `index` of a document sequence arrived as, if the array is one. */
export function receivedBytesOf(documents: unknown[], index: number): Buffer | undefined {
  return (documents as Sequence)[sequenceBytes]?.[index];
}

function parseDocument(bytes: Buffer): Document {
  try {
    return deserialize(bytes, deserializeOptions);
  } catch (error) {
    throw new CommandError('FailedToParse', `invalid BSON: ${(error as Error).message}`);
  }
}

/** Checks the declared size of the BSON document at offset against the frame; returns its end. */
function documentEnd(buffer: Buffer, offset: number, end: number): number {
  if (offset + 5 > end) throw new CommandError('InvalidLength', 'message ends before a BSON document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > end) {
    throw new CommandError('InvalidLength', `BSON document length ${size} does not fit the message`);
  }
  if (size > maxCommandSize) {
    throw new CommandError('BSONObjectTooLarge', `BSON document too large (${size} bytes, max ${maxBsonObjectSize})`);
  }
  return offset + size;
}

/** Reads one BSON document at offset, checking its declared size against the frame. */
function readDocument(buffer: Buffer, offset: number, end: number): [Document, number] {
  const next = documentEnd(buffer, offset, end);
  return [parseDocument(buffer.subarray(offset, next)), next];
}

/**
 * Parses a complete frame. Throws ProtocolError when the message cannot be answered at all and
 * CommandError when it can be answered with an error reply.
 */
export function parseMessage(frame: Buffer): IncomingMessage {
  const header = readHeader(frame);
  if (!header) throw new ProtocolError('short message');
  const end = frame.length;
  if (header.opCode === opCodes.query) {
    let offset = 20;
    const [collection, afterName] = readCString(frame, offset, end);
    offset = afterName + 8; // numberToSkip, numberToReturn
    const [command] = readDocument(frame, offset, end);
    return { kind: 'query', header, collection, command };
  }
  if (header.opCode === opCodes.msg) {
    if (end < 21) throw new ProtocolError('OP_MSG too short');
    const flags = frame.readUInt32LE(16);
    // Bits 0-15 must be understood: only checksumPresent and moreToCome exist.
    if (flags & 0xffff & ~(flagChecksumPresent | flagMoreToCome)) {
      throw new CommandError('FailedToParse', `unsupported OP_MSG flag bits ${flags}`);
    }
    const sectionsEnd = flags & flagChecksumPresent ? end - 4 : end;
    let offset = 20;
    let body: Document | undefined;
    const sequences: Array<[string, Document[]]> = [];
    while (offset < sectionsEnd) {
      const kind = frame[offset];
      offset += 1;
      if (kind === 0) {
        if (body) throw new CommandError('FailedToParse', 'OP_MSG has more than one body section');
        [body, offset] = readDocument(frame, offset, sectionsEnd);
      } else if (kind === 1) {
        if (offset + 4 > sectionsEnd) throw new CommandError('InvalidLength', 'truncated document sequence');
        const size = frame.readInt32LE(offset);
        const sectionEnd = offset + size;
        if (size < 5 || sectionEnd > sectionsEnd) throw new CommandError('InvalidLength', 'document sequence length out of range');
        const [identifier, afterIdentifier] = readCString(frame, offset + 4, sectionEnd);
        const documents: Sequence = [];
        const bytes: Buffer[] = [];
        let cursor = afterIdentifier;
        while (cursor < sectionEnd) {
          const next = documentEnd(frame, cursor, sectionEnd);
          // `_id` first in the bytes (the driver appends a generated one): decoded in that order, stored as they are.
          const received = frame.subarray(cursor, next);
          const ordered = idFirstBytes(received) ?? received;
          documents.push(parseDocument(ordered));
          bytes.push(ordered);
          cursor = next;
        }
        documents[sequenceBytes] = bytes;
        sequences.push([identifier, documents]);
        offset = sectionEnd;
      } else {
        throw new CommandError('FailedToParse', `unknown OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new CommandError('FailedToParse', 'OP_MSG has no body section');
    for (const [identifier, documents] of sequences) {
      if (identifier === '__proto__' || Object.hasOwn(body, identifier)) {
        throw new CommandError('FailedToParse', `invalid or duplicate document sequence ${identifier} in OP_MSG`);
      }
      body[identifier] = documents;
    }
    return { kind: 'msg', header, moreToCome: (flags & flagMoreToCome) !== 0, command: body };
  }
  throw new ProtocolError(`unsupported opCode ${header.opCode}`);
}

const serializeOptions = { checkKeys: false, ignoreUndefined: true } as const;

function headerBuffer(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const header = Buffer.alloc(16);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return header;
}

export function encodeReply(requestId: number, responseTo: number, document: Document): Buffer {
  const body = serialize(document, serializeOptions);
  const prefix = Buffer.alloc(20);
  prefix.writeInt32LE(0, 0); // responseFlags
  prefix.writeBigInt64LE(0n, 4); // cursorID
  prefix.writeInt32LE(0, 12); // startingFrom
  prefix.writeInt32LE(1, 16); // numberReturned
  const length = 16 + prefix.length + body.length;
  return Buffer.concat([headerBuffer(length, requestId, responseTo, opCodes.reply), prefix, body]);
}

export function encodeMsg(requestId: number, responseTo: number, document: Document): Buffer {
  const body = serialize(document, serializeOptions);
  const flags = Buffer.alloc(5); // flagBits 0, then section kind 0
  const length = 16 + flags.length + body.length;
  return Buffer.concat([headerBuffer(length, requestId, responseTo, opCodes.msg), flags, body]);
}

/**
 * `operationTime` and `$clusterTime` (its signature empty: no keys) as BSON elements, serialized
 * once: a reply gets them by copying these bytes and writing the time twice, not by spreading the
 * reply into a new object and serializing the timestamps, the Binary and the Long again.
 */
const clusterTimeTemplate = (() => {
  const marker = new Timestamp({ t: 0x7eadbeef, i: 0x7ead0001 });
  const bytes = Buffer.from(
    serialize({
      operationTime: marker,
      $clusterTime: { clusterTime: marker, signature: { hash: new Binary(Buffer.alloc(20), 0), keyId: Long.fromNumber(0) } },
    }),
  );
  const elements = bytes.subarray(4, bytes.length - 1);
  const markerBytes = Buffer.alloc(8);
  markerBytes.writeUInt32LE(0x7ead0001, 0);
  markerBytes.writeUInt32LE(0x7eadbeef, 4);
  const first = elements.indexOf(markerBytes);
  const second = elements.indexOf(markerBytes, first + 8);
  if (first < 0 || second < 0) throw new Error('cluster time template: timestamp not found');
  return { elements, offsets: [first, second] };
})();

/** An OP_MSG reply with `operationTime` and `$clusterTime` set to `time` after the reply's own fields. */
export function encodeMsgWithClusterTime(requestId: number, responseTo: number, document: Document, time: Timestamp): Buffer {
  if (Object.hasOwn(document, 'operationTime') || Object.hasOwn(document, '$clusterTime')) {
    return encodeMsg(requestId, responseTo, {
      ...document,
      operationTime: time,
      $clusterTime: { clusterTime: time, signature: { hash: new Binary(Buffer.alloc(20), 0), keyId: Long.fromNumber(0) } },
    });
  }
  const body = serialize(document, serializeOptions);
  const { elements, offsets } = clusterTimeTemplate;
  const bodyLength = body.length + elements.length;
  const length = 16 + 5 + bodyLength;
  const message = Buffer.allocUnsafe(length);
  message.writeInt32LE(length, 0);
  message.writeInt32LE(requestId, 4);
  message.writeInt32LE(responseTo, 8);
  message.writeInt32LE(opCodes.msg, 12);
  message.writeUInt32LE(0, 16); // flagBits
  message[20] = 0; // section kind 0
  message.set(body.subarray(0, body.length - 1), 21);
  message.writeInt32LE(bodyLength, 21);
  const at = 21 + body.length - 1;
  elements.copy(message, at);
  for (const offset of offsets) {
    message.writeUInt32LE(time.i, at + offset);
    message.writeUInt32LE(time.t, at + offset + 4);
  }
  message[length - 1] = 0;
  return message;
}

/** BSON bytes of a stored or compared document, as a Buffer (bson returns a Uint8Array view). */
export function encodeDocument(document: Document): Buffer {
  const bytes = serialize(document, serializeOptions);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function cursorId(value: number | bigint): Long {
  return typeof value === 'bigint' ? Long.fromBigInt(value) : Long.fromNumber(value);
}
