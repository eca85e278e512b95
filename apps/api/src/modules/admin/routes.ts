import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { adminAuditRoutes } from './audit/routes.js';
import { adminCouponRoutes } from './coupons/routes.js';
import { adminDashboardRoutes } from './dashboard/routes.js';
import { adminDealerRoutes } from './dealers/routes.js';
import { adminDeliveryZoneRoutes } from './delivery-zones/routes.js';
import { adminFamilyRoutes } from './families/routes.js';
import { adminInboxRoutes } from './inbox/routes.js';
import { adminInstallmentPlanRoutes } from './installment-plans/routes.js';
import { adminOrderRoutes } from './orders/routes.js';
import { adminOutboxRoutes } from './outbox/routes.js';
import { adminProductRoutes } from './products/routes.js';
import { rejectNulCharacters } from './reject-nul-characters.js';
import { adminReviewRoutes } from './reviews/routes.js';
import { guardStaffRoutes } from './staff-guard.js';
import { adminTradeInEstimateRoutes } from './trade-in-estimates/routes.js';
import { adminTradeInRoutes } from './tradeins/routes.js';
import { adminUploadRoutes } from './uploads/routes.js';
import { adminUserRoutes } from './users/routes.js';

export interface AdminRoutesOptions {
  /** The inbox's live stream needs the database's LISTEN/NOTIFY, not only the query builder. */
  database: DatabaseHandle;
}

/**
 * The staff console's API under /admin (so /api/admin/...). Every route names the permission it
 * needs (STAFF_PERMISSIONS) and the guard installed first enforces it on the server, whatever the
 * console shows or hides.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  await app.register(
    async (admin) => {
      guardStaffRoutes(admin);
      rejectNulCharacters(admin);
      await admin.register(adminDashboardRoutes);
      await admin.register(adminProductRoutes);
      await admin.register(adminFamilyRoutes);
      await admin.register(adminUploadRoutes);
      await admin.register(adminOrderRoutes);
      await admin.register(adminTradeInRoutes);
      await admin.register(adminTradeInEstimateRoutes);
      await admin.register(adminInboxRoutes, { database: options.database });
      await admin.register(adminDealerRoutes);
      await admin.register(adminReviewRoutes);
      await admin.register(adminUserRoutes);
      await admin.register(adminCouponRoutes);
      await admin.register(adminInstallmentPlanRoutes);
      await admin.register(adminDeliveryZoneRoutes);
      await admin.register(adminAuditRoutes);
      await admin.register(adminOutboxRoutes);
    },
    { prefix: '/admin' },
  );
};
