// The shape of one CLI command and what it is given to run.
import type { ParseArgsConfig } from 'node:util';
import type { ShopClient } from './client';
import { UsageError, type CliEnv, type CliIo } from './io';

export interface CommandInput {
  env: CliEnv;
  io: CliIo;
  /** `--json`: machine-readable stdout instead of tables. */
  json: boolean;
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
  /** Signs in lazily: admin:create and --help never need a server. */
  client: () => Promise<ShopClient>;
}

export interface Command {
  name: string;
  usage: string;
  description: string;
  options?: ParseArgsConfig['options'];
  /** Positional arguments the command requires. */
  arity?: number;
  /** Resolves to the exit code (0 when omitted). */
  run: (input: CommandInput) => Promise<number | void>;
}

/** Prints data as JSON or as the lines a person reads. */
export function output(input: CommandInput, data: unknown, human: () => string[]): void {
  if (input.json) input.io.stdout(JSON.stringify(data, null, 2));
  else for (const line of human()) input.io.stdout(line);
}

/** "2026-11-22" → the start of that day in Moscow time (the shop's time zone, UTC+3). */
export function moscowDayStart(value: string, option: string): number {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00+03:00`) : NaN;
  if (Number.isNaN(time)) throw new UsageError(`${option}: дата в формате ГГГГ-ММ-ДД, например 2026-11-22`);
  return time;
}

export const DAY_MS = 86_400_000;
