import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationReadPayloadSchema,
  notificationSchema,
  notificationSettingsPayloadSchema,
  notificationSettingsSchema,
  notificationsReadAllPayloadSchema,
  notificationUnreadSchema,
  stockAlertSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import {
  listNotifications,
  markAllRead,
  markNotification,
  notificationSettings,
  unreadCount,
  updateNotificationSettings,
} from './queries.js';
import { stockAlertOf, subscribeStockAlert, unsubscribeStockAlert } from './stock-alerts.js';

const tags = ['notifications'];

/** The signed-in shopper's notification centre, e-mail settings and stock alerts. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The shopper's notifications, newest first, a page at a time",
        description:
          "Pass the answer's `nextBefore` as `before` for the next page; `unread` counts them all.",
        security: bearerAuth,
        querystring: notificationListQuerySchema,
        response: { 200: successEnvelopeSchema(notificationListSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listNotifications(app.db, signedInUser(request).id, request.query),
    }),
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'How many notifications the shopper has not read (the navbar bell)',
        security: bearerAuth,
        response: { 200: successEnvelopeSchema(notificationUnreadSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { unread: await unreadCount(app.db, signedInUser(request).id) },
    }),
  );

  app.patch(
    '/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mark every notification read',
        security: bearerAuth,
        body: notificationsReadAllPayloadSchema,
        response: { 200: successEnvelopeSchema(notificationUnreadSchema) },
      },
    },
    async (request) => {
      await markAllRead(app.db, signedInUser(request).id);
      return { status: 'success' as const, data: { unread: 0 } };
    },
  );

  app.patch(
    '/notifications/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mark one notification read (or unread)',
        description:
          "Another shopper's notification, like an unknown one, answers 404 NOTIFICATION_NOT_FOUND.",
        security: bearerAuth,
        params: notificationParamsSchema,
        body: notificationReadPayloadSchema,
        response: { 200: successEnvelopeSchema(notificationSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await markNotification(app.db, signedInUser(request).id, request.params.id, request.body.read),
    }),
  );

  app.get(
    '/user/me/notification-settings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Which e-mails the shopper wants (order messages always go)',
        security: bearerAuth,
        response: { 200: successEnvelopeSchema(notificationSettingsSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await notificationSettings(app.db, signedInUser(request).id),
    }),
  );

  app.patch(
    '/user/me/notification-settings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Turn price-drop, stock and chat-reply e-mails on or off',
        security: bearerAuth,
        body: notificationSettingsPayloadSchema,
        response: { 200: successEnvelopeSchema(notificationSettingsSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await updateNotificationSettings(app.db, signedInUser(request).id, request.body),
    }),
  );

  const stockAlert = {
    tags,
    security: bearerAuth,
    params: notificationParamsSchema,
    response: { 200: successEnvelopeSchema(stockAlertSchema) },
  };

  app.get(
    '/product/:id/stock-alert',
    {
      onRequest: requireUser,
      schema: { ...stockAlert, summary: 'Whether the shopper waits to hear the product is back in stock' },
    },
    async (request) => ({
      status: 'success' as const,
      data: await stockAlertOf(app.db, signedInUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/product/:id/stock-alert',
    {
      onRequest: requireUser,
      schema: {
        ...stockAlert,
        summary: 'Tell me once when this product is back in stock',
        description: 'Subscribing again changes nothing; the alert is spent when it is sent.',
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await subscribeStockAlert(app.db, signedInUser(request).id, request.params.id),
    }),
  );

  app.delete(
    '/product/:id/stock-alert',
    {
      onRequest: requireUser,
      schema: { ...stockAlert, summary: 'Stop waiting for the product (none to stop changes nothing)' },
    },
    async (request) => ({
      status: 'success' as const,
      data: await unsubscribeStockAlert(app.db, signedInUser(request).id, request.params.id),
    }),
  );
};
