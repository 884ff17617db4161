// What needs an admin's hand now, whatever the period: accounts awaiting
// activation, selling parts that are running out, mails that failed, and
// orders nobody has taken up for more than a day.
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatus } from '@shop/db';

export const LIST_SIZE = 10;
export const LOW_STOCK_THRESHOLD = 10;
const SALES_WINDOW_DAYS = 30;
const STALE_AFTER_HOURS = 24;
/** New orders arrive 'confirmed' (spec: the client sends that status); 'pending' is the other untouched one. */
export const UNTOUCHED_STATUSES = ['pending', 'confirmed'] as const;

/**
 * Accounts that were never activated. email_verified 0 also means "blocked";
 * a blocked account was active once, and every change of the flag moves
 * updated_at, so an account still as it registered is waiting.
 */
export async function waitingAccounts(db: Kysely<Database>) {
  const base = db
    .selectFrom('users')
    .where('email_verified', '=', 0)
    .where('role', '=', 'user')
    .whereRef('updated_at', '=', 'created_at');
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

/** Parts with fewer than LOW_STOCK_THRESHOLD units left that sold in the last 30 days, best sellers first. */
export async function lowStockParts(db: Kysely<Database>, now: Date) {
  const since = new Date(now.getTime() - SALES_WINDOW_DAYS * 86_400_000);
  const { rows } = await sql<{
    id: number;
    article: string;
    name: string;
    availability: number;
    sold: number;
  }>`
    select p.id, p.part_number as article, p.name, p.availability, s.sold
    from (
      select oi.part_id, sum(oi.quantity)::bigint as sold
      from orders o join order_items oi on oi.order_id = o.id
      where o.created_at >= ${since} and o.created_at <= ${now} and o.status <> 'cancelled'
      group by oi.part_id
    ) as s
    join parts p on p.id = s.part_id
    where p.availability < ${LOW_STOCK_THRESHOLD}
    order by s.sold desc, p.availability asc, p.id
    limit ${LIST_SIZE}`.execute(db);
  return {
    threshold: LOW_STOCK_THRESHOLD,
    parts: rows.map((r) => ({ ...r, sold: Number(r.sold) })),
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
