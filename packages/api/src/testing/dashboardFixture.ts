// A small shop with a known history for the dashboard test. "Now" is Friday
// 2026-11-20 12:00 Moscow time; with a 7-day period the current days are
// 14-20 November and the previous ones 7-13 November. Times are Moscow time.
import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '@shop/db';

export const NOW = new Date('2026-11-20T12:00:00+03:00');

const msk = (local: string) => new Date(`${local}+03:00`);
let seq = 0;

async function addUser(
  db: Kysely<Database>,
  name: string,
  registered: string,
  state: 'active' | 'waiting' | 'blocked' = 'active',
) {
  const created = msk(registered);
  const row = await db
    .insertInto('users')
    .values({
      email: `${name.toLowerCase()}-${++seq}@example.ru`,
      password_hash: 'not-a-real-hash',
      first_name: name,
      last_name: 'Тестов',
      company: `ООО «${name}»`,
      email_verified: state === 'active' ? 1 : 0,
      created_at: created,
      // An admin decided on an active or blocked account; a waiting one awaits that.
      status_changed_at: state === 'waiting' ? null : new Date(created.getTime() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addPart(db: Kysely<Database>, article: string, price: number, availability: number) {
  const row = await db
    .insertInto('parts')
    .values({
      name: `Деталь ${article}`,
      category_id: 'engine',
      part_number: article,
      brand: 'Yamaha',
      price,
      availability,
    })
    .returning(['id', 'price'])
    .executeTakeFirstOrThrow();
  return { id: row.id, price: row.price, article };
}

type Part = Awaited<ReturnType<typeof addPart>>;

async function addOrder(
  db: Kysely<Database>,
  userId: number,
  placed: string,
  status: OrderStatus,
  lines: Array<[Part, number]>,
) {
  const total = lines.reduce((sum, [part, quantity]) => sum + part.price * quantity, 0);
  const n = ++seq;
  const order = await db
    .insertInto('orders')
    .values({
      order_number: `ORD-9${String(n).padStart(5, '0')}`,
      user_id: userId,
      name: 'Заказ',
      status,
      delivery_method: 'pickup',
      payment_method: 'invoice',
      total_price: total,
      contact_name: `Клиент ${n}`,
      contact_email: `client${n}@example.ru`,
      company: null,
      idempotency_key: `dashboard-${n}`,
      request_hash: 'x',
      created_at: msk(placed),
      updated_at: msk(placed),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      lines.map(([part, quantity], position) => ({
        order_id: order.id,
        part_id: part.id,
        part_number: part.article,
        name: `Деталь ${part.article}`,
        unit_price: part.price,
        base_unit_price: part.price,
        quantity,
        reserved_quantity: 0,
        position,
      })),
    )
    .execute();
  return order.id;
}

export async function buildKnownShop(db: Kysely<Database>) {
  const a = await addUser(db, 'Анна', '2026-11-15T12:00:00');
  const b = await addUser(db, 'Борис', '2026-11-10T12:00:00');
  const c = await addUser(db, 'Вера', '2026-10-01T12:00:00');
  const waiting = await addUser(db, 'Глеб', '2026-11-19T12:00:00', 'waiting');
  await addUser(db, 'Дина', '2026-11-02T12:00:00', 'blocked');

  const p1 = await addPart(db, 'DB-P1', 1000, 50);
  const p2 = await addPart(db, 'DB-P2', 2500, 5);
  const p3 = await addPart(db, 'DB-P3', 700, 3);
  await addPart(db, 'DB-P4', 900, 0); // out of stock but unsold: not "running out"

  const o = {
    // current period
    sat: await addOrder(db, a, '2026-11-14T10:00:00', 'completed', [
      [p1, 3],
      [p2, 2],
    ]), // 8 000
    sunLate: await addOrder(db, a, '2026-11-15T23:30:00', 'shipped', [[p3, 5]]), // 3 500
    monEarly: await addOrder(db, b, '2026-11-16T00:10:00', 'confirmed', [[p1, 10]]), // 10 000, 21:10 UTC on the 15th
    thu: await addOrder(db, b, '2026-11-19T15:00:00', 'confirmed', [[p3, 2]]), // 1 400, not a day old
    cancelled: await addOrder(db, c, '2026-11-20T08:00:00', 'cancelled', [[p2, 100]]), // 250 000, counts nowhere
    // previous period
    prevLast: await addOrder(db, b, '2026-11-13T23:59:00', 'delivered', [[p2, 4]]), // 10 000
    prevPending: await addOrder(db, c, '2026-11-08T12:00:00', 'pending', [[p1, 2]]), // 2 000
    // before both periods
    old: await addOrder(db, a, '2026-11-06T12:00:00', 'pending', [[p1, 1]]), // 1 000
  };
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: 'x@example.ru',
      subject: 'Тема',
      html: '',
      text_body: '',
      kind: 'test',
      status: 'failed',
    })
    .execute();
  return { users: { a, b, c, waiting }, parts: { p1, p2, p3 }, orders: o };
}
