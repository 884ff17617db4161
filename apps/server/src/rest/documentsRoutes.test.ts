// The documents over REST: the invoice of a bank-transfer order (its owner or
// an admin; others 404), the commercial offer at the buyer's prices, and the
// invoice attached to the order-confirmation mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { pdfQrCodes, pdfText } from '@shop/documents/readPdf';
import { createMailTransport } from '@shop/mail';
import { startSmtpTestServer } from '@shop/mail/testing';
import { SAMPLE_BUYER } from '@shop/schemas/testing';
import { shopOutboxWorker } from '../startup';
import { createTestApp } from '../testing/testApp';

/** Its legal address without the building: the API takes what the buyer types. */
const payer = { ...SAMPLE_BUYER, legalAddress: '111123, г. Москва, ш. Энтузиастов, д. 56' };

describe.each(testDbKinds())('[REST][DOCUMENTS] invoice and commercial offer PDFs on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: Record<string, string>;
  let partId = 0;
  let orderId = 0;

  const trpc = (headers: Record<string, string>, path: string, input: unknown) =>
    t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await t.bearer();
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    partId = (
      await t.db
        .insertInto('parts')
        .values({
          name: 'Ремень вариатора',
          category_id: 'engine',
          part_number: 'BELT-669',
          brand: 'Lipai',
          price: 205_000,
          retail_price: null,
          availability: 50,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const saved = await trpc(buyer, 'auth.payers.save', { details: payer });
    expect(saved.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer,
      payload: {
        payment_method: 'invoice',
        delivery_method: 'pickup',
        payerId: saved.json().result.data.id,
        items: [{ partId, quantity: 12 }],
      },
    });
    expect(created.statusCode).toBe(201);
    orderId = created.json().orderId;
  });
  afterAll(() => t.close());

  it('sends the invoice as application/pdf to its owner and to an admin; another buyer gets 404', async () => {
    const res = await t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: buyer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('ООО «Мотосервис Плюс», ИНН 7720123457');
    expect(text).toContain('Двадцать четыре тысячи шестьсот рублей 00 копеек');
    expect(pdfQrCodes(res.rawPayload)[0]).toContain('|Sum=2460000|');
    const admin = await t.bearer('admin');
    expect(
      (await t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: admin })).statusCode,
    ).toBe(200);
    const other = await t.bearer();
    const refused = await t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: other });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/[А-Яа-я]/);
  });

  it('sends the order-confirmation mail with the invoice, rendered by the mail worker', async () => {
    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['attachments'])
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    // The order's transaction stored a reference, not a rendered PDF.
    expect(row.attachments).toEqual([{ generated: 'order_invoice', id: orderId }]);
    const smtp = await startSmtpTestServer();
    try {
      const transport = createMailTransport({
        smtpUrl: smtp.url,
        dataDir: '/nonexistent',
        from: 'shop@test.local',
      });
      expect(await shopOutboxWorker(t.db, transport).runOnce()).toMatchObject({ sent: 2, failed: 0 });
      const confirmation = smtp.received.find((m) => m.parsed.attachments.length > 0);
      const [file] = confirmation!.parsed.attachments;
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.disposition).toMatch(/^attachment/);
      expect(pdfText(file!.content)).toContain('Счёт на оплату № ORD-');
    } finally {
      await smtp.close();
    }
  });

  it('makes a commercial offer from a list of parts at the buyer’s prices', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commercial-offer.pdf',
      headers: buyer,
      payload: { items: [{ partId, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Коммерческое предложение от');
    expect(text).toContain('BELT-669');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/commercial-offer.pdf',
      payload: { items: [] },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('marks the lines not in stock «под заказ» on the invoice and the offer, and says what it means', async () => {
    const scarce = await t.db
      .insertInto('parts')
      .values({
        name: 'Карбюратор 139QMB в сборе',
        category_id: 'engine',
        part_number: 'CARB-139',
        brand: 'Sheng-E',
        price: 310_000,
        retail_price: null,
        availability: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = [
      { partId, quantity: 2 },
      { partId: scarce.id, quantity: 5 },
    ];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer,
      // The client says nothing about stock: the server decides what is 'под заказ'.
      payload: { payment_method: 'invoice', delivery_method: 'pickup', items },
    });
    expect(created.statusCode).toBe(201);
    const invoice = await t.app.inject({
      url: `/api/orders/${created.json().orderId}/invoice.pdf`,
      headers: buyer,
    });
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/commercial-offer.pdf',
      headers: buyer,
      payload: { items },
    });
    const note =
      'Позиции с пометкой «под заказ» сейчас отсутствуют на складе; срок поставки уточнит менеджер.';
    // The order took the last 3 units: on the invoice 2 of 5 are to be ordered, in a new offer all 5.
    for (const [pdf, missing] of [
      [invoice.rawPayload, 2],
      [offer.rawPayload, 5],
    ] as const) {
      const text = pdfText(pdf);
      expect(text.match(/под заказ: \d+ шт\./g)).toEqual([`под заказ: ${missing} шт.`]);
      expect(text).toMatch(new RegExp(`CARB-139 Карбюратор 139QMB в сборе 5 .*под заказ: ${missing} шт\\.`));
      expect(text).toContain(note);
    }
  });

  it('describes both routes in OpenAPI as application/pdf', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/orders/{id}/invoice.pdf', 'get'],
      ['/api/commercial-offer.pdf', 'post'],
    ] as const) {
      expect(Object.keys(doc.paths[path][method].responses[200].content)).toEqual(['application/pdf']);
    }
  });
});
