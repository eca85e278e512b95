import { z } from 'zod';
import { idSchema, isoDateTimeSchema, moneySchema } from './common.js';

/**
 * What a notification is about. Each kind carries, in `data`, what the notification centre needs to
 * draw it in either language (names in both, numbers, ids for its link): no text is stored, so an
 * entry reads in whichever language the shopper now uses.
 */
export const NOTIFICATION_KINDS = [
  'order-placed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'trade-in-decided',
  'chat-reply',
  'price-drop',
  'back-in-stock',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const orderData = z.object({
  orderId: idSchema,
  orderNumber: z.string(),
  total: moneySchema,
});

const productData = z.object({
  productId: idSchema,
  name: z.string(),
  nameAr: z.string().nullable(),
});

const common = {
  _id: idSchema,
  id: idSchema,
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
};

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('order-placed'), data: orderData }),
  z.object({
    ...common,
    kind: z.literal('order-shipped'),
    data: orderData.extend({ trackingNumber: z.string().nullable() }),
  }),
  z.object({ ...common, kind: z.literal('order-delivered'), data: orderData }),
  z.object({
    ...common,
    kind: z.literal('order-cancelled'),
    /** True for a paid InstaPay order: the entry says how the refund goes. */
    data: orderData.extend({ refund: z.boolean() }),
  }),
  z.object({
    ...common,
    kind: z.literal('trade-in-decided'),
    data: z.object({
      tradeInId: idSchema,
      device: z.string(),
      decision: z.enum(['approved', 'rejected']),
      offeredCredit: moneySchema.nullable(),
      reason: z.string().nullable(),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('chat-reply'),
    /** Staff replies the shopper had not read, counted when they were told. */
    data: z.object({ count: z.int().min(1) }),
  }),
  z.object({
    ...common,
    kind: z.literal('price-drop'),
    data: productData.extend({ oldPrice: moneySchema, newPrice: moneySchema }),
  }),
  z.object({ ...common, kind: z.literal('back-in-stock'), data: productData }),
]);
export type Notification = z.infer<typeof notificationSchema>;
/** The `data` of a notification of kind `K`. */
export type NotificationData<K extends NotificationKind> = Extract<Notification, { kind: K }>['data'];

/** GET /notifications: the newest first, a page at a time; `nextBefore` asks for the page after. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.int().min(0),
  nextBefore: isoDateTimeSchema.nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationListQuerySchema = z.object({
  /** Entries older than this moment (the previous page's `nextBefore`). */
  before: isoDateTimeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /notifications/unread-count: what the navbar's bell shows. */
export const notificationUnreadSchema = z.object({ unread: z.int().min(0) });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** PATCH /notifications/{id}: read, or back to unread. */
export const notificationReadPayloadSchema = z.strictObject({ read: z.boolean() });
export type NotificationReadPayload = z.infer<typeof notificationReadPayloadSchema>;

/** PATCH /notifications: every entry read at once ("mark all read"). */
export const notificationsReadAllPayloadSchema = z.strictObject({ read: z.literal(true) });

export const notificationParamsSchema = z.object({ id: idSchema });

/**
 * Which e-mails the shopper wants besides the order messages, which always go (GET and PATCH
 * /user/me/notification-settings). The notification centre shows everything either way.
 */
export const notificationSettingsSchema = z.object({
  priceAlerts: z.boolean(),
  stockAlerts: z.boolean(),
  chatReplies: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsPayloadSchema = notificationSettingsSchema.partial().strict();
export type NotificationSettingsPayload = z.infer<typeof notificationSettingsPayloadSchema>;

/** POST and DELETE /product/{id}/stock-alert, and GET: whether the shopper is waiting for it. */
export const stockAlertSchema = z.object({ productId: idSchema, subscribed: z.boolean() });
export type StockAlert = z.infer<typeof stockAlertSchema>;
