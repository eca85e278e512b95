import { type Conversation, isStaffRole, STAFF_ROLES } from '@kahraba/domain';
import { aliasedTable, and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { messages, users } from '../../../db/schema.js';
import { rolesOf } from '../../chat/queries.js';
import { isUserId } from '../../users/user-queries.js';
import { personColumns, toPerson } from '../people.js';

/** How many conversations the inbox lists: every unread one first, then the most recent. */
export const CONVERSATION_LIST_LIMIT = 200;

const sender = aliasedTable(users, 'sender');
const recipient = aliasedTable(users, 'recipient');

// A conversation of the inbox is a shopper and a staff contact the shopper has written to. Every
// expression below is plain SQL text without parameters, so GROUP BY and ORDER BY can repeat them.
const fromShopper = sql`${sender.role} = 'user'`;
const shopperId = sql<string>`case when ${fromShopper} then ${messages.fromId} else ${messages.toId} end`;
const contactId = sql<string>`case when ${fromShopper} then ${messages.toId} else ${messages.fromId} end`;
const unread = sql<number>`count(*) filter (where ${fromShopper} and not ${messages.read})`;
const lastMessageAt = sql`max(${messages.createdAt})`;
const shopperAndStaff = or(
  and(eq(sender.role, 'user'), inArray(recipient.role, [...STAFF_ROLES])),
  and(inArray(sender.role, [...STAFF_ROLES]), eq(recipient.role, 'user')),
);

/** Every conversation between a shopper and a staff contact: unread first, then the most recent. */
export async function listConversations(db: Database): Promise<Conversation[]> {
  const rows = await db
    .select({
      shopperId,
      contactId,
      lastMessageAt: lastMessageAt.mapWith(messages.createdAt),
      lastMessage: sql<string>`(array_agg(${messages.message} order by ${messages.createdAt} desc, ${messages.id} desc))[1]`,
      unread: sql<number>`(${unread})::int`,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.fromId))
    .innerJoin(recipient, eq(recipient.id, messages.toId))
    .where(and(isNull(messages.deletedAt), shopperAndStaff))
    .groupBy(shopperId, contactId)
    .having(sql`bool_or(${fromShopper})`)
    .orderBy(sql`${unread} > 0 desc`, sql`${lastMessageAt} desc`)
    .limit(CONVERSATION_LIST_LIMIT);
  if (rows.length === 0) return [];

  const ids = [...new Set(rows.flatMap((r) => [r.shopperId, r.contactId]))];
  const people = await db
    .select({ ...personColumns(), role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((row): Conversation[] => {
    const shopper = byId.get(row.shopperId);
    const contact = byId.get(row.contactId);
    if (!shopper || !contact || !isStaffRole(contact.role)) return [];
    return [
      {
        shopper: toPerson(shopper),
        contact: { ...toPerson(contact), role: contact.role },
        lastMessage: row.lastMessage,
        lastMessageAt: row.lastMessageAt.toISOString(),
        unread: Number(row.unread),
      },
    ];
  });
}

/**
 * Whether `shopperId` is a shopper who has written to `contactId`, a staff account: the
 * conversations staff may open and answer from the inbox.
 */
export async function isInboxConversation(
  db: Database,
  shopperId: string,
  contactId: string,
): Promise<boolean> {
  if (!isUserId(shopperId) || !isUserId(contactId)) return false;
  const roles = await rolesOf(db, [shopperId, contactId]);
  if (roles.get(shopperId) !== 'user' || !isStaffRole(roles.get(contactId))) return false;
  const [written] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.fromId, shopperId), eq(messages.toId, contactId), isNull(messages.deletedAt)))
    .limit(1);
  return written !== undefined;
}
