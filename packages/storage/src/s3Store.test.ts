import { afterAll, beforeAll } from 'vitest';
import { createS3FileStore } from './s3Store';
import { fileStoreContract } from './storeContract';
import { startS3TestServer, type S3TestServer } from './testing';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server?.close());

fileStoreContract('S3', () => ({
  store: () => createS3FileStore(server.config),
  // Nothing listens on port 9 of loopback (discard): a store that is down.
  down: () => createS3FileStore({ ...server.config, url: 'http://127.0.0.1:9' }),
}));
