import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IntegrationError } from '../shared/errors';
import { checkFilePrefix, parseFileKey, type FileUrlSigner } from './keys';
import { defaultContentType, type FileInfo, type FileListing, type FileStorage, type PutFileOptions } from './types';

/**
 * Files on local disk under one root (DATA_DIR/files): the file itself at `<root>/<key>` and its
 * content type and metadata beside it under `<root>/.meta/<key>.json` (keys cannot start with a
 * dot, so the two trees never meet). Writes go to a temporary file first and are renamed into
 * place, so a reader never sees half a file.
 */
export interface LocalStorageOptions {
  rootDir: string;
  urls: FileUrlSigner;
}

interface Sidecar {
  contentType: string;
  metadata: Record<string, string>;
  etag: string;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createLocalStorage(options: LocalStorageOptions): FileStorage {
  const root = path.resolve(options.rootDir);
  const metaRoot = path.join(root, '.meta');
  const tmpRoot = path.join(root, '.tmp');

  function inside(base: string, relative: string): string {
    const target = path.resolve(base, ...relative.split('/'));
    if (!target.startsWith(base + path.sep)) throw new IntegrationError('FILE_KEY_INVALID');
    return target;
  }
  const filePath = (key: string) => inside(root, parseFileKey(key).key);
  const sidecarPath = (key: string) => inside(metaRoot, `${parseFileKey(key).key}.json`);

  /** Refuses a file reached through a symbolic link that leaves the root. */
  async function realInside(target: string): Promise<boolean> {
    const [realRoot, realTarget] = await Promise.all([fs.realpath(root), fs.realpath(target)]);
    return realTarget.startsWith(realRoot + path.sep);
  }

  async function readSidecar(key: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await fs.readFile(sidecarPath(key), 'utf8')) as Sidecar;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function head(key: string): Promise<FileInfo | null> {
    const target = filePath(key);
    let stats;
    try {
      stats = await fs.stat(target);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!stats.isFile() || !(await realInside(target))) return null;
    const sidecar = await readSidecar(key);
    return {
      key,
      size: stats.size,
      lastModified: stats.mtime,
      etag: sidecar?.etag ?? null,
      contentType: sidecar?.contentType ?? defaultContentType,
      metadata: sidecar?.metadata ?? {},
    };
  }

  // Directories this storage made: a put into a known directory skips its mkdir calls (a file
  // written by every registration's audit, twice). A directory removed meanwhile is made again.
  const madeDirectories = new Set<string>();
  async function ensureDirectory(directory: string): Promise<void> {
    if (madeDirectories.has(directory)) return;
    await fs.mkdir(directory, { recursive: true });
    madeDirectories.add(directory);
  }

  async function writeAtomically(target: string, source: Readable | Buffer): Promise<{ size: number; etag: string }> {
    try {
      return await writeOnce(target, source);
    } catch (error) {
      if (!isMissing(error)) throw error;
      madeDirectories.clear();
      // A stream is spent: only a body in memory can be written again.
      if (!Buffer.isBuffer(source)) throw error;
      return writeOnce(target, source);
    }
  }

  async function writeOnce(target: string, source: Readable | Buffer): Promise<{ size: number; etag: string }> {
    await ensureDirectory(tmpRoot);
    await ensureDirectory(path.dirname(target));
    const temporary = path.join(tmpRoot, randomBytes(12).toString('hex'));
    if (Buffer.isBuffer(source)) {
      // A body in memory is written in one call, without a stream pipeline.
      try {
        await fs.writeFile(temporary, source, { flag: 'wx' });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return { size: source.length, etag: createHash('md5').update(source).digest('hex') };
    }
    const hash = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(temporary, { flags: 'wx' }));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return { size, etag: hash.digest('hex') };
  }

  async function walk(directory: string, relative: string, into: string[]): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(directory, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // Dot entries are the sidecar and temporary trees; keys never start with a dot.
      if (entry.name.startsWith('.')) continue;
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(directory, entry.name), key, into);
      else if (entry.isFile()) into.push(key);
    }
  }

  return {
    driver: 'local',
    async put(key, body, putOptions: PutFileOptions = {}) {
      const target = filePath(key);
      const source = body instanceof Readable ? body : typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
      const { etag } = await writeAtomically(target, source);
      const sidecar: Sidecar = {
        contentType: putOptions.contentType ?? defaultContentType,
        metadata: putOptions.metadata ?? {},
        etag,
      };
      const sidecarTarget = sidecarPath(key);
      await writeAtomically(sidecarTarget, Buffer.from(JSON.stringify(sidecar)));
      const info = await head(key);
      if (!info) throw new Error(`file ${key} vanished right after being written`);
      return info;
    },
    async get(key) {
      const info = await head(key);
      if (!info) return null;
      return { ...info, stream: createReadStream(filePath(key)) };
    },
    head,
    async delete(key) {
      const target = filePath(key);
      const existed = (await head(key)) !== null;
      await fs.rm(target, { force: true });
      await fs.rm(sidecarPath(key), { force: true });
      return existed;
    },
    async list(prefix) {
      checkFilePrefix(prefix);
      const directoryPart = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = directoryPart ? inside(root, directoryPart) : root;
      const keys: string[] = [];
      await walk(start, directoryPart, keys);
      const matching = keys.filter((key) => key.startsWith(prefix)).sort();
      const listings: FileListing[] = [];
      for (const key of matching) {
        const info = await head(key).catch(() => null);
        if (info) listings.push({ key: info.key, size: info.size, lastModified: info.lastModified, etag: info.etag });
      }
      return listings;
    },
    url: (key, urlOptions) => options.urls.url(key, urlOptions),
    urls: options.urls,
  };
}
