// An S3 API server on loopback for tests (s3rver, from npm), with one bucket.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFileStore } from './localStore';
import type { S3StoreConfig } from './s3Store';
import type { FileStore } from './store';

/** The part of s3rver's API used here (it ships no types). */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string; configs: string[] }>;
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface S3TestServer {
  config: S3StoreConfig;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'shop-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    config: {
      url: `http://127.0.0.1:${address.port}`,
      bucket,
      // s3rver's own credentials: it checks signatures like S3 does.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A local store in a new temporary folder, for tests that keep files but do not look at where. */
export function createTemporaryFileStore(): FileStore {
  return createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'shop-files-')));
}
