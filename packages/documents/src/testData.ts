// Sample documents for tests and the benchmark: published bank details, and a
// buyer whose ИНН, ОГРН and accounts all pass their check digits.
import { SAMPLE_BUYER, SAMPLE_SHOP_SUPPLIER } from '@shop/schemas/testing';
import type { InvoiceData, OfferData } from './types';

export const sampleSupplier: InvoiceData['supplier'] = {
  details: SAMPLE_SHOP_SUPPLIER,
  directorName: 'Кравченко А. В.',
  accountantName: 'Соколова Е. П.',
  vatRate: '20',
};

export const sampleBuyer: NonNullable<InvoiceData['buyer']> = SAMPLE_BUYER;

/** An invoice of `count` lines; with the default 3 lines the total is 24 690,00 ₽. */
export function sampleInvoice(count = 3): InvoiceData {
  const base = [
    {
      partNumber: '5GH-E4451-00',
      name: 'Фильтр воздушный Yamaha Jog',
      quantity: 10,
      unitPriceKopecks: 45_000,
    },
    {
      partNumber: 'CH-125-004',
      name: 'Ремень вариатора 669×18×30 усиленный',
      quantity: 12,
      unitPriceKopecks: 120_000,
    },
    { partNumber: 'LP-50QT-1234', name: 'Свеча зажигания NGK C7HSA', quantity: 30, unitPriceKopecks: 19_300 },
  ];
  const lines = Array.from({ length: count }, (_, i) => {
    const line = base[i % base.length]!;
    return {
      ...line,
      partNumber: count > base.length ? `${line.partNumber}-${i + 1}` : line.partNumber,
      baseUnitPriceKopecks: line.unitPriceKopecks,
      lineTotalKopecks: line.unitPriceKopecks * line.quantity,
      toOrderQuantity: 0,
    };
  });
  return {
    number: 'ORD-100042',
    date: '2026-11-23T09:30:00Z',
    dueDate: '2026-12-07T09:30:00Z',
    supplier: sampleSupplier,
    buyer: sampleBuyer,
    buyerName: 'Иван Петров',
    lines,
    totalKopecks: lines.reduce((sum, line) => sum + line.lineTotalKopecks, 0),
  };
}

/** An 8×6 blue PNG, standing in for an uploaded photo. */
export const SAMPLE_PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQKn6BFTEMpAQAWHJF8S3d+SsAAAAASUVORK5CYII=',
  'base64',
);

/** A commercial offer of `count` lines at a 10 % discount: the second line without a picture, the others with a photo. */
export function sampleOffer(count = 3): OfferData {
  const invoice = sampleInvoice(count);
  return {
    date: '2026-11-23T09:30:00Z',
    validUntil: '2026-12-03T09:30:00Z',
    supplier: sampleSupplier,
    buyerName: 'ООО «Мотосервис Плюс» (Иван Петров)',
    discountPercent: 10,
    manager: { name: 'Отдел оптовых продаж', phone: '+7 (861) 205-47-30', email: 'opt@scooteropt.ru' },
    lines: invoice.lines.map((line, i) => ({
      ...line,
      baseUnitPriceKopecks: Math.round(line.unitPriceKopecks / 0.9),
      image: i === 1 ? null : { png: SAMPLE_PHOTO_PNG },
    })),
    totalKopecks: invoice.totalKopecks,
  };
}
