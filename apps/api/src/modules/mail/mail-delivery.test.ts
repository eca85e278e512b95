import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { enqueueMessage } from './outbox.js';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.js';
import { passwordResetMessage } from './templates.js';
import { createMailTransport } from './transport.js';

// Messages go through a real SMTP server started here (smtp-server), as they would to a
// provider's: what arrives is checked as a mail client would read it.

const PUBLIC_URL = 'https://shop.kahraba.test';
const FROM = 'Kahraba <orders@kahraba.test>';
const quiet = { warn: () => {} };

interface Arrival {
  envelopeTo: string[];
  mail: ParsedMail;
}

let ctx: TestContext;
let smtp: SMTPServer;
let smtpUrl: string;
const arrivals: Arrival[] = [];
/** Answers the server gives the next DATA commands, in turn: a code to refuse with, or accept. */
let refusals: number[] = [];
let worker: OutboxWorker | undefined;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const refusal = refusals.shift();
      simpleParser(stream).then((mail) => {
        if (refusal) {
          callback(Object.assign(new Error(`refused with ${refusal}`), { responseCode: refusal }));
          return;
        }
        arrivals.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  arrivals.length = 0;
  refusals = [];
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await ctx.close();
});

const startSmtpWorker = () => {
  worker = startOutboxWorker(
    ctx.database.db,
    createMailTransport({ smtpUrl, from: FROM }, '/nonexistent'),
    quiet,
    { pollMs: 20, firstRetryMs: 20, lastRetryMs: 50, maxAttempts: 3 },
  );
};

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const statusOf = async (id: string) =>
  (await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe('password reset mail over SMTP', () => {
  it('arrives in each language, right to left in Arabic, with a text part and absolute links', async () => {
    const mona = await createUser(ctx.database.db, { name: 'Mona Hassan' });
    const monaAr = await createUser(ctx.database.db, { name: 'منى حسن' });
    for (const [user, language] of [
      [mona, 'en'],
      [monaAr, 'ar'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: user.email },
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(202);
    }
    startSmtpWorker();
    await until(() => arrivals.length === 2, 'both messages');
    const rows = await ctx.database.db.select().from(outboxMessages);
    const byRecipient = (email: string) => arrivals.find((a) => a.envelopeTo.includes(email))!.mail;

    const en = byRecipient(mona.email);
    const enRow = rows.find((row) => row.recipient === mona.email)!;
    expect(en.subject).toBe('Reset your Kahraba password');
    expect(en.from?.value).toEqual([{ name: 'Kahraba', address: 'orders@kahraba.test' }]);
    expect(en.to && !Array.isArray(en.to) ? en.to.text : '').toBe(mona.email);
    expect(en.messageId).toBe(`<${enRow.id}@kahraba.test>`);
    expect(en.headers.get('content-language')).toBe('en');
    expect(en.text).toContain('Hello Mona Hassan,');
    expect(en.text).toMatch(/https:\/\/shop\.kahraba\.test\/reset-password\?token=[\w-]{43}/);
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toMatch(/href="https:\/\/shop\.kahraba\.test\/reset-password\?token=[\w-]{43}"/);

    const ar = byRecipient(monaAr.email);
    expect(ar.subject).toBe('إعادة تعيين كلمة المرور في كهربا');
    expect(ar.headers.get('content-language')).toBe('ar');
    expect(ar.text).toContain('مرحبًا منى حسن،');
    expect(ar.text).toMatch(/https:\/\/shop\.kahraba\.test\/ar\/reset-password\?token=[\w-]{43}/);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('<body dir="rtl"');
    expect(ar.html).toMatch(/href="https:\/\/shop\.kahraba\.test\/ar\/reset-password\?token=[\w-]{43}"/);

    await until(
      async () => (await ctx.database.db.select().from(outboxMessages)).every((r) => r.status === 'sent'),
      'sent',
    );
  });
});

describe('the outbox worker', () => {
  const queue = async (to: string) =>
    enqueueMessage(ctx.database.db, {
      kind: 'password-reset',
      to,
      language: 'en',
      ...passwordResetMessage({
        language: 'en',
        name: 'Mona',
        link: `${PUBLIC_URL}/reset-password?token=x`,
        validMinutes: 30,
      }),
    });

  it('tries again after a temporary refusal, and sends once', async () => {
    refusals = [451, 421];
    const id = await queue('retry@example.com');
    startSmtpWorker();
    await until(async () => (await statusOf(id)).status === 'sent', 'the message sent');
    expect(arrivals).toHaveLength(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('gives up at once on a permanent refusal, and keeps the reason', async () => {
    refusals = [550];
    const id = await queue('refused@example.com');
    startSmtpWorker();
    await until(async () => (await statusOf(id)).status === 'failed', 'the message failed');
    expect(await statusOf(id)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('550') });
    expect(arrivals).toHaveLength(0);
  });

  it('gives up after the last of its tries', async () => {
    refusals = [451, 451, 451];
    const id = await queue('busy@example.com');
    startSmtpWorker();
    await until(async () => (await statusOf(id)).status === 'failed', 'the message failed');
    expect((await statusOf(id)).attempts).toBe(3);
    expect(arrivals).toHaveLength(0);
  });

  it('writes an .eml file per message when no SMTP server is set, whole and once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kahraba-outbox-files-'));
    try {
      const id = await queue('file@example.com');
      const transport = createMailTransport({ smtpUrl: undefined, from: FROM }, dir);
      worker = startOutboxWorker(ctx.database.db, transport, quiet, { pollMs: 20 });
      await until(async () => (await statusOf(id)).status === 'sent', 'the file written');
      // Written again (as after a crash before `sent` was recorded), it is the same one file.
      await transport.send(await statusOf(id));
      expect(readdirSync(dir)).toEqual([`${id}.eml`]);
      const mail = await simpleParser(readFileSync(path.join(dir, `${id}.eml`)));
      expect(mail.messageId).toBe(`<${id}@kahraba.test>`);
      expect(mail.subject).toBe('Reset your Kahraba password');
      expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=x`);
      expect(existsSync(path.join(dir, `${id}.eml.partial`))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
