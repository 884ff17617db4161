import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFileStore } from './localStore';
import { fileStoreContract } from './storeContract';

fileStoreContract('local', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-files-'));
  // A folder that cannot be made: its parent is a plain file.
  const blocker = path.join(root, 'not-a-folder');
  writeFileSync(blocker, 'x');
  return {
    store: () => createLocalFileStore(path.join(root, 'files')),
    down: () => createLocalFileStore(path.join(blocker, 'files')),
  };
});
