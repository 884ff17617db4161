// Issue 18: buyers' company details (payers), per-client terms (discount,
// deferred payment), the shop's settings (its own details for invoices, VAT,
// minimum order, discount tiers), and what an order captures of them: the
// discount, each line's base price, the chosen payer's details as they were.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The shop's details a fresh install starts with (fictitious, but every
 * control digit is right so invoices and payment QR codes work at once).
 * The minimum order is off (0) until an admin sets it.
 */
const DEFAULT_SETTINGS = {
  supplier: {
    kind: 'company',
    name: 'ООО «СкутерОпт Юг»',
    inn: '2310123454',
    kpp: '231001001',
    ogrn: '1222300012340',
    legalAddress: '350080, г. Краснодар, ул. Уральская, д. 144, офис 12',
    bankName: 'Краснодарское отделение № 8619 ПАО Сбербанк',
    bik: '040349602',
    account: '40702810630000012345',
    corrAccount: '30101810100000000602',
  },
  directorName: 'Кравченко А. В.',
  accountantName: 'Кравченко А. В.',
  vatRate: 'none',
  minOrderKopecks: 0,
  offerValidityDays: 10,
  managerName: 'Отдел оптовых продаж',
  managerPhone: '+7 (861) 205-47-30',
  managerEmail: 'opt@scooteropt.ru',
  discountTiers: [],
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payers (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      kind text not null check (kind in ('company', 'entrepreneur')),
      name text not null,
      inn text not null check (inn ~ '^([0-9]{10}|[0-9]{12})$'),
      kpp text not null default '',
      ogrn text not null check (ogrn ~ '^([0-9]{13}|[0-9]{15})$'),
      legal_address text not null,
      bank_name text not null,
      bik text not null check (bik ~ '^[0-9]{9}$'),
      account text not null check (account ~ '^[0-9]{20}$'),
      corr_account text not null check (corr_account ~ '^[0-9]{20}$'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payers_user_idx on payers (user_id, id)`.execute(db);

  // null discount: the turnover tiers decide; a number: the admin's fixed percent.
  await sql`alter table users
    add column discount_percent integer check (discount_percent between 0 and 15),
    add column payment_delay_days integer not null default 0 check (payment_delay_days between 0 and 90)`.execute(
    db,
  );

  await sql`
    create table shop_settings (
      id integer primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into shop_settings (id, value) values (1, ${JSON.stringify(DEFAULT_SETTINGS)}::jsonb)`.execute(
    db,
  );

  await sql`alter table orders
    add column discount_percent integer not null default 0 check (discount_percent between 0 and 15),
    add column payment_delay_days integer not null default 0,
    add column payer jsonb`.execute(db);
  // The catalogue price of the line before the client's discount (unit_price is what the buyer pays).
  await sql`alter table order_items add column base_unit_price integer check (base_unit_price >= 0)`.execute(
    db,
  );
  await sql`update order_items set base_unit_price = unit_price`.execute(db);
  await sql`alter table order_items alter column base_unit_price set not null`.execute(db);

  // Files a mail carries (the invoice of a bank-transfer order): [{ filename, contentType, contentBase64 }].
  await sql`alter table mail_outbox add column attachments jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox drop column attachments`.execute(db);
  await sql`alter table order_items drop column base_unit_price`.execute(db);
  await sql`alter table orders drop column discount_percent, drop column payment_delay_days, drop column payer`.execute(
    db,
  );
  await db.schema.dropTable('shop_settings').execute();
  await sql`alter table users drop column discount_percent, drop column payment_delay_days`.execute(db);
  await db.schema.dropTable('payers').execute();
}
