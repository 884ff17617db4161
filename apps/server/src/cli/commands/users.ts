// users:list, users:activate, users:block — the admin's user management.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@shop/api';
import { t } from '@shop/i18n';
import { CliError } from '../io';
import { output, type Command } from '../command';
import { formatDateTime, renderTable } from '../table';

type ListedUser = inferRouterOutputs<AppRouter>['admin']['users']['list'][number];

const statusOf = (user: ListedUser) =>
  t(user.email_verified === 1 ? 'admin:users.status.active' : 'admin:users.status.blocked');

const usersList: Command = {
  name: 'users:list',
  usage: 'users:list',
  description: 'список пользователей',
  run: async (input) => {
    const users = await (await input.client()).admin.users.list.query();
    output(input, users, () => [
      ...renderTable(users, [
        { header: 'ID', value: (u) => String(u.id), align: 'right' },
        { header: 'E-mail', value: (u) => u.email },
        { header: 'Имя', value: (u) => `${u.first_name} ${u.last_name}`.trim() },
        { header: 'Компания', value: (u) => u.company ?? '' },
        { header: 'Телефон', value: (u) => u.phone },
        { header: 'Роль', value: (u) => (u.role === 'admin' ? 'админ' : 'покупатель') },
        { header: 'Статус', value: statusOf },
        { header: 'Создан', value: (u) => formatDateTime(u.created_at) },
      ]),
      `Всего: ${users.length}`,
    ]);
  },
};

function setStatusCommand(name: string, status: 'active' | 'blocked', done: string): Command {
  return {
    name,
    usage: `${name} <email>`,
    description: status === 'active' ? 'активировать пользователя' : 'заблокировать пользователя',
    arity: 1,
    run: async (input) => {
      const email = (input.positionals[0] ?? '').trim().toLowerCase();
      const client = await input.client();
      const user = (await client.admin.users.list.query()).find((u) => u.email.toLowerCase() === email);
      if (!user) throw new CliError(`Пользователь ${email} не найден`);
      const updated = await client.admin.users.setStatus.mutate({ id: user.id, status });
      output(input, updated, () => [`Пользователь ${updated.email} ${done}`]);
    },
  };
}

export const usersCommands: Command[] = [
  usersList,
  setStatusCommand('users:activate', 'active', 'активирован'),
  setStatusCommand('users:block', 'blocked', 'заблокирован'),
];
