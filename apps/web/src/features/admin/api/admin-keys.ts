import type {
  AdminOrderListQuery,
  AdminProductListQuery,
  AdminReviewListQuery,
  AdminTradeInListQuery,
  AdminUserListQuery,
  AuditListQuery,
  OutboxListQuery,
} from '@kahraba/domain';
import type { DateRange } from '../lib/date-range';

/**
 * The staff console's one query-key factory. Everything sits under ['admin'] so a mutation can
 * refresh a whole area (every product list and detail) with one prefix.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboards: () => [...adminKeys.all, 'dashboard'] as const,
  dashboard: (range: DateRange) => [...adminKeys.dashboards(), range] as const,

  products: () => [...adminKeys.all, 'products'] as const,
  productList: (query: AdminProductListQuery) => [...adminKeys.products(), 'list', query] as const,
  product: (id: string) => [...adminKeys.products(), 'detail', id] as const,
  stockHistory: (id: string) => [...adminKeys.product(id), 'stock'] as const,

  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (query: AdminOrderListQuery) => [...adminKeys.orders(), 'list', query] as const,
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,

  tradeIns: () => [...adminKeys.all, 'tradeIns'] as const,
  tradeInList: (query: AdminTradeInListQuery) => [...adminKeys.tradeIns(), 'list', query] as const,
  tradeIn: (id: string) => [...adminKeys.tradeIns(), 'detail', id] as const,
  tradeInEstimates: () => [...adminKeys.all, 'tradeInEstimates'] as const,

  conversations: () => [...adminKeys.all, 'conversations'] as const,
  conversationList: () => [...adminKeys.conversations(), 'list'] as const,
  conversation: (shopperId: string, contactId: string) =>
    [...adminKeys.conversations(), 'messages', shopperId, contactId] as const,

  dealers: () => [...adminKeys.all, 'dealers'] as const,

  reviews: () => [...adminKeys.all, 'reviews'] as const,
  reviewList: (query: AdminReviewListQuery) => [...adminKeys.reviews(), 'list', query] as const,
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  installmentPlans: () => [...adminKeys.all, 'installmentPlans'] as const,
  deliveryZones: () => [...adminKeys.all, 'deliveryZones'] as const,

  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: AdminUserListQuery) => [...adminKeys.users(), 'list', query] as const,

  audit: (query: AuditListQuery) => [...adminKeys.all, 'audit', query] as const,

  outbox: () => [...adminKeys.all, 'outbox'] as const,
  outboxList: (query: OutboxListQuery) => [...adminKeys.outbox(), 'list', query] as const,
  outboxMessage: (id: string) => [...adminKeys.outbox(), 'detail', id] as const,
};
