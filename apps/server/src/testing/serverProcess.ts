// The shop as its own process (src/main.ts), for what only a whole process
// shows: its resident memory before and after a storm of uploads.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resident memory of the process (all its threads), in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.MEMLOG ? ['--expose-gc', '--import', process.env.MEMLOG] : []),
      '--import',
      'tsx',
      'src/main.ts',
    ],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // As the container and `npm start` run it (infra/Dockerfile).
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=1024'].filter(Boolean).join(' '),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-proc-')),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    child,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
