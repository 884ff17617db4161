// Starts the real server (built web app, throwaway data dir, demo catalogue)
// on a free port and hands its URL to the tests through the environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startMailServer } from './support/mailServer';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  // Mails go over real SMTP and land as .eml/.json in DATA_DIR/mail (support/mailbox.ts).
  const mailDir = path.join(dataDir, 'mail');
  const mailServer = await startMailServer(mailDir);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: mailServer.url,
      // The journeys' sign-ups come from many addresses through a proxy on loopback,
      // as behind nginx (support/register.ts); the per-address limits stay in force.
      TRUST_PROXY: 'loopback',
      // The 1C exchange on, so a journey can play 1C and read the admin's log of it.
      EXCHANGE_1C_LOGIN: '1c-exchange',
      EXCHANGE_1C_PASSWORD: 'secret-1c',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await mailServer.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
