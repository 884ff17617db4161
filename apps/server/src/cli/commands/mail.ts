// mail:retry-failed — sends the mails that gave up once more.
import { output, type Command } from '../command';

export const mailCommands: Command[] = [
  {
    name: 'mail:retry-failed',
    usage: 'mail:retry-failed',
    description: 'повторно отправить письма, которые не ушли',
    run: async (input) => {
      const result = await (await input.client()).admin.mail.retryAllFailed.mutate();
      output(input, result, () => [`Поставлено в очередь повторно: ${result.count}`]);
    },
  },
];
