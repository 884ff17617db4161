// admin:create — the first administrator, straight into the database (no
// server needed): the same DATABASE_URL / DATA_DIR and migrations as the server.
import { createDb, migrateToLatest } from '@shop/db';
import { ensureActiveUser } from '@shop/api';
import { emailField, passwordField, type z } from '@shop/schemas';
import { loadConfig } from '../../env';
import { output, type Command, type CommandInput } from '../command';
import { CliError, UsageError } from '../io';

async function ask(input: CommandInput, option: string, question: string, hidden = false): Promise<string> {
  const given = input.values[option];
  if (typeof given === 'string') return given;
  if (!input.io.interactive) throw new UsageError(`Укажите --${option}`);
  return input.io.ask(question, { hidden });
}

function valid(schema: z.ZodType<string>, value: string): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'Неверное значение');
  return parsed.data;
}

export const adminCreate: Command = {
  name: 'admin:create',
  usage: 'admin:create [--email <e-mail>] [--password <пароль>]',
  description: 'создать администратора (или сделать им и активировать) — без сервера',
  options: { email: { type: 'string' }, password: { type: 'string' } },
  run: async (input) => {
    const email = valid(emailField, await ask(input, 'email', 'E-mail администратора: '));
    const password = valid(passwordField, await ask(input, 'password', 'Пароль: ', true));
    const config = loadConfig(input.env as NodeJS.ProcessEnv);
    const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
      (error: unknown) => {
        throw new CliError(`Не удалось открыть базу данных: ${(error as Error).message.split('\n')[0]}`);
      },
    );
    try {
      await migrateToLatest(handle.db);
      const id = await ensureActiveUser(handle.db, {
        email,
        password,
        role: 'admin',
        firstName: 'Администратор',
        lastName: 'Магазина',
      });
      output(input, { id, email }, () => [`Администратор ${email} готов (id ${id}), можно входить.`]);
    } finally {
      await handle.close();
    }
  },
};
