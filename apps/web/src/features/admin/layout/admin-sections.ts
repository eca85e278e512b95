import type { StaffPermission } from '@kahraba/domain';
import { paths } from '../../../shared/paths';

export type AdminSectionId =
  | 'dashboard'
  | 'products'
  | 'orders'
  | 'tradeIns'
  | 'messages'
  | 'brands'
  | 'reviews'
  | 'coupons'
  | 'installmentPlans'
  | 'tradeInEstimates'
  | 'deliveryZones'
  | 'staff'
  | 'audit'
  | 'outbox';

export interface AdminSection {
  id: AdminSectionId;
  to: string;
  /** What a role needs to see the section at all; the section's own actions may need more. */
  permission: StaffPermission;
}

/** The sidebar, in order. The routes declare the same permissions (admin-routes.tsx). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'dashboard', to: paths.admin(), permission: 'dashboard.read' },
  { id: 'products', to: paths.adminProducts(), permission: 'catalog.read' },
  { id: 'orders', to: paths.adminOrders(), permission: 'orders.manage' },
  { id: 'tradeIns', to: paths.adminTradeIns(), permission: 'tradeIns.manage' },
  { id: 'messages', to: paths.adminMessages(), permission: 'chat.manage' },
  { id: 'brands', to: paths.adminBrands(), permission: 'catalog.read' },
  { id: 'reviews', to: paths.adminReviews(), permission: 'reviews.moderate' },
  { id: 'coupons', to: paths.adminCoupons(), permission: 'coupons.read' },
  { id: 'installmentPlans', to: paths.adminInstallmentPlans(), permission: 'installments.read' },
  { id: 'tradeInEstimates', to: paths.adminTradeInEstimates(), permission: 'tradeInEstimates.read' },
  { id: 'deliveryZones', to: paths.adminDeliveryZones(), permission: 'delivery.read' },
  { id: 'staff', to: paths.adminStaff(), permission: 'staff.manage' },
  { id: 'audit', to: paths.adminAudit(), permission: 'audit.read' },
  { id: 'outbox', to: paths.adminOutbox(), permission: 'outbox.read' },
];
