// What needs an admin's hand now, whatever the period: accounts awaiting
// activation, mails that failed, and orders nobody has taken up for more than
// a day (the parts running out come with the sales, partSales.ts).
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatus } from '@shop/db';

export const LIST_SIZE = 10;
const STALE_AFTER_HOURS = 24;
/** New orders arrive 'confirmed' (spec: the client sends that status); 'pending' is the other untouched one. */
export const UNTOUCHED_STATUSES = ['pending', 'confirmed'] as const;

/** Accounts waiting for activation: not active, and no admin has activated or blocked them yet. */
export async function waitingAccounts(db: Kysely<Database>) {
  const base = db
    .selectFrom('users')
    .where('email_verified', '=', 0)
    .where('role', '=', 'user')
    .where('status_changed_at', 'is', null);
  const [{ total } = { total: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await base
    .select(['id', 'email', 'first_name', 'last_name', 'company', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(LIST_SIZE)
    .execute();
  return {
    total: Number(total),
    users: rows.map((u) => ({
      id: u.id,
      email: u.email,
      name: `${u.first_name} ${u.last_name}`.trim(),
      company: u.company,
      createdAt: u.created_at.toISOString(),
    })),
  };
}

export async function failedMailCount(db: Kysely<Database>) {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Orders still in the status they arrived in, placed more than a day ago;
 * oldest first. Materialised first through orders_status_created_idx (a few
 * rows): ordered by date alone, the planner would walk every order from the
 * oldest, and the waiting ones are among the newest.
 */
export async function staleOrders(db: Kysely<Database>, now: Date) {
  const before = new Date(now.getTime() - STALE_AFTER_HOURS * 3_600_000);
  const { rows } = await sql<{
    id: number;
    order_number: string;
    status: OrderStatus;
    contact_name: string;
    company: string | null;
    total_price: number;
    created_at: Date;
    total: number;
  }>`
    with stale as materialized (
      select id, order_number, status, contact_name, company, total_price, created_at
      from orders
      where status in (${sql.join(UNTOUCHED_STATUSES)}) and created_at < ${before}
    )
    select stale.*, count(*) over () as total from stale order by created_at, id limit ${LIST_SIZE}`.execute(
    db,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    orders: rows.map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      status: o.status,
      customerName: o.contact_name,
      company: o.company,
      totalKopecks: Number(o.total_price),
      createdAt: new Date(o.created_at).toISOString(),
    })),
  };
}
