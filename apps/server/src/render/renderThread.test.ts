// The render thread answers what the server's thread would have rendered.
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoice } from '@shop/documents';
import { pdfImageSizes, pdfText } from '@shop/documents/readPdf';
import { sampleInvoice, sampleOffer } from '@shop/documents/testData';
import ExcelJS from 'exceljs';
import { renderStoredTemplate, type StoredTemplate } from '@shop/mail';
import { createRenderThread } from './renderThread';

const template: StoredTemplate = {
  name: 'order_confirmation',
  data: {
    publicUrl: 'https://shop.example.ru',
    order: {
      id: 7,
      orderNumber: 'ORD-1007',
      createdAt: '2026-11-26T08:00:00.000Z',
      deliveryMethod: 'courier',
      paymentMethod: 'invoice',
      city: 'Краснодар',
      deliveryAddress: 'ул. Красная, 1',
      comments: '',
      totalKopecks: 125_000,
      customerName: 'Иван Петров',
      customerEmail: 'ivan@example.ru',
      customerPhone: '79181234567',
      company: 'ООО «Мотосервис»',
      items: [
        {
          partNumber: 'MP-50',
          name: 'Ремень вариатора',
          quantity: 1,
          toOrderQuantity: 1,
          unitPriceKopecks: 125_000,
          lineTotalKopecks: 125_000,
        },
      ],
    },
  },
};

describe('the render thread', () => {
  const thread = createRenderThread();
  afterAll(() => thread.close());

  it('renders an invoice and a stored mail as the server would, jobs side by side', async () => {
    const data = sampleInvoice();
    const [pdf, mail] = await Promise.all([thread.invoice(data), thread.mail(template)]);
    expect(pdfText(pdf)).toBe(pdfText(await renderInvoice(data)));
    expect(mail).toEqual(renderStoredTemplate(template));
  });

  it('renders a buyer’s documents: an offer with its pictures, an Excel export', async () => {
    const offer = await thread.document({ kind: 'offer', data: sampleOffer() });
    expect(pdfText(offer)).toContain('Коммерческое предложение от 23.11.2026');
    expect(pdfImageSizes(offer)).toEqual(['8x6', '8x6']);
    const columns = [
      { header: 'Артикул', width: 20 },
      { header: 'Количество', width: 10 },
    ];
    const xlsx = await thread.document({
      kind: 'xlsx',
      data: { sheetName: 'Корзина', columns, rows: [['MP-50', 3]] },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as never);
    expect(workbook.getWorksheet('Корзина')!.getRow(2).values).toEqual([undefined, 'MP-50', 3]);
  });

  it('fails a job it cannot render with the reason, and renders the next one', async () => {
    const unknown = { name: 'no_such_mail', data: {} } as unknown as StoredTemplate;
    await expect(thread.mail(unknown)).rejects.toThrow("no mail template 'no_such_mail'");
    expect((await thread.mail(template)).subject).toContain('ORD-1007');
  });
});
