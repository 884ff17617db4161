// orders:invoice — an order's invoice (счёт на оплату) as a PDF file, for
// the order's owner or an admin (the same procedure as the web's button).
import { writeFile } from 'node:fs/promises';
import { output, type Command } from '../command';
import { CliError } from '../io';

export const ordersInvoice: Command = {
  name: 'orders:invoice',
  usage: 'orders:invoice <номер заказа> [--out файл.pdf]',
  description: 'счёт на оплату заказа в PDF (заказы с оплатой по счёту)',
  arity: 1,
  options: { out: { type: 'string' } },
  run: async (input) => {
    const [number = ''] = input.positionals;
    const client = await input.client();
    const order = await client.orders.byNumber.query({ orderNumber: number }).catch(() => null);
    if (!order) throw new CliError(`Заказ ${number} не найден`);
    const pdf = await client.orders.documents.invoicePdf.query({ id: order.id });
    const file = (input.values.out as string | undefined) ?? pdf.fileName;
    const bytes = Buffer.from(pdf.contentBase64, 'base64');
    await writeFile(file, bytes);
    output(input, { orderNumber: order.orderNumber, file, bytes: bytes.length }, () => [
      `Счёт по заказу ${order.orderNumber} сохранён в ${file}`,
    ]);
  },
};
