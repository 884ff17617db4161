// The payment QR code of GOST R 56042-2014 that Russian banking apps scan:
// "ST00012" (format ST, version 0001, UTF-8), then Key=Value pairs separated
// by "|". The sum is in kopecks. A value may not contain the separator.
import QRCode from 'qrcode';

export interface PaymentQrFields {
  /** The payee's name. */
  name: string;
  personalAcc: string;
  bankName: string;
  bic: string;
  correspAcc: string;
  payeeInn: string;
  kpp: string;
  sumKopecks: number;
  purpose: string;
}

const clean = (value: string) => value.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();

export function paymentQrPayload(fields: PaymentQrFields): string {
  const pairs: Array<[string, string]> = [
    ['Name', fields.name],
    ['PersonalAcc', fields.personalAcc],
    ['BankName', fields.bankName],
    ['BIC', fields.bic],
    ['CorrespAcc', fields.correspAcc],
    ['PayeeINN', fields.payeeInn],
    ['KPP', fields.kpp],
    ['Sum', String(fields.sumKopecks)],
    ['Purpose', fields.purpose],
  ];
  return [
    'ST00012',
    ...pairs.filter(([, value]) => value !== '').map(([key, value]) => `${key}=${clean(value)}`),
  ].join('|');
}

/** The code as a PNG; medium error correction, as bank apps read it from paper and screens. */
export function paymentQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
  });
}
