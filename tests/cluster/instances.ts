// Shop server processes, started the way production starts them
// (`node --import tsx apps/server/src/main.ts`), each with its own DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CheckFailed, onTeardown, waitFor } from './harness';
import { freePort } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  logFile: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the graceful exit (SIGKILL after the timeout). */
  stop(timeoutMs?: number): Promise<number | null>;
}

export interface InstanceOptions {
  name: string;
  env: Record<string, string>;
  logDir: string;
  /** Runs the instance's clock this far off (libfaketime, e.g. '+30s'); monotonic timers stay true. */
  clockOffset?: string;
}

/** Debian's libfaketime (package faketime), which .ci/run installs. */
const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

function clockEnv(offset: string | undefined): Record<string, string> {
  if (!offset) return {};
  if (!existsSync(FAKETIME_LIBRARY))
    throw new CheckFailed(`${FAKETIME_LIBRARY} is missing: apt-get install faketime`);
  return { LD_PRELOAD: FAKETIME_LIBRARY, FAKETIME: offset, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
}

export async function startInstance({ name, env, logDir, clockOffset }: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `cluster-${name}-`));
  onTeardown(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const logFile = path.join(logDir, `${name}.log`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...clockEnv(clockOffset),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (timeoutMs = 20_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  onTeardown(`stop ${name}`, async () => {
    await stop(5_000);
  });
  return { name, port, url: `http://127.0.0.1:${port}`, process: child, logFile, exited, stop };
}

/** Waits until /readyz says every migration is applied; fails at once if the process died. */
export async function waitReady(instance: Instance, timeoutMs: number): Promise<void> {
  await waitFor(`${instance.name} to be ready (log: ${instance.logFile})`, timeoutMs, async () => {
    const code = instance.process.exitCode;
    if (code !== null)
      throw new CheckFailed(`${instance.name} exited with code ${code} (log: ${instance.logFile})`);
    const response = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? true : undefined;
  });
}
