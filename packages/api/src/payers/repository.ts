// A buyer's payers (company details for invoices). Every query is scoped by
// the buyer's company (issue 34: colleagues share payers), so nobody can read
// or change another company's payer.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@shop/db';
import type { PayerDetails } from '@shop/schemas';
import { companyOfUser } from '../company/membership';

type Db = Kysely<Database> | Transaction<Database>;

const columns = [
  'id',
  'kind',
  'name',
  'inn',
  'kpp',
  'ogrn',
  'legal_address',
  'bank_name',
  'bik',
  'account',
  'corr_account',
] as const;

type PayerRow = Awaited<ReturnType<typeof payersOfUser>>[number];

export interface PayerDto extends PayerDetails {
  id: number;
}

export function toPayerDto(row: PayerRow): PayerDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    legalAddress: row.legal_address,
    bankName: row.bank_name,
    bik: row.bik,
    account: row.account,
    corrAccount: row.corr_account,
  };
}

/** The captured form of a payer, as orders keep it (no id: the payer may change or go later). */
export function payerDetailsOf(payer: PayerDto): PayerDetails {
  const { id: _id, ...details } = payer;
  return details;
}

const toColumns = (details: PayerDetails) => ({
  kind: details.kind,
  name: details.name,
  inn: details.inn,
  kpp: details.kind === 'company' ? details.kpp : '',
  ogrn: details.ogrn,
  legal_address: details.legalAddress,
  bank_name: details.bankName,
  bik: details.bik,
  account: details.account,
  corr_account: details.corrAccount,
});

// Issue 34: payers belong to the company; every member sees and uses them.
export function payersOfUser(db: Db, userId: number) {
  return db
    .selectFrom('payers')
    .select(columns)
    .where('company_id', '=', companyOfUser(userId))
    .orderBy('id')
    .execute();
}

export async function payerOfUser(db: Db, userId: number, id: number): Promise<PayerDto | undefined> {
  const row = await db
    .selectFrom('payers')
    .select(columns)
    .where('company_id', '=', companyOfUser(userId))
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPayerDto(row);
}

export async function countPayers(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('payers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyOfUser(userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPayer(db: Db, userId: number, details: PayerDetails): Promise<number> {
  const row = await db
    .insertInto('payers')
    .values({ user_id: userId, ...toColumns(details) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePayer(
  db: Db,
  userId: number,
  id: number,
  details: PayerDetails,
): Promise<boolean> {
  const result = await db
    .updateTable('payers')
    .set({ ...toColumns(details), updated_at: new Date() })
    .where('company_id', '=', companyOfUser(userId))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePayer(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('payers')
    .where('company_id', '=', companyOfUser(userId))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
