// The audit log of catalogue changes: who, when, and the fields before -> after.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';

export type AuditEntity = 'part' | 'category' | 'price_import';
export type AuditAction =
  | 'create'
  | 'update'
  | 'archive'
  | 'restore'
  | 'delete'
  | 'photoAdd'
  | 'photoRemove'
  | 'photoReorder'
  | 'import';

type Values = Record<string, unknown>;

/** Only the fields that changed, so the log reads as a list of edits. */
export function changedFields(before: Values, after: Values): { before: Values; after: Values } {
  const was: Values = {};
  const now: Values = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key];
  }
  return { before: was, after: now };
}

export async function writeAudit(
  db: Kysely<Database>,
  entry: {
    actorId: number | null;
    entity: AuditEntity;
    entityId: string | number;
    action: AuditAction;
    before?: Values | null;
    after?: Values | null;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      action: entry.action,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}

export interface AuditEntry {
  id: number;
  action: string;
  actorName: string | null;
  actorEmail: string | null;
  before: Values | null;
  after: Values | null;
  createdAt: string;
}

const parsed = (value: unknown): Values | null =>
  value === null ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as Values);

/** An entity's history, newest first. */
export async function auditOf(
  db: Kysely<Database>,
  entity: AuditEntity,
  entityId: string | number,
  limit = 100,
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.action',
      'a.before',
      'a.after',
      'a.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', String(entityId))
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    actorEmail: row.email,
    before: parsed(row.before),
    after: parsed(row.after),
    createdAt: row.created_at.toISOString(),
  }));
}
