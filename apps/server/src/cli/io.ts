// What a command may touch besides the server: its output streams, the
// environment and the terminal. Tests pass their own to capture the output.
export interface CliIo {
  stdout: (line: string) => void;
  stderr: (text: string) => void;
  /** True when a person sits at the terminal: prompts and progress bars only then. */
  interactive: boolean;
  /** Asks one question; `hidden` keeps a password off the screen. */
  ask: (question: string, options?: { hidden?: boolean }) => Promise<string>;
}

export interface CliEnv {
  SHOP_URL?: string;
  SHOP_TOKEN?: string;
  SHOP_EMAIL?: string;
  SHOP_PASSWORD?: string;
  [name: string]: string | undefined;
}

/** Wrong arguments: exit code 2 and the usage line. */
export class UsageError extends Error {}

/** A refusal or failure to report as is: exit code 1, no stack trace. */
export class CliError extends Error {}

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
