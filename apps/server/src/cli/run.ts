// `npm run shop -- <command>`: parses arguments, runs one command and turns
// the outcome into an exit code (0 ok, 1 failure, 2 usage).
import { parseArgs } from 'node:util';
import type { Command } from './command';
import { connect, describeClientError, type ShopClient } from './client';
import { CliError, EXIT, UsageError, type CliEnv, type CliIo } from './io';
import { adminCreate } from './commands/adminCreate';
import { catalogImport } from './commands/catalogImport';
import { mailCommands } from './commands/mail';
import { ordersCommands } from './commands/orders';
import { ordersExport } from './commands/ordersExport';
import { ordersInvoice } from './commands/ordersInvoice';
import { quickOrder } from './commands/quickOrder';
import { usersCommands } from './commands/users';

export const COMMANDS: Command[] = [
  adminCreate,
  ...usersCommands,
  ...ordersCommands,
  ordersExport,
  ordersInvoice,
  catalogImport,
  quickOrder,
  ...mailCommands,
];

export function helpLines(): string[] {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Управление магазином из командной строки: npm run shop -- <команда> [параметры] [--json]',
    '',
    'Команды:',
    ...COMMANDS.flatMap((c) => [
      `  ${c.name.padEnd(width)}  ${c.description}`,
      ...(c.usage === c.name ? [] : [`  ${' '.repeat(width)}  ${c.usage}`]),
    ]),
    '',
    'Сервер: SHOP_URL (по умолчанию http://localhost:3000).',
    'Вход: SHOP_TOKEN, или SHOP_EMAIL и SHOP_PASSWORD, иначе спросим в терминале.',
    'admin:create работает без сервера: база из DATABASE_URL или DATA_DIR, как у сервера.',
    '--json: вывод в JSON вместо таблиц.',
    'Коды выхода: 0 — успешно, 1 — ошибка, 2 — неверные параметры.',
  ];
}

function parse(command: Command, args: string[]) {
  try {
    return parseArgs({
      args,
      options: { ...command.options, json: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function runCommand(command: Command, args: string[], env: CliEnv, io: CliIo): Promise<number> {
  const { values, positionals } = parse(command, args);
  if (positionals.length !== (command.arity ?? 0)) throw new UsageError(`Использование: ${command.usage}`);
  let client: Promise<ShopClient> | undefined;
  const code = await command.run({
    env,
    io,
    json: values.json === true,
    values: values as Record<string, string | boolean | undefined>,
    positionals,
    client: () => (client ??= connect(env, io)),
  });
  return code ?? EXIT.ok;
}

export async function runCli(argv: string[], env: CliEnv, io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    for (const line of helpLines()) io.stdout(line);
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = COMMANDS.find((c) => c.name === name);
  try {
    if (!command)
      throw new UsageError(`Неизвестная команда «${name}». Список команд: npm run shop -- --help`);
    return await runCommand(command, args, env, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n`);
      return EXIT.usage;
    }
    const message = error instanceof CliError ? error.message : describeClientError(error, env);
    if (message === null) throw error;
    io.stderr(`Ошибка: ${message}\n`);
    return EXIT.failure;
  }
}
