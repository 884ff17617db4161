// A shop's history for the dashboard benchmark (and for looking at the
// dashboard with real-looking data): buyers registered over the year and
// N orders over the last `days`, fewer at weekends, more lately, most of them
// finished, the newest still in work, one in twenty cancelled. Written with
// set-based SQL, so 100 000 orders take seconds. Needs parts in the catalogue.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';

export interface HistoryOptions {
  orders: number;
  days: number;
  buyers: number;
  /** Accounts left awaiting activation. */
  waiting?: number;
}

export async function loadDashboardHistory(db: Kysely<Database>, o: HistoryOptions): Promise<void> {
  const companies = [
    'Мотосервис',
    'Скутер-Юг',
    'Прокат Самокатов',
    'ДваКолеса',
    'Мопед-Центр',
    'Запчасть-Плюс',
  ];
  await sql`
    insert into users (email, password_hash, first_name, last_name, company, email_verified, created_at, updated_at)
    select 'history' || g || '@example.ru', 'not-a-real-hash',
           (array['Алексей','Марина','Игорь','Ольга','Денис','Светлана'])[1 + g % 6],
           (array['Кузнецов','Смирнова','Волков','Соколова','Морозов','Новикова'])[1 + g % 6],
           'ООО «' || (${companies}::text[])[1 + g % ${companies.length}] || ' ' || g || '»',
           case when g <= ${o.waiting ?? 0} then 0 else 1 end,
           now() - make_interval(days => (g * 7919) % 365, hours => g % 24),
           now() - make_interval(days => (g * 7919) % 365, hours => g % 24)
    from generate_series(1, ${o.buyers}) g
    on conflict do nothing`.execute(db);
  await sql`
    with buyers as (select array_agg(id order by id) as ids from users where email like 'history%'),
    drawn as (
      select g, now() - make_interval(secs => (${o.days} * 86400) * power(random(), 1.25)) as at
      from generate_series(1, ${Math.round(o.orders * 1.6)}) g
    ),
    placed as (
      select * from drawn where extract(isodow from at) < 6 or g % 10 < 4 limit ${o.orders}
    )
    insert into orders (order_number, user_id, name, status, delivery_method, payment_method, total_price,
                        contact_name, contact_email, company, idempotency_key, request_hash, created_at, updated_at)
    select 'ORD-9' || lpad(g::text, 7, '0'), ids[1 + (g * 7919) % array_length(ids, 1)], 'Заказ',
           (case
              when at > now() - interval '1 day' then (array['confirmed','confirmed','processing','pending'])[1 + g % 4]
              when at > now() - interval '4 days' then (array['confirmed','processing','ready_for_pickup','shipped','out_for_delivery'])[1 + g % 5]
              when g % 20 = 0 then 'cancelled'
              else (array['delivered','completed','completed'])[1 + g % 3]
            end),
           'pickup', 'invoice', 0, 'Клиент ' || g, 'client' || g || '@example.ru', null,
           'history-' || g, 'x', at, at
    from placed, buyers
    -- Inserted oldest first, as a shop writes them: the table is in time order.
    order by at`.execute(db);
  // Popular parts sell far more than the rest: the index into the catalogue is skewed (cube of a spread value).
  await sql`
    with pick as (select array_agg(id order by id) as ids from (select id from parts order by id limit 3000) s)
    insert into order_items (order_id, part_id, part_number, name, unit_price, base_unit_price, quantity, reserved_quantity, position)
    select o.id, p.id, p.part_number, p.name, p.price, p.price, 1 + (o.id + k) % 6, 0, k
    from orders o
    cross join generate_series(1, 1 + o.id % 4) k
    cross join pick
    join parts p on p.id = pick.ids[1 + floor(array_length(pick.ids, 1) * power(((o.id * 31 + k * 977) % 1000) / 1000.0, 3))::int]
    where o.idempotency_key like 'history-%'
    order by o.id, k
    on conflict (order_id, part_id) do nothing`.execute(db);
  await sql`
    update orders o set total_price = s.total
    from (select order_id, sum(unit_price::bigint * quantity) as total from order_items group by order_id) s
    where s.order_id = o.id and o.idempotency_key like 'history-%'`.execute(db);
  // What autovacuum does soon after a bulk load: statistics, and the visibility map index-only scans need.
  await sql`vacuum analyze orders`.execute(db);
  await sql`vacuum analyze order_items`.execute(db);
  await sql`vacuum analyze users`.execute(db);
}
