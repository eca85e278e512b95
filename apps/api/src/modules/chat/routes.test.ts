import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';
import { openEventStream, readEvents } from '../../test/event-stream.js';
import { authHeaders, createUser, type TestUser, testToken } from '../../test/factories.js';
import { createTestApp, type TestContext, testConfig } from '../../test/test-app.js';

let ctx: TestContext;
let mona: TestUser;
let omar: TestUser;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  mona = await createUser(db, { name: 'Mona Hassan' });
  omar = await createUser(db, { name: 'Omar Adel' });
  support = await createUser(db, { name: 'Kahraba Support', role: 'moderator' });
  admin = await createUser(db, { name: 'Kahraba Admin', role: 'admin' });
});
afterAll(() => ctx.close());

const as = (user: TestUser) => authHeaders(ctx.app, user);
const send = (from: TestUser, to: string, message: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/messages', headers: as(from), payload: { to, message } });
const contactsOf = async (user: TestUser) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/messages/contacts', headers: as(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{
    _id: string;
    role: string;
    unread: number;
    lastMessageAt: string | null;
  }>;
};
const conversation = async (user: TestUser, withId?: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: withId ? `/api/messages?with=${withId}` : '/api/messages',
    headers: as(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as Array<{ _id: string; message: string; read: boolean; from: { _id: string } }>;
};

describe('chat messages', () => {
  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/messages' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the staff as contacts of a new shopper', async () => {
    const contacts = await contactsOf(mona);
    expect(contacts.map((c) => c._id).sort()).toEqual([support.id, admin.id].sort());
    expect(contacts.every((c) => c.unread === 0 && c.lastMessageAt === null)).toBe(true);
  });

  it('sends, lists and deletes a message', async () => {
    const res = await send(mona, support.id, '  Is the Galaxy S25 in stock?  ');
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data;
    expect(sent).toMatchObject({
      from: { _id: mona.id, name: 'Mona Hassan', email: mona.email },
      to: { _id: support.id, name: 'Kahraba Support' },
      message: 'Is the Galaxy S25 in stock?',
      read: false,
    });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/messages', headers: as(mona) });
    expect(list.json().status).toBe('success');
    expect(list.json().messages.map((m: { _id: string }) => m._id)).toContain(sent._id);
    expect(list.json().data).toEqual(list.json().messages);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/messages/${sent._id}`,
      headers: as(mona),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await conversation(mona)).map((m) => m._id)).not.toContain(sent._id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/messages/${sent._id}`,
      headers: as(mona),
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses to delete another user's message", async () => {
    const sent = (await send(mona, support.id, 'Hello')).json().data;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/messages/${sent._id}`,
      headers: as(support),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await conversation(mona)).map((m) => m._id)).toContain(sent._id);
  });

  it('answers 404 MESSAGE_NOT_FOUND for an unknown message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/messages/${id}`, headers: as(mona) });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MESSAGE_NOT_FOUND');
    }
  });

  it('refuses blank and overlong text', async () => {
    expect((await send(mona, support.id, '   ')).statusCode).toBe(400);
    expect((await send(mona, support.id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(mona, support.id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('refuses a message to oneself and to an unknown recipient', async () => {
    const self = await send(mona, mona.id, 'Hi me');
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('CANNOT_MESSAGE_SELF');
    const unknown = await send(mona, '00000000-0000-4000-8000-000000000000', 'Hi');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONTACT_NOT_FOUND');
  });

  it("refuses a shopper's message to another shopper, who never sees the sender's e-mail", async () => {
    // Found by an outside test: any user id was accepted in `to`, and each side saw the other's e-mail.
    const layla = await createUser(ctx.database.db, { name: 'Layla Samir' });
    const res = await send(mona, layla.id, 'Hi, what is your phone number?');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CONTACT_NOT_FOUND');
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/messages', headers: as(layla) });
    expect(seen.body).not.toContain(mona.email);
    expect(seen.json().messages).toEqual([]);
  });

  it('lets staff write to a shopper first, who then sees them as a contact and answers', async () => {
    const layla = await createUser(ctx.database.db, { name: 'Layla Samir' });
    // The console's "message this shopper": the shopper is among the contacts before any message.
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/contacts?with=${layla.id}`,
      headers: as(support),
    });
    expect(before.json().data.map((c: { _id: string }) => c._id)).toContain(layla.id);
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages/contacts',
      headers: as(support),
    });
    expect(plain.json().data.map((c: { _id: string }) => c._id)).not.toContain(layla.id);

    expect((await send(support, layla.id, 'Your order 1042 is ready for pickup.')).statusCode).toBe(201);
    const hers = await ctx.app.inject({ method: 'GET', url: '/api/messages/contacts', headers: as(layla) });
    expect(hers.json().data[0]).toMatchObject({ _id: support.id, unread: 1 });
    expect((await send(layla, support.id, 'Thank you, I will come at 5.')).statusCode).toBe(201);
    // Staff write to each other freely.
    expect((await send(support, admin.id, 'Can you check order 1042?')).statusCode).toBe(201);
  });

  it("adds no one to a shopper's contacts by `with`, and refuses staff a disabled account", async () => {
    const layla = await createUser(ctx.database.db, { name: 'Layla Samir' });
    const asked = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/contacts?with=${layla.id}`,
      headers: as(mona),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).not.toContain(layla.email);
    await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, layla.id));
    const gone = await send(support, layla.id, 'Hello');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('CONTACT_NOT_FOUND');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/contacts?with=${layla.id}`,
      headers: as(support),
    });
    expect(listed.body).not.toContain(layla.email);
  });

  it("never shows a shopper another shopper's messages, name or e-mail, even stored before the rule", async () => {
    const layla = await createUser(ctx.database.db, { name: 'Layla Samir' });
    await ctx.database.db
      .insert(messages)
      .values({ fromId: omar.id, toId: layla.id, message: 'Old message' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/messages', headers: as(layla) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(omar.email);
    expect(list.json().messages).toEqual([]);
    const withOmar = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages?with=${omar.id}`,
      headers: as(layla),
    });
    expect(withOmar.json().messages).toEqual([]);
    const contacts = await contactsOf(layla);
    expect(contacts.map((c) => c._id).sort()).toEqual([support.id, admin.id].sort());
  });

  it('stores markup verbatim as text', async () => {
    const markup = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const res = await send(mona, admin.id, markup);
    expect(res.json().data.message).toBe(markup);
    expect((await conversation(mona, admin.id)).at(-1)?.message).toBe(markup);
  });

  it('counts unread messages and clears them when the conversation is opened', async () => {
    await send(omar, support.id, 'First question');
    await send(omar, support.id, 'Second question');
    const omarAsContact = (await contactsOf(support)).find((c) => c._id === omar.id);
    expect(omarAsContact?.unread).toBe(2);
    // The sender's view does not count their own messages.
    expect((await contactsOf(omar)).find((c) => c._id === support.id)?.unread).toBe(0);

    const opened = await conversation(support, omar.id);
    expect(opened.map((m) => m.message)).toEqual(['First question', 'Second question']);
    expect(opened.every((m) => m.read)).toBe(true);
    expect((await contactsOf(support)).find((c) => c._id === omar.id)?.unread).toBe(0);
  });

  it('lists the shoppers who wrote to a staff member, latest conversation first', async () => {
    await send(omar, support.id, 'One more thing');
    const contacts = await contactsOf(support);
    expect(contacts[0]?._id).toBe(omar.id);
    expect(contacts.map((c) => c._id)).toEqual(expect.arrayContaining([mona.id, omar.id, admin.id]));
    // A shopper does not see other shoppers they never talked to.
    expect((await contactsOf(mona)).map((c) => c._id)).not.toContain(omar.id);
  });
});

function openStream(app: App, user: TestUser, baseUrl: string) {
  return openEventStream(baseUrl, '/api/messages/stream', testToken(app, user));
}

describe('GET /api/messages/stream', () => {
  it('refuses a guest, a bad cookie and a token in the URL', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/messages/stream' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages/stream',
      headers: { cookie: 'kahraba_session=a.b.c' },
    });
    expect(bad.statusCode).toBe(401);
    // Tokens in URLs end up in logs and browser history: the stream no longer takes one there.
    const inUrl = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/stream?token=${testToken(ctx.app, omar)}`,
    });
    expect(inUrl.statusCode).toBe(401);
  });

  it("delivers a new message and the unread count to the recipient's open stream", async () => {
    const streamApp = await buildApp(testConfig(), { database: ctx.database });
    const baseUrl = await streamApp.listen({ port: 0, host: '127.0.0.1' });
    try {
      const body = await openStream(streamApp, omar, baseUrl);
      const reading = readEvents(body, (e) => e.event === 'message');
      // Give the stream a moment to register before the message is sent.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sent = await streamApp.inject({
        method: 'POST',
        url: '/api/messages',
        headers: authHeaders(streamApp, support),
        payload: { to: omar.id, message: 'Yes, it is in stock.' },
      });
      expect(sent.statusCode).toBe(201);
      const events = await reading;
      expect(events[0]).toEqual({ event: 'unread', data: { count: expect.any(Number) } });
      expect(events.at(-1)).toMatchObject({
        event: 'message',
        data: { _id: sent.json().data._id, message: 'Yes, it is in stock.', from: { _id: support.id } },
      });
    } finally {
      // Closing with the stream still open must not hang.
      await streamApp.close();
    }
  });

  // On PostgreSQL each instance has its own connections and the message crosses LISTEN/NOTIFY; on
  // the embedded database both instances share the one in-process channel, as they would in one
  // process.
  it('delivers a message sent through one API instance to a stream open on another', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const name = `kahraba_chat_${randomBytes(6).toString('hex')}`;
    const handles: DatabaseHandle[] = [];
    const apps: App[] = [];
    try {
      if (adminUrl) {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`create database ${name}`);
        await client.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        for (let i = 0; i < 2; i += 1) {
          handles.push(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 }));
        }
      } else {
        handles.push(await openDatabase({ kind: 'pglite', dir: undefined }));
      }
      for (let i = 0; i < 2; i += 1) {
        apps.push(await buildApp(testConfig(), { database: handles[i] ?? handles[0]! }));
      }
      const [first, second] = apps as [App, App];
      const shopper = await createUser(handles[0]!.db, { name: 'Hana' });
      const staff = await createUser(handles[0]!.db, { name: 'Support', role: 'moderator' });
      const baseUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const body = await openStream(second, staff, baseUrl);
      const reading = readEvents(
        body,
        (e) => e.event === 'unread' && (e.data as { count: number }).count === 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sent = await first.inject({
        method: 'POST',
        url: '/api/messages',
        headers: authHeaders(first, shopper),
        payload: { to: staff.id, message: 'Sent through the first instance' },
      });
      expect(sent.statusCode).toBe(201);
      const events = await reading;
      expect(events.map((e) => e.event)).toEqual(['unread', 'message', 'unread']);
      expect(events[1]?.data).toMatchObject({ message: 'Sent through the first instance' });
    } finally {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      if (adminUrl) {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      }
    }
  });
});
