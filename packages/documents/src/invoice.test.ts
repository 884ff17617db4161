import { describe, expect, it } from 'vitest';
import { formatRoubles } from '@shop/i18n';
import { MAX_OFFER_PICTURES, renderCommercialOffer } from './commercialOffer';
import { renderInvoice } from './invoice';
import { pdfImageSizes, pdfPageCount, pdfQrCodes, pdfText } from './readPdf';
import { sampleInvoice, sampleOffer } from './testData';

const money = (kopecks: number) => formatRoubles(kopecks, { withKopecks: true }).replace(/\s/g, ' ');

describe('the invoice (счёт на оплату) as a PDF', () => {
  it('carries the number, both parties, every line, VAT, the total and the total in words', async () => {
    const data = sampleInvoice();
    const text = pdfText(await renderInvoice(data));
    expect(text).toContain('Счёт на оплату № ORD-100042 от 23.11.2026');
    expect(text).toContain('ИНН 2310123454'); // supplier
    expect(text).toContain('ИНН 7720123457'); // buyer
    expect(text).toContain('ООО «Мотосервис Плюс»');
    expect(text).toContain('40702810630000012345');
    for (const line of data.lines) {
      expect(text).toContain(line.partNumber);
      expect(text).toContain(line.name);
      expect(text).toContain(
        `${line.quantity} шт ${money(line.unitPriceKopecks)} ${money(line.lineTotalKopecks)}`,
      );
    }
    expect(data.totalKopecks).toBe(2_469_000);
    expect(text).toContain(`Всего к оплате: ${money(2_469_000)}`);
    expect(text).toContain(`В том числе НДС (20 %): ${money(411_500)}`);
    expect(text).toContain('Двадцать четыре тысячи шестьсот девяносто рублей 00 копеек');
    expect(text).toContain('Оплатить не позднее 07.12.2026');
    expect(text).not.toContain('под заказ');
  });

  it('marks a line not in stock under its name, keeps the row’s columns, and explains the mark', async () => {
    const data = sampleInvoice(40);
    const marked = data.lines[37]!;
    marked.name = 'Вариатор в сборе с роликами, щёчками и ремнём для скутеров 139QMB, 147QMD (50–80 см³)';
    marked.toOrderQuantity = 4;
    const text = pdfText(await renderInvoice(data));
    for (const line of data.lines)
      expect(text).toContain(
        `${line.quantity} шт ${money(line.unitPriceKopecks)} ${money(line.lineTotalKopecks)}`,
      );
    expect(text.match(/под заказ: \d+ шт\./g)).toEqual(['под заказ: 4 шт.']);
    expect(text).toMatch(/38 CH-125-004-38 Вариатор в сборе .* под заказ: 4 шт\. 39 /);
    expect(text).toContain(
      'Позиции с пометкой «под заказ» сейчас отсутствуют на складе; срок поставки уточнит менеджер.',
    );
  });

  it('has a GOST R 56042 payment QR code with every field and the sum in kopecks', async () => {
    const [code, ...others] = pdfQrCodes(await renderInvoice(sampleInvoice()));
    expect(others).toEqual([]);
    const [format, ...pairs] = code!.split('|');
    expect(format).toBe('ST00012');
    expect(Object.fromEntries(pairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2)))).toEqual({
      Name: 'ООО «СкутерОпт Юг»',
      PersonalAcc: '40702810630000012345',
      BankName: 'Краснодарское отделение № 8619 ПАО Сбербанк',
      BIC: '040349602',
      CorrespAcc: '30101810100000000602',
      PayeeINN: '2310123454',
      KPP: '231001001',
      Sum: '2469000',
      // The no-break spaces of the money formatter become plain spaces in the code.
      Purpose: `Оплата по счёту № ORD-100042 от 23.11.2026. В т.ч. НДС 20 % — ${money(411_500)}`,
    });
  });

  it('without VAT and without a chosen payer says so and names the buyer', async () => {
    const data = { ...sampleInvoice(), buyer: null, dueDate: null };
    data.supplier = { ...data.supplier, vatRate: 'none' };
    const pdf = await renderInvoice(data);
    const text = pdfText(pdf);
    expect(text).toContain('Покупатель (Заказчик): Иван Петров');
    expect(text).toContain('НДС: Без НДС');
    expect(text).not.toContain('Оплатить не позднее');
    expect(pdfQrCodes(pdf)[0]).toContain('|Purpose=Оплата по счёту № ORD-100042 от 23.11.2026. Без НДС');
  });

  it('continues a 100-line order on further pages with every line', async () => {
    const data = sampleInvoice(100);
    const pdf = await renderInvoice(data);
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (const line of data.lines) expect(text).toContain(line.partNumber);
    expect(text).toContain('Всего наименований 100');
  });

  it('keeps the number of the 1000th line, the most an order has, on one line', async () => {
    const text = pdfText(await renderInvoice(sampleInvoice(1000)));
    expect(text).toContain(' 1000 5GH-E4451-00-1000 Фильтр воздушный Yamaha Jog 10 шт');
  });
});

describe('the commercial offer as a PDF', () => {
  it('lists every line at the client price with the catalogue price, validity and manager', async () => {
    const data = sampleOffer();
    const text = pdfText(await renderCommercialOffer(data));
    expect(text).toContain('Коммерческое предложение от 23.11.2026');
    expect(text).toContain('Для: ООО «Мотосервис Плюс» (Иван Петров)');
    for (const line of data.lines) {
      expect(text).toContain(line.partNumber);
      expect(text).toContain(line.name);
      expect(text).toContain(money(line.baseUnitPriceKopecks));
      expect(text).toContain(money(line.unitPriceKopecks));
      expect(text).toContain(
        `${line.quantity} ${money(line.baseUnitPriceKopecks)} ${money(line.lineTotalKopecks)}`,
      );
    }
    expect(text).toContain(`Итого: ${money(2_469_000)}`);
    expect(text).toContain('скидки 10 %');
    expect(text).toContain('Предложение действительно до 03.12.2026');
    expect(text).toContain('Отдел оптовых продаж, тел. +7 (861) 205-47-30');
    expect(text).not.toContain('под заказ');
  });

  it('marks the lines not in stock and explains the mark under the table', async () => {
    const data = sampleOffer();
    data.lines[0]!.toOrderQuantity = data.lines[0]!.quantity;
    const text = pdfText(await renderCommercialOffer(data));
    expect(text).toMatch(
      /1 5GH-E4451-00 Фильтр воздушный Yamaha Jog 10 [^№]* под заказ: 10 шт\.[^№]* 2 CH-125-004/,
    );
    expect(text.match(/под заказ: \d+ шт\./g)).toHaveLength(1);
    expect(text).toContain('Позиции с пометкой «под заказ» сейчас отсутствуют на складе');
  });

  it('shows the pictures as images, an empty frame for a part without one', async () => {
    const data = sampleOffer();
    const photos = data.lines.filter((line) => line.image).length;
    expect(photos).toBe(2);
    // pdfkit embeds one copy of identical bytes per use; every photo line shows the 8×6 image.
    expect(pdfImageSizes(await renderCommercialOffer(data))).toEqual(Array(photos).fill('8x6'));
  });

  it(`shows pictures for the first ${MAX_OFFER_PICTURES} lines only, and says so`, async () => {
    const data = sampleOffer(MAX_OFFER_PICTURES + 40);
    const pdf = await renderCommercialOffer(data);
    expect(pdfImageSizes(pdf)).toHaveLength(MAX_OFFER_PICTURES - 1);
    const text = pdfText(pdf);
    for (const line of data.lines) expect(text).toContain(line.partNumber);
    expect(text).toContain(`Фото приведены для первых ${MAX_OFFER_PICTURES} позиций.`);
    expect(pdfText(await renderCommercialOffer(sampleOffer(5)))).not.toContain('Фото приведены');
  });
});
