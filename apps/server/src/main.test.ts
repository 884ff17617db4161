// Bad configuration must stop the start with one clear line, not a stack trace.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: '0', DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const errLines = result.stderr
    .split('\n')
    .filter((line) => line.trim() && !line.includes('ExperimentalWarning'));
  return { status: result.status, errLines };
}

describe('start-up with bad configuration', () => {
  it('names an unreachable DATABASE_URL', () => {
    const { status, errLines } = start({ DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop' });
    expect(status).toBe(1);
    expect(errLines).toHaveLength(1);
    expect(errLines[0]).toMatch(/^Cannot start the shop: .*PostgreSQL/);
    expect(errLines[0]).not.toContain('secret');
  });

  it('names an unwritable DATA_DIR', () => {
    // A path below a regular file can never be created, even by root.
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-file-')), 'plain-file');
    writeFileSync(file, '');
    const { status, errLines } = start({ DATA_DIR: `${file}/data` });
    expect(status).toBe(1);
    expect(errLines).toEqual([`Cannot start the shop: DATA_DIR "${file}/data" is not writable (ENOTDIR)`]);
  });

  it('names a port that is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-port-'));
      const { status, errLines } = start({ PORT: String(port), DATA_DIR: dataDir });
      expect(status).toBe(1);
      expect(errLines).toEqual([
        `Cannot start the shop: port ${port} on 127.0.0.1 is already in use (set PORT)`,
      ]);
    } finally {
      blocker.close();
    }
  });

  it('names a malformed PORT', () => {
    const { status, errLines } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    expect(errLines).toEqual([
      'Cannot start the shop: PORT must be a whole number from 0 to 65535, got "eighty"',
    ]);
  });

  it('names a malformed SMTP_URL', () => {
    const { status, errLines } = start({ SMTP_URL: 'mail.example.ru:25' });
    expect(status).toBe(1);
    expect(errLines).toEqual([
      'Cannot start the shop: SMTP_URL must look like smtp://user:password@host:port (or smtps://)',
    ]);
  });

  it('names the S3 settings missing when only some are set', () => {
    const { status, errLines } = start({ S3_URL: 'http://minio:9000', S3_BUCKET: 'shop' });
    expect(status).toBe(1);
    expect(errLines).toEqual([
      'Cannot start the shop: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too when any of S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is',
    ]);
  });
});
