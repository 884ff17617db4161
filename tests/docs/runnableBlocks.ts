// The documentation's commands, kept working: every fenced block whose info
// string is `sh runnable` (or `bash runnable`) in README.md and docs/*.md is
// run on this checkout. Mark only blocks that are safe and quick anywhere
// (no server, no database, no network).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunnableBlock {
  /** Where it is written, as `docs/api.md:42` (the line of the opening fence). */
  where: string;
  script: string;
}

const OPENING = /^(`{3,}|~{3,})\s*(sh|bash)\s+runnable\s*$/;

/** The runnable blocks of one Markdown text, in order. */
export function runnableBlocks(markdown: string, file: string): RunnableBlock[] {
  const blocks: RunnableBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const opening = OPENING.exec(lines[i]!.trim());
    if (!opening) continue;
    const fence = opening[1]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith(fence)) body.push(lines[j++]!);
    if (j === lines.length) throw new Error(`${file}:${i + 1}: runnable block without its closing fence`);
    blocks.push({ where: `${file}:${i + 1}`, script: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** README.md and every docs/*.md of the checkout. */
export function documentationFiles(root = repoRoot): string[] {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

export function allRunnableBlocks(root = repoRoot): RunnableBlock[] {
  return documentationFiles(root).flatMap((file) =>
    runnableBlocks(readFileSync(path.join(root, file), 'utf8'), file),
  );
}

export interface BlockResult {
  status: number | null;
  output: string;
}

/** Runs a block with bash -e -o pipefail in the repository root: any failing command fails the block. */
export function runBlock(block: RunnableBlock, root = repoRoot): BlockResult {
  const result = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', block.script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
