// The CLI against a real server on a real port: the command functions run in
// this process (as `npm run shop` would run them), the server answers over HTTP.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { pdfText } from '@shop/documents/readPdf';
import { createTestApp } from '../testing/testApp';
import type { CliEnv, CliIo } from './io';
import { runCli } from './run';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (line) => out.push(line),
    stderr: (text) => err.push(text),
    interactive: false,
    ask: () => Promise.reject(new Error('no prompts in tests')),
  };
  return { io, out, err, json: () => JSON.parse(out.join('\n')) as unknown };
}

describe.each(testDbKinds())('[CLI] shop commands over tRPC on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let env: CliEnv;
  let dir: string;
  let orderNumber: string;
  const shop = async (...argv: string[]) => {
    const c = capture();
    const code = await runCli(argv, env, c.io);
    return { code, ...c };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'shop-cli-'));
    await t.db.insertInto('categories').values({ id: 'brakes', name: 'Тормоза' }).execute();
    await t.db
      .insertInto('parts')
      .values({
        name: 'Колодки',
        category_id: 'brakes',
        part_number: 'BR-1',
        brand: 'Lipai',
        price: 45_050,
        retail_price: null,
        availability: 5,
      })
      .execute();
    const common = { password: 'secret123', firstName: 'Олег', lastName: 'Смирнов' };
    await ensureActiveUser(t.db, { ...common, email: 'ops@example.ru', role: 'admin' });
    const buyerId = await ensureActiveUser(t.db, {
      ...common,
      email: 'buyer@example.ru',
      role: 'user',
      company: 'ООО "Мото; Юг"',
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    env = { SHOP_URL: address, SHOP_EMAIL: 'ops@example.ru', SHOP_PASSWORD: 'secret123' };
    const token = (await t.deps.lucia.createSession(buyerId, {})).id;
    const part = await t.db.selectFrom('parts').select('id').executeTakeFirstOrThrow();
    const res = await fetch(`${address}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        order_number: 'ORD-CLI-1',
        payment_method: 'invoice',
        delivery_method: 'pickup',
        items: [{ partId: part.id, quantity: 2 }],
      }),
    });
    expect(res.status).toBe(201);
    orderNumber = ((await res.json()) as { orderNumber: string }).orderNumber;
  });
  afterAll(() => t.close());

  it('lists, blocks and activates users by e-mail', async () => {
    const list = await shop('users:list', '--json');
    expect(list.code).toBe(0);
    expect((list.json() as { email: string }[]).map((u) => u.email)).toContain('buyer@example.ru');
    const table = await shop('users:list');
    expect(table.out[0]).toMatch(/^ID\s+E-mail\s+Имя/);
    expect(table.out.join('\n')).toContain('ООО "Мото; Юг"');
    expect((await shop('users:block', 'Buyer@example.ru')).out).toEqual([
      'Пользователь buyer@example.ru заблокирован',
    ]);
    const blocked = await t.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', 'buyer@example.ru')
      .executeTakeFirstOrThrow();
    expect(blocked.email_verified).toBe(0);
    expect((await shop('users:activate', 'buyer@example.ru')).code).toBe(0);
    const missing = await shop('users:block', 'nobody@example.ru');
    expect([missing.code, missing.err.join('')]).toEqual([
      1,
      'Ошибка: Пользователь nobody@example.ru не найден\n',
    ]);
  });

  it('refuses a wrong password with the server message and exit code 1', async () => {
    const c = capture();
    const code = await runCli(['users:list'], { ...env, SHOP_PASSWORD: 'wrong-pass' }, c.io);
    expect(code).toBe(1);
    expect(c.err.join('')).toMatch(/^Ошибка: [А-ЯЁа-яё]/);
    const offline = capture();
    expect(
      await runCli(['users:list'], { SHOP_URL: 'http://127.0.0.1:9', SHOP_TOKEN: 'x' }, offline.io),
    ).toBe(1);
    expect(offline.err.join('')).toContain('недоступен');
  });

  it('answers usage errors with exit code 2', async () => {
    expect((await shop('nope')).code).toBe(2);
    expect((await shop('orders:status', 'ORD-1')).code).toBe(2);
    expect((await shop('orders:list', '--since', '22.11.2026')).code).toBe(2);
    expect((await shop('orders:list', '--status', 'lost')).err.join('')).toContain('Допустимые: pending');
    expect((await shop('users:list', '--bogus')).code).toBe(2);
  });

  it('lists orders, changes a status by number and filters by it', async () => {
    const listed = (await shop('orders:list', '--json')).json() as {
      orderNumber: string;
      customerName: string;
    }[];
    expect(listed.map((o) => o.orderNumber)).toEqual([orderNumber]);
    const changed = await shop('orders:status', orderNumber, 'confirmed');
    expect(changed.out).toEqual([`Заказ ${orderNumber}: статус «Подтвержден»`]);
    expect((await shop('orders:list', '--status', 'pending', '--json')).json()).toEqual([]);
    const human = await shop('orders:list', '--status', 'confirmed', '--since', '2020-01-01');
    expect(human.out.join('\n')).toMatch(new RegExp(`${orderNumber}.*901 ₽\\s+Подтвержден`));
    expect((await shop('orders:status', 'ORD-NONE', 'confirmed')).err.join('')).toContain(
      'Заказ ORD-NONE не найден',
    );
  });

  it('exports a period as CSV for Excel and as XLSX', async () => {
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const csvFile = path.join(dir, 'orders.csv');
    expect(
      (await shop('orders:export', '--from', today, '--to', today, '--format', 'csv', '--out', csvFile)).code,
    ).toBe(0);
    const csv = await readFile(csvFile, 'utf8');
    expect(csv.startsWith('\uFEFFНомер;Создан;Статус')).toBe(true);
    expect(csv).toContain(';"ООО ""Мото; Юг""";1;901,00\r\n');
    const xlsxFile = path.join(dir, 'orders.xlsx');
    await shop('orders:export', '--from', today, '--to', today, '--format', 'xlsx', '--out', xlsxFile);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsxFile);
    const row = book.worksheets[0]!.getRow(2).values as unknown[];
    expect([row[1], row[9]]).toEqual([orderNumber, 901]);
    const empty = await shop(
      'orders:export',
      '--from',
      '2020-01-01',
      '--to',
      '2020-01-31',
      '--out',
      path.join(dir, 'none.csv'),
    );
    expect(empty.out).toEqual([`Выгружено заказов: 0 → ${path.join(dir, 'none.csv')}`]);
  });

  it('saves the invoice of a bank-transfer order as a PDF, and refuses an unknown number', async () => {
    const file = path.join(dir, 'invoice.pdf');
    const saved = await shop('orders:invoice', orderNumber, '--out', file);
    expect(saved.out).toEqual([`Счёт по заказу ${orderNumber} сохранён в ${file}`]);
    const text = pdfText(await readFile(file));
    expect(text).toContain(`Счёт на оплату № ${orderNumber} от`);
    expect(text).toContain('Девятьсот один рубль 00 копеек');
    const unknown = await shop('orders:invoice', 'ORD-1');
    expect(unknown.code).toBe(1);
    expect(unknown.err.join('')).toContain('Заказ ORD-1 не найден');
  });

  it('imports a price list: dry run writes nothing, the report names every row', async () => {
    const file = path.join(dir, 'prices.csv');
    const lines = [
      'Артикул;Название;Категория;Бренд;Цена;Розничная цена;Наличие',
      'BR-1;Колодки передние;brakes;Lipai;1 234,50;;7',
      'NEW-1;Диск тормозной;Тормоза;;99.9;150;3',
      'NEW-2;Без цены;brakes;;;;',
      'NEW-3;Неизвестно где;wheels;;10;;',
      'NEW-1;Повтор;brakes;;10;;',
      'NEW-4;Дробный остаток;brakes;;10;;1.5',
    ];
    await writeFile(file, `\uFEFF${lines.join('\r\n')}\r\n`);
    const countParts = async () =>
      Number(
        (
          await t.db
            .selectFrom('parts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countParts();
    const dry = await shop('catalog:import', file, '--dry-run', '--json');
    expect(dry.code).toBe(1);
    const expected = [
      { row: 2, article: 'BR-1', status: 'updated' },
      { row: 3, article: 'NEW-1', status: 'created' },
      { row: 4, article: 'NEW-2', status: 'error', message: 'Цена: укажите цену' },
      { row: 5, article: 'NEW-3', status: 'error', message: 'Неизвестная категория «wheels»' },
      { row: 6, article: 'NEW-1', status: 'error', message: 'Артикул уже был в строке 3' },
      {
        row: 7,
        article: 'NEW-4',
        status: 'error',
        message: 'Наличие: «1.5» — не целое число от 0 до 1 000 000',
      },
    ];
    expect(dry.json()).toEqual({ dryRun: true, report: expected });
    expect(await countParts()).toBe(before);
    const real = await shop('catalog:import', file);
    expect(real.out.slice(0, 2)).toEqual(['Импорт завершён.', 'Создано: 1, обновлено: 1, ошибок: 4']);
    expect(real.out.join('\n')).toMatch(/7\s+NEW-4\s+Наличие/);
    const parts = await t.db
      .selectFrom('parts')
      .select(['part_number', 'name', 'price', 'retail_price', 'availability'])
      .orderBy('part_number')
      .execute();
    expect(parts).toEqual([
      { part_number: 'BR-1', name: 'Колодки передние', price: 123_450, retail_price: null, availability: 7 },
      { part_number: 'NEW-1', name: 'Диск тормозной', price: 9_990, retail_price: 15_000, availability: 3 },
    ]);
  });

  it('sends failed mails again', async () => {
    await t.db.updateTable('mail_outbox').set({ status: 'failed' }).execute();
    const result = await shop('mail:retry-failed', '--json');
    expect(result.code).toBe(0);
    expect((result.json() as { count: number }).count).toBeGreaterThan(0);
  });
});
