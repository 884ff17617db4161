// A small progress bar on stderr for long commands; silent when no one watches
// (pipes, tests), so stdout stays clean for `--json`.
import type { CliIo } from './io';

export interface Progress {
  update: (done: number) => void;
  finish: () => void;
}

const WIDTH = 30;

export function startProgress(io: CliIo, label: string, total: number): Progress {
  if (!io.interactive || total <= 0) return { update: () => {}, finish: () => {} };
  const draw = (done: number) => {
    const filled = Math.round((Math.min(done, total) / total) * WIDTH);
    const percent = Math.floor((Math.min(done, total) / total) * 100);
    io.stderr(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${percent}% ${done}/${total}`);
  };
  draw(0);
  return { update: draw, finish: () => io.stderr('\n') };
}
