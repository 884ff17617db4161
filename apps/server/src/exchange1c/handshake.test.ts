// Issue 31: the handshake of the 1C exchange, the cookie, the pieces of a
// file appended in this exchange's own folder, refused names and the zip.
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';
import { startExchangeServer, type ExchangeServer } from '../testing/exchange1cServer';
import { importXml } from '../testing/commerceMl';

describe.runIf(process.env.TEST_DATABASE_URL)('[1C] exchange handshake and files', () => {
  let s: ExchangeServer;
  beforeAll(async () => {
    s = await startExchangeServer();
  });
  afterAll(() => s.close());

  it('answers success, the cookie name and value to the right login, and failure to a wrong one', async () => {
    const oneC = s.oneC();
    const wrong = await oneC.checkauth('catalog', oneC.basic('1c-exchange', 'wrong'));
    expect(wrong.lines[0]).toBe('failure');
    expect(wrong.lines[1]).toBe('Неверный логин или пароль обмена с 1С');
    const none = await oneC.call({ type: 'catalog', mode: 'checkauth' });
    expect(none.lines[0]).toBe('failure');
    const right = await oneC.checkauth('catalog');
    expect(right.status).toBe(200);
    expect(right.lines.slice(0, 2)).toEqual(['success', 'shop_1c_exchange']);
    expect(right.lines[2]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const init = await oneC.call({ type: 'catalog', mode: 'init' });
    expect(init.lines.slice(0, 2)).toEqual(['zip=yes', `file_limit=${64 * 1024}`]);
  });

  it('refuses every later call without the cookie or with a wrong one, even with Basic credentials', async () => {
    const oneC = s.oneC();
    expect((await oneC.call({ type: 'catalog', mode: 'init' })).lines[0]).toBe('failure');
    const forged = await oneC.call(
      { type: 'catalog', mode: 'init' },
      { headers: { cookie: 'shop_1c_exchange=forged', authorization: oneC.basic() } },
    );
    expect(forged.lines[0]).toBe('failure');
    const before = await s.db.selectFrom('exchange_1c_exchanges').select('id').execute();
    await oneC.checkauth('catalog');
    await oneC.call({ type: 'catalog', mode: 'init' }, { headers: { authorization: oneC.basic() } });
    const after = await s.db.selectFrom('exchange_1c_exchanges').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('appends pieces of any Content-Type (or none) to the file, and a new exchange starts with an empty folder', async () => {
    const xml = importXml({
      groups: [{ id: 'g-1', name: 'Двигатель' }],
      products: [{ id: 'p-1', article: 'ART-1', name: 'Поршень', group: 'g-1' }],
    });
    const oneC = s.oneC();
    await oneC.begin('catalog');
    const third = Math.ceil(xml.byteLength / 3);
    const types = ['text/xml', undefined, 'application/x-www-form-urlencoded'];
    for (const [i, type] of types.entries()) {
      const reply = await oneC.call(
        { type: 'catalog', mode: 'file', filename: 'import.xml' },
        {
          method: 'POST',
          body: xml.subarray(i * third, (i + 1) * third),
          headers: type ? { 'content-type': type } : {},
        },
      );
      expect(reply.lines[0]).toBe('success');
    }
    expect((await oneC.import('catalog', 'import.xml')).lines[0]).toBe('success');
    // A second exchange sends the same file again: it must not be appended to the first one's.
    const again = s.oneC();
    expect((await again.exchangeCatalog([['import.xml', xml]], 100)).map((r) => r.lines[0])).toEqual([
      'success',
    ]);
    const parts = await s.db
      .selectFrom('parts')
      .select(['name', 'part_number'])
      .where('onec_id', '=', 'p-1')
      .execute();
    expect(parts).toEqual([{ name: 'Поршень', part_number: 'ART-1' }]);
  });

  it('refuses names that climb out of the folder, and writes nothing', async () => {
    const oneC = s.oneC();
    await oneC.begin('catalog');
    for (const filename of [
      '../import.xml',
      '/etc/passwd',
      'import_files\\a.jpg',
      'a/\u0000.xml',
      'import_files/../../x.xml',
    ]) {
      const reply = await oneC.call(
        { type: 'catalog', mode: 'file', filename },
        { body: Buffer.from('<x/>') },
      );
      expect(reply.lines[0], filename).toBe('failure');
    }
    const files = await s.db
      .selectFrom('exchange_1c_files')
      .select('name')
      .where('name', 'like', '%..%')
      .execute();
    expect(files).toEqual([]);
    const ok = await oneC.call(
      { type: 'catalog', mode: 'file', filename: 'import_files/ab/фото.jpg' },
      { body: Buffer.from('x') },
    );
    expect(ok.lines[0]).toBe('success');
  });

  it('unpacks a zip sent in pieces at the first import and imports its files by their names inside it', async () => {
    const xml = importXml({
      groups: [{ id: 'g-zip', name: 'Тормоза' }],
      products: [{ id: 'p-zip', article: 'ZIP-1', name: 'Колодки', group: 'g-zip' }],
    });
    const zip = Buffer.from(zipSync({ 'import.xml': new Uint8Array(xml) }));
    const oneC = s.oneC();
    await oneC.begin('catalog');
    await oneC.send('catalog', 'import.zip', zip, 97);
    expect((await oneC.import('catalog', 'import.xml')).lines[0]).toBe('success');
    const part = await s.db
      .selectFrom('parts')
      .select('name')
      .where('onec_id', '=', 'p-zip')
      .executeTakeFirst();
    expect(part?.name).toBe('Колодки');
  });

  it('answers failure with a reason for a file that is not a zip', async () => {
    const oneC = s.oneC();
    await oneC.begin('catalog');
    await oneC.send('catalog', 'broken.zip', Buffer.from('это не архив'), 1000);
    const reply = await oneC.import('catalog', 'import.xml');
    expect(reply.lines[0]).toBe('failure');
    expect(reply.lines[1]).toContain('broken.zip');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('[1C] exchange switched off', () => {
  it('answers 404 when the login and password are not both set', async () => {
    const t = await createTestApp('postgres');
    const reply = await t.app.inject({ method: 'GET', url: '/api/1c/exchange?type=catalog&mode=checkauth' });
    expect(reply.statusCode).toBe(404);
    await t.close();
  });
});
