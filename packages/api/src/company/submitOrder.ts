// Placing an order as a company member (issue 34): a Наблюдатель cannot order;
// a Закупщик's order above the monthly limit is not placed but becomes an
// approval request holding the order's input and reserving no stock; the
// company's administrators are mailed. A retry with the same key finds the
// same request (or the order, once approved).
import { dbTime, type Database, type Kysely } from '@shop/db';
import { formatRoubles, t } from '@shop/i18n';
import { approvalRequested, enqueueMail } from '@shop/mail';
import type { CreateOrderInput } from '@shop/schemas';
import type { SessionUser } from '../auth/lucia';
import type { AppConfig } from '../context';
import { AppError } from '../errors';
import { placeOrder, type CreateOrderResult } from '../orders/createOrder';
import { activeMembers } from './membership';

type Deps = { db: Kysely<Database>; config: AppConfig };

export type SubmitResult =
  ({ kind: 'order' } & CreateOrderResult) | { kind: 'approval'; approvalId: number; status: 'pending' };

export function assertMayOrder(user: SessionUser): void {
  if (user.companyRole === 'viewer')
    throw new AppError('FORBIDDEN', t('auth:companyAccount.errors.viewerCannotOrder'));
}

async function approvalByKey(db: Kysely<Database>, userId: number, key: string) {
  return db
    .selectFrom('order_approvals')
    .select(['id', 'status'])
    .where('requester_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function submitOrder(
  deps: Deps,
  user: SessionUser,
  input: CreateOrderInput,
): Promise<SubmitResult> {
  assertMayOrder(user);
  if (user.companyRole === 'buyer') {
    // A retry of a request still waiting answers with it (an approved one is found as its order).
    const waiting = await approvalByKey(deps.db, user.id, input.idempotencyKey);
    if (waiting && waiting.status !== 'approved')
      return { kind: 'approval', approvalId: waiting.id, status: 'pending' };
  }
  const result = await placeOrder(deps, user, input, { checkMonthlyLimit: true });
  if (!('overLimit' in result)) return { kind: 'order', ...result };
  const approvalId = await requestApproval(deps, user, input, result.totalKopecks);
  return { kind: 'approval', approvalId, status: 'pending' };
}

async function requestApproval(
  deps: Deps,
  user: SessionUser,
  input: CreateOrderInput,
  totalKopecks: number,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('order_approvals')
      .values({
        company_id: user.companyId,
        requester_id: user.id,
        order_input: JSON.stringify(input),
        total_price: totalKopecks,
        idempotency_key: input.idempotencyKey,
        created_at: dbTime(),
      })
      .onConflict((oc) => oc.columns(['requester_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted)
      return (await approvalByKey(trx as unknown as Kysely<Database>, user.id, input.idempotencyKey))!.id;
    const admins = await activeMembers(trx, user.companyId).where('company_role', '=', 'admin').execute();
    const mail = approvalRequested({
      publicUrl: deps.config.publicUrl,
      requester: `${user.firstName} ${user.lastName}`.trim(),
      total: formatRoubles(totalKopecks),
    });
    for (const admin of admins)
      await enqueueMail(trx, { to: admin.email, kind: 'approval_requested', ...mail });
    return inserted.id;
  });
}
