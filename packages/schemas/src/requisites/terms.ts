// A client's commercial terms (set by an admin) and the shop's settings:
// its own details for invoices, VAT, the minimum order and discount tiers.
import { requisites } from '@shop/i18n/namespaces/requisites';
import { idField, textField } from '../fields';
import { z } from '../zod';
import { payerDetailsInput, payerDetailsOutput } from './payer';

const m = requisites.validation;

export const MAX_DISCOUNT_PERCENT = 15;
export const MAX_PAYMENT_DELAY_DAYS = 90;

export const discountPercentField = z
  .number({ error: () => m.discount })
  .int(m.discount)
  .min(0, m.discount)
  .max(MAX_DISCOUNT_PERCENT, m.discount);

export const setUserTermsInput = z.object({
  userId: idField,
  /** Percent off every price for this buyer; null: from the turnover tiers. */
  discountPercent: discountPercentField.nullable(),
  paymentDelayDays: z
    .number({ error: () => m.paymentDelay })
    .int(m.paymentDelay)
    .min(0, m.paymentDelay)
    .max(MAX_PAYMENT_DELAY_DAYS, m.paymentDelay),
});
export type SetUserTermsInput = z.output<typeof setUserTermsInput>;

/** 'none' prints 'Без НДС'; a number is the rate in percent, included in the prices. */
export const VAT_RATES = ['none', '0', '5', '7', '10', '20', '22'] as const;
export type VatRate = (typeof VAT_RATES)[number];

const MAX_MIN_ORDER_KOPECKS = 1_000_000_000;

/** "From N kopecks of orders in the last 30 days: P % off" (the FAQ's cumulative discounts). */
const discountTier = z.object({
  fromKopecks: z.number().int().min(1).max(100_000_000_000),
  percent: discountPercentField,
});

export const shopSettingsInput = z.object({
  supplier: payerDetailsInput,
  directorName: textField.trim().min(1, m.person).max(200, m.person),
  accountantName: textField.trim().max(200, m.person),
  vatRate: z.enum(VAT_RATES, { error: () => m.vatRate }),
  /** 0: no minimum (a fresh install). */
  minOrderKopecks: z
    .number({ error: () => m.minOrder })
    .int(m.minOrder)
    .min(0, m.minOrder)
    .max(MAX_MIN_ORDER_KOPECKS, m.minOrder),
  offerValidityDays: z
    .number({ error: () => m.validityDays })
    .int()
    .min(1, m.validityDays)
    .max(90, m.validityDays),
  managerName: textField.trim().min(1, m.person).max(200, m.person),
  managerPhone: textField.trim().min(1, m.phone).max(40, m.phone),
  managerEmail: z.email(m.email).max(200, m.email),
  discountTiers: z
    .array(discountTier, { error: () => m.tiers })
    .max(10, m.tiers)
    .refine(
      (tiers) => tiers.every((tier, i) => i === 0 || tier.fromKopecks > tiers[i - 1]!.fromKopecks),
      m.tiers,
    ),
  /** The 1C price types (by name) that set the buyers' price and the retail price (issue 31). */
  exchange1cWholesalePriceType: textField.trim().min(1, m.priceType).max(100, m.priceType).default('Оптовая'),
  exchange1cRetailPriceType: textField.trim().min(1, m.priceType).max(100, m.priceType).default('Розничная'),
});
export type ShopSettings = z.output<typeof shopSettingsInput>;

// ---- Outputs

/** catalog.shopTerms: the figures the information pages state (/wholesale, /faq), from the shop's settings. */
export const publicShopTermsOutput = z.object({
  /** 0: no minimum. */
  minOrderKopecks: z.number(),
  /** The longest deferral an admin can give a client. */
  maxPaymentDelayDays: z.number(),
  /** The turnover tiers' lowest and highest discount; null without tiers. */
  tierPercents: z.object({ min: z.number(), max: z.number() }).nullable(),
});

/** What the admin set for a client, and what the buyer gets now (the tiers may decide). */
export const clientTermsOutput = z.object({
  discountPercent: z.number().nullable(),
  paymentDelayDays: z.number(),
  effectiveDiscountPercent: z.number(),
});

/** admin.settings.get/save: the settings as stored (not re-checked against today's rules). */
export const shopSettingsOutput = z.object({
  supplier: payerDetailsOutput,
  directorName: z.string(),
  accountantName: z.string(),
  vatRate: z.enum(VAT_RATES),
  minOrderKopecks: z.number(),
  offerValidityDays: z.number(),
  managerName: z.string(),
  managerPhone: z.string(),
  managerEmail: z.string(),
  discountTiers: z.array(z.object({ fromKopecks: z.number(), percent: z.number() })),
  exchange1cWholesalePriceType: z.string(),
  exchange1cRetailPriceType: z.string(),
});
