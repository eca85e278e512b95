import {
  conversationSchema,
  idSchema,
  messageSchema,
  staffReplyPayloadSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../../db/client.js';
import { signedInUser } from '../../auth/authenticate.js';
import { ChatHub, hijackForEventStream } from '../../chat/live.js';
import { success } from '../envelope.js';
import { CONVERSATION_LIST_LIMIT, listConversations } from './queries.js';
import { openConversation, replyAsContact } from './service.js';

export interface AdminInboxRoutesOptions {
  /** The live fan-out needs the database's LISTEN/NOTIFY, not only the query builder. */
  database: DatabaseHandle;
}

const conversationParams = z.object({ shopperId: idSchema, contactId: idSchema });

export const adminInboxRoutes: FastifyPluginAsyncZod<AdminInboxRoutesOptions> = async (app, options) => {
  // This plugin's own hub on the shared chat channel: changes reach it through the database exactly
  // as they reach the shopper chat's hub (and other instances), and its replies reach theirs.
  const hub = new ChatHub(options.database, app.log);
  await hub.start();
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/conversations',
    {
      config: { permission: 'chat.manage' },
      schema: {
        summary: 'Every conversation between a shopper and a staff contact',
        description: `Conversations with unread messages first, then the most recent (at most ${CONVERSATION_LIST_LIMIT}).`,
        response: { 200: successEnvelopeSchema(z.array(conversationSchema)) },
      },
    },
    async () => success(await listConversations(app.db)),
  );

  app.get(
    '/conversations/:shopperId/:contactId/messages',
    {
      config: { permission: 'chat.manage' },
      schema: {
        summary: "A conversation's messages, oldest first",
        description: "Opening it marks the shopper's messages to the contact as read.",
        params: conversationParams,
        response: { 200: successEnvelopeSchema(z.array(messageSchema)) },
      },
    },
    async (request) => {
      const { shopperId, contactId } = request.params;
      return success(await openConversation(app.db, hub, shopperId, contactId));
    },
  );

  app.post(
    '/conversations/:shopperId/:contactId/messages',
    {
      config: { permission: 'chat.manage' },
      schema: {
        summary: 'Reply to the shopper as the staff contact they wrote to',
        description:
          'The contact must be a staff account the shopper has written to (else 404 CONVERSATION_NOT_FOUND).',
        params: conversationParams,
        body: staffReplyPayloadSchema,
        response: { 201: successEnvelopeSchema(messageSchema) },
      },
    },
    async (request, reply) => {
      const { shopperId, contactId } = request.params;
      const actorId = signedInUser(request).id;
      const message = await replyAsContact(app.db, hub, actorId, shopperId, contactId, request.body.message);
      return reply.code(201).send(success(message));
    },
  );

  app.get(
    '/stream',
    {
      config: { permission: 'chat.manage' },
      schema: {
        summary: 'Live inbox events (server-sent events)',
        description:
          'text/event-stream of `message` (a new message in any shopper–staff conversation, as in the messages list), `deleted` ({_id, from, to}) and `read` ({shopper, contact}) when staff open a conversation. EventSource sends the session cookie; other clients the Authorization header.',
      },
    },
    async (_request, reply) => {
      const { raw, headers } = hijackForEventStream(reply);
      hub.openInbox(raw, headers);
    },
  );
};
