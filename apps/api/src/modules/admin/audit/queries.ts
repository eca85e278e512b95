import type { AuditEntry, AuditListQuery, Paged } from '@kahraba/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { auditLog, users } from '../../../db/schema.js';
import { isUserId } from '../../users/user-queries.js';
import { offsetOf, pageOf } from '../paging.js';
import { personColumns, toPerson } from '../people.js';

/** Audit entries newest first, optionally of one entity, one entity id or one actor. */
export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<Paged<AuditEntry>> {
  // An actor id that is not a uuid names nobody; comparing it would make PostgreSQL fail the cast.
  if (query.actor !== undefined && !isUserId(query.actor)) return pageOf([], 0, query);
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: personColumns() })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return pageOf(
    rows.map(({ entry, actor }) => ({
      _id: entry.id,
      actor: toPerson(actor),
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total?.n ?? 0,
    query,
  );
}
