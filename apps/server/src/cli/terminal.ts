// The real terminal: stdout/stderr and a readline prompt that hides passwords.
import { createInterface } from 'node:readline';
import type { CliIo } from './io';

function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
  if (options.hidden && process.stdin.isTTY) {
    // readline echoes through _writeToOutput; past the question nothing typed is shown.
    const internal = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    internal._writeToOutput = (s: string) => {
      if (!asked) process.stderr.write(s);
      asked = true;
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      if (options.hidden && process.stdin.isTTY) process.stderr.write('\n');
      rl.close();
      resolve(answer.trim());
    });
  });
}

export const terminalIo: CliIo = {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (text) => process.stderr.write(text),
  interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
  ask,
};
