// Deciding approval requests (issue 34). Approve, reject and the list of all
// requests are for the company's administrators; a member sees its own
// requests; withdraw is the requester's. Another company's request is not
// found (404); one no longer pending is a 409. Approving claims the request
// first (so a racing withdraw or reject gets 409), then places the order as
// the requester's under every normal rule; if that fails the claim is undone.
import { dbTime, sql, type Database, type Kysely } from '@shop/db';
import { formatRoubles, t } from '@shop/i18n';
import { approvalDecided, enqueueMail } from '@shop/mail';
import { createOrderInput, type ApprovalDto, type ApprovalStatus } from '@shop/schemas';
import type { SessionUser } from '../auth/lucia';
import { publicUserColumns, toSessionUser } from '../auth/userShape';
import type { AppConfig } from '../context';
import { AppError } from '../errors';
import { createOrder } from '../orders/createOrder';
import { assertCompanyAdmin } from './membership';

type Deps = { db: Kysely<Database>; config: AppConfig };

const notFound = () => new AppError('NOT_FOUND', t('auth:companyAccount.errors.approvalNotFound'));
const notPending = () => new AppError('CONFLICT', t('auth:companyAccount.errors.notPending'));

function approvalsQuery(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('order_approvals as a')
    .innerJoin('users as u', 'u.id', 'a.requester_id')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .select([
      'a.id',
      'a.requester_id',
      'a.status',
      'a.total_price',
      'a.comment',
      'a.created_at',
      'a.order_input',
      'u.email',
      'u.first_name',
      'u.last_name',
      'o.order_number',
    ])
    .where('a.company_id', '=', companyId);
}

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalsQuery>['executeTakeFirstOrThrow']>>;

type PartNames = Map<number, { partNumber: string; name: string }>;
type Line = { partId: number; quantity: number };

/** The lines a request holds (its order's input), as the approver reads them. */
function linesOf(row: ApprovalRow): Line[] {
  const parsed = createOrderInput.safeParse(row.order_input);
  return parsed.success ? parsed.data.items : [];
}

function toApprovalDto(row: ApprovalRow, lines: Line[], parts: PartNames): ApprovalDto {
  return {
    id: row.id,
    requester: {
      userId: row.requester_id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
    },
    totalKopecks: Number(row.total_price),
    status: row.status,
    orderNumber: row.order_number,
    comment: row.comment,
    createdAt: new Date(row.created_at).toISOString(),
    items: lines.map(({ partId, quantity }) => ({
      partId,
      partNumber: parts.get(partId)?.partNumber ?? '',
      name: parts.get(partId)?.name ?? '',
      quantity,
    })),
  };
}

async function partNamesOf(db: Kysely<Database>, lines: Line[]): Promise<PartNames> {
  const ids = [...new Set(lines.map((line) => line.partId))];
  if (ids.length === 0) return new Map();
  const parts = await db
    .selectFrom('parts')
    .select(['id', 'part_number', 'name'])
    // One array parameter, whatever the number of lines (an IN list binds one per id).
    .where(sql<boolean>`id = any(${ids}::int[])`)
    .execute();
  return new Map(parts.map((p) => [p.id, { partNumber: p.part_number, name: p.name }]));
}

/** Administrators see every request of the company; other members their own. */
export async function listApprovals(db: Kysely<Database>, user: SessionUser): Promise<ApprovalDto[]> {
  let query = approvalsQuery(db, user.companyId);
  if (user.companyRole !== 'admin') query = query.where('a.requester_id', '=', user.id);
  const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(500).execute();
  // Each request's input is parsed once: for the parts' names and for its lines.
  const lines = rows.map(linesOf);
  const parts = await partNamesOf(db, lines.flat());
  return rows.map((row, i) => toApprovalDto(row, lines[i]!, parts));
}

async function approvalInCompany(db: Kysely<Database>, user: SessionUser, id: number) {
  const row = await approvalsQuery(db, user.companyId).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Moves a pending request to `status`; false when it was no longer pending. */
async function settle(
  db: Kysely<Database>,
  id: number,
  status: ApprovalStatus,
  changes: { decided_by?: number | null; comment?: string; order_id?: number } = {},
  from: ApprovalStatus = 'pending',
): Promise<boolean> {
  const result = await db
    .updateTable('order_approvals')
    .set({ status, ...changes, decided_at: dbTime(), updated_at: dbTime() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function mailRequester(
  deps: Deps,
  row: ApprovalRow,
  decision: Parameters<typeof approvalDecided>[0]['decision'],
) {
  await enqueueMail(deps.db, {
    to: row.email,
    kind: 'approval_decided',
    ...approvalDecided({
      publicUrl: deps.config.publicUrl,
      firstName: row.first_name,
      total: formatRoubles(Number(row.total_price)),
      decision,
    }),
  });
}

export async function approveRequest(deps: Deps, admin: SessionUser, id: number) {
  assertCompanyAdmin(admin);
  const row = await approvalInCompany(deps.db, admin, id);
  if (row.status !== 'pending' || !(await settle(deps.db, id, 'approved', { decided_by: admin.id })))
    throw notPending();
  try {
    const requester = await deps.db
      .selectFrom('users')
      .select(publicUserColumns)
      .where('id', '=', row.requester_id)
      .executeTakeFirstOrThrow();
    const input = createOrderInput.parse(row.order_input);
    const { order } = await createOrder(deps, toSessionUser(requester), input);
    await deps.db.updateTable('order_approvals').set({ order_id: order.id }).where('id', '=', id).execute();
    await mailRequester(deps, row, { approved: true, orderNumber: order.orderNumber });
    const shortages = order.items
      .filter((item) => item.reservedQuantity < item.quantity)
      .map((item) => ({
        partId: item.partId,
        partNumber: item.partNumber,
        requested: item.quantity,
        inStock: item.reservedQuantity,
      }));
    return { orderId: order.id, orderNumber: order.orderNumber, shortages };
  } catch (error) {
    // The order could not be placed (a part archived, the minimum order): the request waits again.
    await settle(deps.db, id, 'pending', { decided_by: null }, 'approved');
    throw error;
  }
}

export async function rejectRequest(deps: Deps, admin: SessionUser, id: number, comment: string) {
  assertCompanyAdmin(admin);
  const row = await approvalInCompany(deps.db, admin, id);
  if (row.status !== 'pending' || !(await settle(deps.db, id, 'rejected', { decided_by: admin.id, comment })))
    throw notPending();
  await mailRequester(deps, row, { approved: false, comment });
}

export async function withdrawRequest(deps: Deps, user: SessionUser, id: number) {
  const row = await approvalInCompany(deps.db, user, id);
  if (row.requester_id !== user.id)
    throw new AppError('FORBIDDEN', t('auth:companyAccount.errors.requesterOnly'));
  if (row.status !== 'pending' || !(await settle(deps.db, id, 'withdrawn'))) throw notPending();
}
