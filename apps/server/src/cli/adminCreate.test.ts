// admin:create needs no server: it opens DATA_DIR like the server would.
// Plus one real process start of the script, as an operator types it.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@shop/api';
import { createDb } from '@shop/db';
import type { CliIo } from './io';
import { runCli } from './run';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function quietIo(out: string[], err: string[]): CliIo {
  return {
    stdout: (line) => out.push(line),
    stderr: (text) => err.push(text),
    interactive: false,
    ask: () => Promise.reject(new Error('no prompts in tests')),
  };
}

describe('[CLI] admin:create and the script itself', () => {
  it('creates an active admin in DATA_DIR without a running server', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-admin-'));
    const out: string[] = [];
    const err: string[] = [];
    const env = { DATA_DIR: dataDir, SHOP_URL: 'http://127.0.0.1:9' };
    const argv = ['admin:create', '--email', 'Chief@Example.ru', '--password', 'secret123'];
    expect(await runCli(argv, env, quietIo(out, err))).toBe(0);
    expect(out[0]).toMatch(/^Администратор chief@example\.ru готов/);
    expect(await runCli(['admin:create', '--email', 'chief@example.ru'], env, quietIo(out, err))).toBe(2);
    expect(err.at(-1)).toBe('Укажите --password\n');
    const handle = await createDb({ databaseUrl: undefined, dataDir });
    try {
      const user = await handle.db
        .selectFrom('users')
        .select(['role', 'email_verified', 'password_hash'])
        .where('email', '=', 'chief@example.ru')
        .executeTakeFirstOrThrow();
      expect([user.role, user.email_verified]).toEqual(['admin', 1]);
      expect(await verifyPassword(user.password_hash, 'secret123')).toBe(true);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('starts as a script: --help prints the commands, a bad e-mail exits with 2', async () => {
    const run = promisify(execFile);
    const script = ['--import', 'tsx', 'apps/server/src/cli.ts'];
    const help = await run('node', [...script, '--help'], { cwd: repoRoot });
    expect(help.stdout).toContain('catalog:import');
    const bad = await run('node', [...script, 'admin:create', '--email', 'x', '--password', 'secret123'], {
      cwd: repoRoot,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(bad).toMatchObject({ code: 2 });
    expect((bad as { stderr: string }).stderr).toMatch(/[А-Яа-я]/);
  }, 30_000);
});
