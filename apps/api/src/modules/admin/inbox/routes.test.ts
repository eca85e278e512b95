import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { messages } from '../../../db/schema.js';
import { openEventStream, readEvents } from '../../../test/event-stream.js';
import { authHeaders, createUser, type TestUser, testToken } from '../../../test/factories.js';
import { auditOf, requestAs } from '../../../test/staff.js';
import { createTestApp, type TestContext, testConfig } from '../../../test/test-app.js';

let ctx: TestContext;
let support: TestUser;
let sales: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  support = await createUser(db, { name: 'Kahraba Support', role: 'moderator' });
  sales = await createUser(db, { name: 'Kahraba Sales', role: 'admin' });
  admin = await createUser(db, { name: 'Nour Admin', role: 'admin' });
});
afterAll(() => ctx.close());

const send = async (from: TestUser, to: TestUser, message: string) => {
  const res = await requestAs(ctx.app, from)('POST', '/api/messages', { to: to.id, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
};
/** A message stored directly: ones the API now refuses (to a shopper), kept from before that rule. */
const store = async (from: TestUser, to: TestUser, message: string) => {
  await ctx.database.db.insert(messages).values({ fromId: from.id, toId: to.id, message });
};
const inbox = async () => {
  const res = await requestAs(ctx.app, admin)('GET', '/api/admin/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{
    shopper: { _id: string };
    contact: { _id: string; role: string };
    lastMessage: string;
    unread: number;
  }>;
};
const conversationUrl = (shopper: TestUser, contact: TestUser) =>
  `/api/admin/conversations/${shopper.id}/${contact.id}/messages`;

describe('staff chat inbox', () => {
  it('lists every shopper–staff conversation, unread first, and answers as the contact', async () => {
    const db = ctx.database.db;
    const mona = await createUser(db, { name: 'Mona Hassan' });
    const omar = await createUser(db, { name: 'Omar Adel' });
    const hana = await createUser(db, { name: 'Hana Samir' });
    await send(omar, sales, 'Is the PS5 Pro in stock?');
    await send(mona, support, 'Where is my order?');
    await send(mona, support, 'It was due yesterday.');
    // Mona's conversation is opened (read); Omar's stays unread although it is older.
    expect((await requestAs(ctx.app, support)('GET', `/api/messages?with=${mona.id}`)).statusCode).toBe(200);
    // Neither shopper-to-shopper talk nor a conversation only staff started is the inbox's.
    await store(hana, omar, 'Hi neighbour');
    await store(support, hana, 'Your trade-in was received.');

    const listed = (await inbox()).filter((c) => [mona.id, omar.id, hana.id].includes(c.shopper._id));
    expect(listed).toMatchObject([
      {
        shopper: { _id: omar.id },
        contact: { _id: sales.id, role: 'admin' },
        unread: 1,
        lastMessage: 'Is the PS5 Pro in stock?',
      },
      {
        shopper: { _id: mona.id, name: 'Mona Hassan' },
        contact: { _id: support.id, role: 'moderator' },
        unread: 0,
        lastMessage: 'It was due yesterday.',
      },
    ]);

    // Another staff member opens Omar's conversation: his message is read, for the inbox and for him.
    const opened = await requestAs(ctx.app, admin)('GET', conversationUrl(omar, sales));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject([{ message: 'Is the PS5 Pro in stock?', read: true }]);
    expect((await inbox()).find((c) => c.shopper._id === omar.id)?.unread).toBe(0);

    // The reply comes from the contact Omar wrote to, whoever on the staff typed it.
    const reply = await requestAs(ctx.app, admin)('POST', conversationUrl(omar, sales), {
      message: '  Yes, 3 left.  ',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data).toMatchObject({
      from: { _id: sales.id },
      to: { _id: omar.id },
      message: 'Yes, 3 left.',
    });
    const contacts = (await requestAs(ctx.app, omar)('GET', '/api/messages/contacts')).json().data;
    expect(contacts.find((c: { _id: string }) => c._id === sales.id)).toMatchObject({ unread: 1 });
    const omarSees = await requestAs(ctx.app, omar)('GET', `/api/messages?with=${sales.id}`);
    expect(omarSees.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'Is the PS5 Pro in stock?',
      'Yes, 3 left.',
    ]);
    expect(await auditOf(db, reply.json().data._id)).toMatchObject([
      {
        action: 'message.reply',
        entity: 'message',
        actorId: admin.id,
        before: null,
        after: { shopper: omar.id, contact: sales.id, message: 'Yes, 3 left.' },
      },
    ]);
    expect((await inbox()).find((c) => c.shopper._id === omar.id)?.lastMessage).toBe('Yes, 3 left.');
  });

  it('answers 404 for anything that is not a conversation a shopper started with staff', async () => {
    const db = ctx.database.db;
    const shopper = await createUser(db);
    const other = await createUser(db);
    const silent = await createUser(db);
    await send(shopper, support, 'Hello');
    await store(shopper, other, 'Hello friend');
    await store(support, silent, 'We wrote first');
    const asAdmin = requestAs(ctx.app, admin);
    for (const url of [
      conversationUrl(shopper, other), // the contact is not staff
      conversationUrl(shopper, sales), // staff the shopper never wrote to
      conversationUrl(silent, support), // only staff wrote
      conversationUrl(support, shopper), // the roles the wrong way round
      `/api/admin/conversations/${shopper.id}/00000000-0000-4000-8000-000000000000/messages`,
      `/api/admin/conversations/nope/${support.id}/messages`,
    ]) {
      for (const res of [await asAdmin('GET', url), await asAdmin('POST', url, { message: 'Hi' })]) {
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('CONVERSATION_NOT_FOUND');
      }
    }
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      expect((await asAdmin('POST', conversationUrl(shopper, support), { message })).statusCode).toBe(400);
    }
  });

  it('streams new shopper messages and staff replies to the inbox, and the reply to the shopper', async () => {
    const shopper = await createUser(ctx.database.db, { name: 'Live Shopper' });
    const friend = await createUser(ctx.database.db, { name: 'Friend' });
    await send(shopper, support, 'First message');
    const app = await buildApp(testConfig(), { database: ctx.database });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const inboxStream = await openEventStream(baseUrl, '/api/admin/stream', testToken(app, support));
      const shopperStream = await openEventStream(baseUrl, '/api/messages/stream', testToken(app, shopper));
      const inboxEvents = readEvents(
        inboxStream,
        (e) => e.event === 'message' && (e.data as { message: string }).message === 'We are on it.',
      );
      const shopperEvents = readEvents(
        shopperStream,
        (e) => e.event === 'message' && (e.data as { from: { _id: string } }).from._id === support.id,
      );
      // Give both streams a moment to register before anything is sent.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const asShopper = (method: 'POST', url: string, payload: object) =>
        app.inject({ method, url, payload, headers: authHeaders(app, shopper) });
      expect(
        (await asShopper('POST', '/api/messages', { to: support.id, message: 'Anyone there?' })).statusCode,
      ).toBe(201);
      // A shopper cannot write to another shopper at all.
      expect(
        (await asShopper('POST', '/api/messages', { to: friend.id, message: 'Private' })).statusCode,
      ).toBe(404);
      const reply = await app.inject({
        method: 'POST',
        url: conversationUrl(shopper, support),
        payload: { message: 'We are on it.' },
        headers: authHeaders(app, admin),
      });
      expect(reply.statusCode).toBe(201);

      const inboxSaw = (await inboxEvents).filter((e) => e.event === 'message');
      expect(inboxSaw.map((e) => (e.data as { message: string }).message)).toEqual([
        'Anyone there?',
        'We are on it.',
      ]);
      const shopperSaw = (await shopperEvents).filter((e) => e.event === 'message');
      expect(shopperSaw.map((e) => (e.data as { message: string }).message)).toEqual([
        'Anyone there?',
        'We are on it.',
      ]);
      expect(shopperSaw.at(-1)?.data).toMatchObject({ from: { _id: support.id }, to: { _id: shopper.id } });
    } finally {
      await app.close();
    }
  });
});
