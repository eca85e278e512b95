import {
  contactSchema,
  idSchema,
  messagePayloadSchema,
  messageSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { deleteMessage } from './delete-message.js';
import { ChatHub, hijackForEventStream } from './live.js';
import { listContacts, listMessages, MESSAGE_LIST_LIMIT, markConversationRead } from './queries.js';
import { sendMessage } from './send-message.js';

export interface ChatRoutesOptions {
  /** The live fan-out needs the database's LISTEN/NOTIFY, not only the query builder. */
  database: DatabaseHandle;
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const hub = new ChatHub(options.database, app.log);
  await hub.start();
  // Open streams would keep server.close() waiting; end them first, then stop listening.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/messages/contacts',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Whom the signed-in user can chat with',
        description:
          "The staff (admin, moderator); for staff also everyone they have exchanged messages with, and the active account named by `with` (to write to a shopper first, about an order or a trade-in). Latest conversation first, each with the number of their messages the user has not read. A shopper's `with` adds no one.",
        security: bearerAuth,
        querystring: z.object({ with: idSchema.optional() }),
        response: { 200: successEnvelopeSchema(z.array(contactSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const contacts = await listContacts(app.db, user.id, user.role, request.query.with);
      return { status: 'success' as const, data: contacts };
    },
  );

  app.get(
    '/messages',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: "The signed-in user's messages",
        description: `Oldest first, at most the newest ${MESSAGE_LIST_LIMIT}. With \`with\`, only the conversation with that contact — and loading it marks the contact's messages to the user as read (their unread count drops to 0).`,
        security: bearerAuth,
        querystring: z.object({ with: idSchema.optional() }),
        response: {
          200: z.object({
            status: z.literal('success'),
            messages: z.array(messageSchema),
            data: z.array(messageSchema),
          }),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const contactId = request.query.with;
      if (contactId !== undefined) {
        const changed = await markConversationRead(app.db, user.id, contactId);
        if (changed > 0) await hub.publish({ t: 'read', from: contactId, reader: user.id });
      }
      const messages = await listMessages(app.db, user.id, contactId, user.role === 'user');
      return { status: 'success' as const, messages, data: messages };
    },
  );

  app.post(
    '/messages',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Send a message',
        description:
          'Plain text, trimmed, 1–2000 characters, stored and returned verbatim. A shopper writes to staff contacts only; staff write to any active account, first if need be. Any other recipient is 404 CONTACT_NOT_FOUND.',
        security: bearerAuth,
        body: messagePayloadSchema,
        response: { 201: successEnvelopeSchema(messageSchema) },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(app.db, signedInUser(request).id, request.body);
      await hub.publish({ t: 'message', id: message._id, from: message.from._id, to: message.to._id });
      return reply.code(201).send({ status: 'success' as const, data: message });
    },
  );

  app.delete(
    '/messages/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: "Delete one's own message",
        security: bearerAuth,
        params: z.object({ id: idSchema }),
        response: { 200: successEnvelopeSchema(z.object({ _id: z.string() })) },
      },
    },
    async (request) => {
      const deleted = await deleteMessage(app.db, signedInUser(request).id, request.params.id);
      await hub.publish({ t: 'deleted', id: deleted.id, from: deleted.fromId, to: deleted.toId });
      return { status: 'success' as const, data: { _id: deleted.id } };
    },
  );

  app.get(
    '/messages/stream',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Live chat events (server-sent events)',
        description:
          'text/event-stream of `message` (a new message to or from the user, as in GET /messages), `deleted` ({_id, from, to}) and `unread` ({count}, sent on connect and whenever it changes). A comment line every 25 s keeps proxies from closing it. EventSource sends the session cookie; other clients the Authorization header.',
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { raw, headers } = hijackForEventStream(reply);
      await hub.open(user.id, raw, headers);
    },
  );
};
