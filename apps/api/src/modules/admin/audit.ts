import type { AuditAction } from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditRecord {
  /** The signed-in staff member who made the change. */
  actorId: string;
  action: AuditAction;
  entityId: string;
  /** The entity as it was (null when it is new) and as it is now (null when it is gone). */
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so a change is never
 * committed without its entry, nor an entry without its change.
 */
export async function writeAudit(tx: Transaction | Database, record: AuditRecord): Promise<void> {
  const entity = record.action.slice(0, record.action.indexOf('.'));
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entity,
    entityId: record.entityId,
    // SQL NULL rather than the JSON value null: "no entity" is then one thing to query for.
    before: record.before ?? sql`null`,
    after: record.after ?? sql`null`,
  });
}
