import { type Contact, type Message, type Role, STAFF_ROLES } from '@kahraba/domain';
import { aliasedTable, and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';
import { isUserId } from '../users/user-queries.js';

/** How many messages GET /messages answers at most (the newest ones). */
export const MESSAGE_LIST_LIMIT = 500;

const sender = aliasedTable(users, 'sender');
const recipient = aliasedTable(users, 'recipient');

const messageColumns = {
  id: messages.id,
  fromId: messages.fromId,
  toId: messages.toId,
  message: messages.message,
  read: messages.read,
  createdAt: messages.createdAt,
  fromName: sender.name,
  fromEmail: sender.email,
  toName: recipient.name,
  toEmail: recipient.email,
};

type MessageRow = {
  id: string;
  fromId: string;
  toId: string;
  message: string;
  read: boolean;
  createdAt: Date;
  fromName: string;
  fromEmail: string;
  toName: string;
  toEmail: string;
};

/** A message as the API sends it (SPEC §3): both participants spelled out, text verbatim. */
export function toMessageWire(row: MessageRow): Message {
  return {
    _id: row.id,
    from: { _id: row.fromId, name: row.fromName, email: row.fromEmail },
    to: { _id: row.toId, name: row.toName, email: row.toEmail },
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.read,
  };
}

function selectMessages(db: Database) {
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.fromId))
    .innerJoin(recipient, eq(recipient.id, messages.toId));
}

/** A message that has not been deleted, with its participants; undefined if there is none. */
export async function findMessage(db: Database, id: string): Promise<Message | undefined> {
  if (!isUserId(id)) return undefined;
  const [row] = await selectMessages(db)
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
    .limit(1);
  return row && toMessageWire(row);
}

/**
 * The user's conversations, or the one with `contactId`, oldest first (the newest LIMIT of them).
 * With `onlyWithStaff` (a shopper reading), only messages exchanged with staff: a shopper is never
 * shown another shopper's name or e-mail, even from messages stored before that was refused.
 */
export async function listMessages(
  db: Database,
  userId: string,
  contactId?: string,
  onlyWithStaff = false,
): Promise<Message[]> {
  if (contactId !== undefined && !isUserId(contactId)) return [];
  const between = contactId
    ? or(
        and(eq(messages.fromId, userId), eq(messages.toId, contactId)),
        and(eq(messages.fromId, contactId), eq(messages.toId, userId)),
      )
    : or(eq(messages.fromId, userId), eq(messages.toId, userId));
  // The reader is one side; a staff member on either side is then the other one.
  const withStaff = onlyWithStaff
    ? or(inArray(sender.role, [...STAFF_ROLES]), inArray(recipient.role, [...STAFF_ROLES]))
    : undefined;
  const rows = await selectMessages(db)
    .where(and(between, isNull(messages.deletedAt), withStaff))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_LIST_LIMIT);
  return rows.reverse().map(toMessageWire);
}

/** Marks what `contactId` sent to `userId` as read; answers how many messages that changed. */
export async function markConversationRead(db: Database, userId: string, contactId: string): Promise<number> {
  if (!isUserId(contactId)) return 0;
  const changed = await db
    .update(messages)
    .set({ read: true })
    .where(
      and(
        eq(messages.toId, userId),
        eq(messages.fromId, contactId),
        eq(messages.read, false),
        isNull(messages.deletedAt),
      ),
    )
    .returning({ id: messages.id });
  return changed.length;
}

/** The current role of each of `ids` that names a user. */
export async function rolesOf(db: Database, ids: readonly string[]): Promise<Map<string, Role>> {
  const valid = ids.filter(isUserId);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, valid));
  return new Map(rows.map((r) => [r.id, r.role]));
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.toId, userId), eq(messages.read, false), isNull(messages.deletedAt)));
  return Number(row?.count ?? 0);
}

/**
 * Whom the user can talk to: the staff (admin, moderator), and for staff also everyone they have
 * exchanged messages with, and `withId` (a shopper they are about to write to first). A shopper's
 * contacts are the staff alone. Latest conversation first, then staff, then by name, so the page's
 * first contact is the one most likely wanted.
 */
export async function listContacts(
  db: Database,
  userId: string,
  role: Role,
  withId?: string,
): Promise<Contact[]> {
  const partnerId = sql<string>`case when ${messages.fromId} = ${userId} then ${messages.toId} else ${messages.fromId} end`;
  const conversations = await db
    .select({
      partnerId,
      lastMessageAt: sql<Date>`max(${messages.createdAt})`.mapWith(messages.createdAt),
      unread: sql<number>`count(*) filter (where ${messages.toId} = ${userId} and not ${messages.read})::int`,
    })
    .from(messages)
    .where(and(or(eq(messages.fromId, userId), eq(messages.toId, userId)), isNull(messages.deletedAt)))
    // By position: the expression repeated would bind its parameter twice and no longer match.
    .groupBy(sql`1`);
  const byPartner = new Map(conversations.map((c) => [c.partnerId, c]));

  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(
          and(inArray(users.role, [...STAFF_ROLES]), isNull(users.disabledAt)),
          role !== 'user' && byPartner.size > 0 ? inArray(users.id, [...byPartner.keys()]) : sql`false`,
          role !== 'user' && withId ? and(eq(users.id, withId), isNull(users.disabledAt)) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(users.name));

  const contacts = people.map((person): Contact => {
    const conversation = byPartner.get(person.id);
    return {
      _id: person.id,
      name: person.name,
      email: person.email,
      role: person.role,
      lastMessageAt: conversation ? conversation.lastMessageAt.toISOString() : null,
      unread: Number(conversation?.unread ?? 0),
    };
  });
  const staffFirst = (c: Contact) => (c.role === 'user' ? 1 : 0);
  return contacts.sort(
    (a, b) =>
      (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') ||
      staffFirst(a) - staffFirst(b) ||
      a.name.localeCompare(b.name),
  );
}
