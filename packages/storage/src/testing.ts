/// <reference path="./s3rver.d.ts" />
// An S3 API server on loopback for tests (s3rver, from npm), with one bucket.
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createLocalFileStore } from './localStore';
import type { S3StoreConfig } from './s3Store';
import type { FileStore } from './store';

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
