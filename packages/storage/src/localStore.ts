// The embedded default: files under a folder (DATA_DIR), a key's segments as
// sub-folders. A file is written beside its place and renamed into it, so a
// reader sees the old file or the new one, never half of one.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkKey, checkPrefix, FileStoreUnavailable, type ByteRange, type FileStore } from './store';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR';

function unavailable(error: unknown): never {
  throw new FileStoreUnavailable(`local file store: ${(error as Error).message}`, { cause: error });
}

async function walk(dir: string, relative: string, into: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    // A folder not made yet holds nothing; any other failure is the store's.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    unavailable(error);
  }
  for (const entry of entries) {
    if (entry.name.includes('.tmp-')) continue; // a write in progress
    const key = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await walk(path.join(dir, entry.name), key, into);
    else if (entry.isFile()) into.push(key);
  }
}

export function createLocalFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      const temporary = `${file}.tmp-${randomBytes(6).toString('hex')}`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        unavailable(error);
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
    },
    async open(key, range?: ByteRange) {
      const file = fileOf(key);
      let totalSize: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        totalSize = info.size;
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? totalSize - 1, totalSize - 1);
      const size = Math.max(0, end - start + 1);
      const body = size > 0 ? createReadStream(file, { start, end }) : Readable.from([]);
      return { body, size, totalSize, contentType: undefined };
    },
    async delete(keys) {
      const all = typeof keys === 'string' ? [keys] : keys;
      try {
        await Promise.all(all.map((key) => rm(fileOf(key), { force: true })));
      } catch (error) {
        unavailable(error);
      }
    },
    async list(prefix) {
      checkPrefix(prefix);
      // Walk only the folder the prefix names, then match the rest of it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const keys: string[] = [];
      await walk(path.join(root, ...folder.split('/').filter(Boolean)), folder, keys);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
  };
}
