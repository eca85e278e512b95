import { ORDER_STATUSES, type OrderStatus, type Role } from './taxonomy.js';

// The staff console's rules: who may do what, and how an order moves through its statuses.
// The API enforces them on every /api/admin route; the console reads them to hide what a role
// cannot do. One table each, so the two can never disagree.

export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: unknown): role is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(role);

/** What each staff permission allows, and the roles that hold it. */
export const STAFF_PERMISSIONS = {
  /** Dashboard figures and charts. */
  'dashboard.read': ['admin', 'moderator'],
  /** Product list and detail, dealers list. */
  'catalog.read': ['admin', 'moderator'],
  /** Create, edit and delete products, upload images, adjust stock. */
  'catalog.write': ['admin'],
  /** Create, edit and delete dealers/brands. */
  'dealers.write': ['admin'],
  /** Order list and status changes. */
  'orders.manage': ['admin', 'moderator'],
  /** Trade-in list, approve and reject. */
  'tradeIns.manage': ['admin', 'moderator'],
  /** The chat inbox and replies. */
  'chat.manage': ['admin', 'moderator'],
  /** Staff accounts: create, change role, disable. */
  'staff.manage': ['admin'],
  /** Product reviews: list them, hide one from the shop or show it again. */
  'reviews.moderate': ['admin', 'moderator'],
  /** Discount codes: list and read. */
  'coupons.read': ['admin', 'moderator'],
  /** Discount codes: create, edit, disable. */
  'coupons.write': ['admin'],
  /** Installment plans of banks and finance companies: list and read. */
  'installments.read': ['admin', 'moderator'],
  /** Installment plans: create, edit, disable. */
  'installments.write': ['admin'],
  /** The trade-in estimate table (base ranges and condition factors): read. */
  'tradeInEstimates.read': ['admin', 'moderator'],
  /** The trade-in estimate table: edit. */
  'tradeInEstimates.write': ['admin'],
  /** Delivery zones: each governorate's fees and delivery days. */
  'delivery.read': ['admin', 'moderator'],
  /** Delivery zones: change a governorate's fees, days, and whether express is offered. */
  'delivery.write': ['admin'],
  /** The audit log. */
  'audit.read': ['admin'],
  /** The outbox of e-mails to shoppers: what was sent, what waits, what failed. Bodies hold reset links. */
  'outbox.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function can(role: Role | null | undefined, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role ?? '');
}

/**
 * The statuses an order may move to from each status. Forward one step at a time; cancelling is
 * possible until the parcel leaves (pending or processing). Delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** A status an order can be moved to: never back to pending. */
export type OrderMoveTarget = (typeof ORDER_TRANSITIONS)[OrderStatus][number];

export function nextOrderStatuses(from: OrderStatus): readonly OrderMoveTarget[] {
  return ORDER_TRANSITIONS[from];
}

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

/** Statuses whose orders count as sales on the dashboard (a cancelled order earned nothing). */
export const REVENUE_STATUSES = ORDER_STATUSES.filter((s) => s !== 'cancelled');

/** A product at or under this many units in stock is "low stock" (and 0 is out of stock). */
export const LOW_STOCK_THRESHOLD = 5;

/** Uploaded product images: the formats accepted (checked by content, not by name) and the cap. */
export const PRODUCT_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The widths an upload is resized to (never enlarged): the gallery's large image and the cards'
 * thumbnail. Stored as WebP.
 */
export const PRODUCT_IMAGE_WIDTHS = { large: 800, thumb: 400 } as const;

/** The dashboard's longest date range, in days, so one request cannot scan years of orders. */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_DEFAULT_DAYS = 30;
/** Dashboard days are Cairo days: an order at 01:00 Cairo time belongs to that Cairo date. */
export const STORE_TIME_ZONE = 'Africa/Cairo';

/** Every kind of staff change the audit log records; the part before the dot is the entity it changes. */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.stock',
  'product.variant',
  'family.create',
  'upload.create',
  'order.status',
  'tradeIn.approve',
  'tradeIn.reject',
  'dealer.create',
  'dealer.update',
  'dealer.delete',
  'user.create',
  'user.update',
  'message.reply',
  'review.hide',
  'review.unhide',
  'coupon.create',
  'coupon.update',
  'installmentPlan.create',
  'installmentPlan.update',
  'tradeInEstimate.update',
  'deliveryZone.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  (AUDIT_ACTIONS as readonly unknown[]).includes(value);
