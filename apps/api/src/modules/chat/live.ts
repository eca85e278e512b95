import type { ServerResponse } from 'node:http';
import { isStaffRole } from '@kahraba/domain';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { findMessage, rolesOf, unreadCount } from './queries.js';

/** The PostgreSQL channel every API instance listens on for chat changes. */
export const CHAT_CHANNEL = 'kahraba_chat';

/** Proxies drop quiet connections (often after 30–60 s); a comment line every 25 s keeps them open. */
export const HEARTBEAT_MS = 25_000;

/** After the server ends a stream on closing, browsers come back after one to two times this. */
export const RECONNECT_AFTER_CLOSE_MS = 1_000;

/**
 * What travels between instances: ids only (NOTIFY payloads are small and visible to anyone on the
 * database). Each instance loads what its own open streams need.
 */
export type ChatChange =
  | { t: 'message'; id: string; from: string; to: string }
  | { t: 'deleted'; id: string; from: string; to: string }
  /** `reader` opened the conversation with `from`: their unread count changed. */
  | { t: 'read'; from: string; reader: string };

/**
 * The audience of the staff inbox's streams. User streams are keyed by the user's id (a UUID), so
 * this key can never be a user's.
 */
const STAFF_INBOX = 'staff-inbox';

/**
 * Takes the response over from Fastify for an event stream, answering the headers Fastify's hooks
 * already set (security headers, CORS) that writing to the raw response would otherwise lose.
 */
export function hijackForEventStream(reply: FastifyReply): {
  raw: ServerResponse;
  headers: Record<string, string>;
} {
  reply.hijack();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { raw: reply.raw, headers };
}

interface Stream {
  /** A user id, or STAFF_INBOX. */
  audience: string;
  raw: ServerResponse;
  heartbeat: NodeJS.Timeout;
}

function isChatChange(value: unknown): value is ChatChange {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (v.t === 'read') return typeof v.from === 'string' && typeof v.reader === 'string';
  return (
    (v.t === 'message' || v.t === 'deleted') &&
    typeof v.id === 'string' &&
    typeof v.from === 'string' &&
    typeof v.to === 'string'
  );
}

/**
 * The open event streams of this instance and the fan-out between instances: every change is
 * published through the database (LISTEN/NOTIFY on PostgreSQL, in process on PGlite) and each
 * instance, this one included, pushes it to the streams it holds. A shopper's or staff member's
 * own stream gets their conversations; the staff inbox's streams get every conversation between
 * a shopper and a staff account.
 */
export class ChatHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private unlisten: (() => Promise<void>) | null = null;
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (!this.database.listen) return;
    this.unlisten = await this.database.listen(
      CHAT_CHANNEL,
      (payload) => void this.deliver(payload),
      // The connection was lost and changes published meanwhile never arrived: the streams end, told
      // to come back, and the pages read what they missed when they reconnect.
      () => this.closeStreams(),
    );
  }

  /**
   * Pushes changes to the streams one at a time, in the order they were published: each one reads
   * the database before it is sent, and two read side by side could arrive the other way round
   * (a reply shown above the message it answers).
   */
  private deliver(payload: string): Promise<void> {
    this.delivering = this.delivering
      .then(() => this.dispatch(payload))
      .catch((err: unknown) => this.log.error({ err }, 'chat fan-out failed'));
    return this.delivering;
  }

  /** Never fails the request that made the change: a missed live event is caught up on refetch. */
  async publish(change: ChatChange): Promise<void> {
    const payload = JSON.stringify(change);
    try {
      if (this.database.notify) await this.database.notify(CHAT_CHANNEL, payload);
      else await this.deliver(payload);
    } catch (err) {
      this.log.error({ err }, 'chat notify failed');
    }
  }

  /** Takes over `raw` as an event stream for `userId` until the client goes away or the app closes. */
  async open(userId: string, raw: ServerResponse, headers: Record<string, string>): Promise<void> {
    const stream = this.attach(userId, raw, headers);
    try {
      this.send(stream, 'unread', { count: await unreadCount(this.database.db, userId) });
    } catch (err) {
      // The headers are gone already: the stream stays open and the next change brings the count.
      this.log.error({ err }, 'chat stream: could not load the unread count');
    }
  }

  /**
   * Takes over `raw` as a staff inbox stream: `message` and `deleted` for every conversation
   * between a shopper and a staff account, and `read` ({shopper, contact}) when staff open one.
   */
  openInbox(raw: ServerResponse, headers: Record<string, string>): void {
    this.attach(STAFF_INBOX, raw, headers);
  }

  private attach(audience: string, raw: ServerResponse, headers: Record<string, string>): Stream {
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 5000\n: connected\n\n');
    const stream: Stream = {
      audience,
      raw,
      heartbeat: setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS),
    };
    stream.heartbeat.unref();
    let set = this.streams.get(audience);
    if (!set) {
      set = new Set();
      this.streams.set(audience, set);
    }
    set.add(stream);
    raw.on('close', () => this.remove(stream));
    return stream;
  }

  /**
   * Ends every open stream (app.close must not wait for browsers to hang up), each told to come
   * back soon: EventSource reconnects after `retry` milliseconds, by then to another instance or to
   * this one restarted. The wait is spread so a stopping server's streams do not all return at once.
   */
  closeStreams(): void {
    for (const set of this.streams.values()) {
      for (const stream of set) {
        clearInterval(stream.heartbeat);
        const retry = RECONNECT_AFTER_CLOSE_MS + Math.floor(Math.random() * RECONNECT_AFTER_CLOSE_MS);
        stream.raw.end(`: server closing\nretry: ${retry}\n\n`);
      }
    }
    this.streams.clear();
  }

  async stop(): Promise<void> {
    this.closeStreams();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  private remove(stream: Stream) {
    clearInterval(stream.heartbeat);
    const set = this.streams.get(stream.audience);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.audience);
  }

  private send(stream: Stream, event: string, data: unknown) {
    if (stream.raw.writableEnded) return;
    stream.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private sendTo(audience: string, event: string, data: unknown) {
    for (const stream of this.streams.get(audience) ?? []) this.send(stream, event, data);
  }

  /**
   * Which of `a` and `b` is the shopper when they are a shopper and a staff account (a staff inbox
   * conversation); null otherwise, or when no inbox stream is open here to care.
   */
  private async inboxShopper(a: string, b: string): Promise<string | null> {
    if (!this.streams.has(STAFF_INBOX)) return null;
    const roles = await rolesOf(this.database.db, [a, b]);
    if (roles.get(a) === 'user' && isStaffRole(roles.get(b))) return a;
    if (roles.get(b) === 'user' && isStaffRole(roles.get(a))) return b;
    return null;
  }

  private async sendUnread(userId: string) {
    if (!this.streams.has(userId)) return;
    this.sendTo(userId, 'unread', { count: await unreadCount(this.database.db, userId) });
  }

  private async dispatch(payload: string): Promise<void> {
    let change: unknown;
    try {
      change = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isChatChange(change)) return;
    const db: Database = this.database.db;
    if (change.t === 'read') {
      await this.sendUnread(change.reader);
      // Only staff reading a shopper's messages changes the inbox's unread counts.
      if ((await this.inboxShopper(change.from, change.reader)) === change.from) {
        this.sendTo(STAFF_INBOX, 'read', { shopper: change.from, contact: change.reader });
      }
      return;
    }
    const { from, to } = change;
    const toInbox = (await this.inboxShopper(from, to)) !== null;
    if (!this.streams.has(from) && !this.streams.has(to) && !toInbox) return;
    if (change.t === 'message') {
      const message = await findMessage(db, change.id);
      if (!message) return;
      this.sendTo(from, 'message', message);
      this.sendTo(to, 'message', message);
      if (toInbox) this.sendTo(STAFF_INBOX, 'message', message);
    } else {
      const data = { _id: change.id, from, to };
      this.sendTo(from, 'deleted', data);
      this.sendTo(to, 'deleted', data);
      if (toInbox) this.sendTo(STAFF_INBOX, 'deleted', data);
    }
    await this.sendUnread(to);
  }
}
