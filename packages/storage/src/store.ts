// Every file the shop keeps (part photos, price lists until applied, the 1C
// exchange's files) goes through this one small interface, so several
// instances behind a load balancer see the same files (issue 30). Two
// implementations: a local folder (the embedded default, one instance) and an
// S3-compatible object store; both pass the same contract tests.
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  /** Bytes in `body` (the range's length when a range was asked for). */
  size: number;
  /** The whole file's size. */
  totalSize: number;
  contentType: string | undefined;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole file or nothing: a reader never sees half of it. */
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the file or of a range of it, or null when there is none. */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Deleting a file that is not there is not an error. */
  delete(keys: string | readonly string[]): Promise<void>;
  /** Keys under `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
}

/** The store cannot be reached or refused to work: the caller answers 503, nothing was half-written. */
export class FileStoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileStoreUnavailable';
  }
}

/** Thrown for a key that could escape its folder or is not one we make. */
export class BadFileKey extends Error {}

const KEY = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Keys are ours, never a user's file name: ASCII path segments, no `..`, no leading `/`. */
export function checkKey(key: string): string {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key) || key.split('/').some((s) => s === '..'))
    throw new BadFileKey(`bad file key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** A prefix is a key, or a key followed by `/`, or empty (everything). */
export function checkPrefix(prefix: string): string {
  if (prefix !== '') checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
