// `npm run shop -- quick-order <file>` against a real server over HTTP.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { writeXlsx } from '@shop/sheets';
import { createTestApp } from '../testing/testApp';
import type { CliEnv, CliIo } from './io';
import { runCli } from './run';

describe.each(testDbKinds())('[CLI] quick-order on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let env: CliEnv;
  let dir: string;
  const shop = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      stdout: (line) => out.push(line),
      stderr: (message) => err.push(message),
      interactive: false,
      ask: () => Promise.reject(new Error('no prompts in tests')),
    };
    const code = await runCli(argv, env, io);
    return {
      code,
      out,
      err,
      json: () => JSON.parse(out.join('\n')) as { lines: Array<Record<string, unknown>> },
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'shop-quick-'));
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    await t.db
      .insertInto('parts')
      .values(
        ['CH-125-004', '5GH-E4451-00'].map((part_number) => ({
          part_number,
          name: `Деталь ${part_number}`,
          category_id: 'engine',
          brand: 'Yamaha',
          price: 12_000,
          retail_price: null,
          availability: 10,
        })),
      )
      .execute();
    await ensureActiveUser(t.db, {
      email: 'buyer@example.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Олег',
      lastName: 'Смирнов',
    });
    env = {
      SHOP_URL: await t.app.listen({ port: 0, host: '127.0.0.1' }),
      SHOP_EMAIL: 'buyer@example.ru',
      SHOP_PASSWORD: 'secret123',
    };
  });
  afterAll(() => t.close());

  it('answers a Windows-1251 CSV row by row, with the rows of the file', async () => {
    const file = path.join(dir, 'list.csv');
    const csv = 'Заказ сервиса\r\nАртикул;Кол-во\r\nсн-125-004;3\r\n\r\nNOPE-1;2\r\n5GH-E4451-00;1\r\n';
    await writeFile(file, iconv.encode(csv, 'win1251'));
    const human = await shop('quick-order', file);
    expect(human.code).toBe(1);
    expect(human.out.at(-1)).toBe('Итого: 2 поз. на 480 ₽');
    expect(human.out.join('\n')).toMatch(
      /3\s+сн-125-004 3\s+CH-125-004\s+Деталь CH-125-004\s+3\s+360 ₽\s+Найдено с исправлением/,
    );
    const json = (await shop('quick-order', file, '--json')).json();
    expect(json.lines.map((l) => [l.rows, l.status])).toEqual([
      [[3], 'corrected'],
      [[5], 'not_found'],
      [[6], 'found'],
    ]);
  });

  it('offers an article with two digits swapped as a suggestion to check, not as found', async () => {
    const file = path.join(dir, 'swapped.csv');
    await writeFile(file, 'Артикул;Кол-во\r\nCH-152-004;2\r\n');
    const human = await shop('quick-order', file);
    expect(human.code).toBe(1);
    expect(human.out.join('\n')).toMatch(/CH-152-004 2\s.*Похожий артикул: проверьте \(CH-125-004\)/);
  });

  it('reads an XLSX without headers through --article and --quantity, exit 0 when all is found', async () => {
    const file = path.join(dir, 'list.xlsx');
    const columns = [
      { header: '№', width: 4 },
      { header: 'Что', width: 20 },
      { header: 'Сколько', width: 8 },
    ];
    await writeFile(
      file,
      await writeXlsx('Лист', columns, [
        [1, 'CH-125-004', 2],
        [2, '5GH-E4451-00', 4],
      ]),
    );
    const asked = await shop('quick-order', file);
    expect([asked.code, asked.err.join('')]).toEqual([
      1,
      expect.stringContaining('выберите их (в командной строке — --article и --quantity)'),
    ]);
    const result = await shop('quick-order', file, '--article', 'B', '--quantity', '3', '--json');
    expect(result.code).toBe(0);
    expect(result.json().lines.map((l) => [l.rows, l.quantity, l.status])).toEqual([
      [[2], 2, 'found'],
      [[3], 4, 'found'],
    ]);
    expect((await shop('quick-order', file, '--article', '0')).code).toBe(2);
  });
});
