import { Icon } from '../../../shared/ui/icons';
import type { AdminSectionId } from './admin-sections';

// One 24×24 outline per sidebar section; decorative, the section's name is always written beside it.
const PATHS: Record<AdminSectionId, string> = {
  dashboard: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  products: 'M12 2 3 7v10l9 5 9-5V7zM3 7l9 5 9-5M12 12v10',
  orders: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  tradeIns: 'M4 8h13l-3-3M20 16H7l3 3',
  messages: 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z',
  brands: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  reviews: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  coupons: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 15l6-6M9.5 9.5h.01M14.5 14.5h.01',
  installmentPlans: 'M3 6h18v12H3zM3 10h18M7 15h4',
  tradeInEstimates: 'M4 20h16M6 16l4-5 3 3 5-7M15 7h3v3',
  deliveryZones:
    'M1 6h13v10H1zM14 9h4l4 4v3h-8zM5.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  staff:
    'M16 20a4 4 0 0 0-8 0M12 13a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 19a3 3 0 0 0-3-3M18 11a2.5 2.5 0 1 0 0-5M3 19a3 3 0 0 1 3-3M6 11a2.5 2.5 0 1 1 0-5',
  audit: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  outbox: 'M3 5h18v14H3zM3 5l9 8 9-8',
};

export function SectionIcon({ section }: { section: AdminSectionId }) {
  return <Icon d={PATHS[section]} className="size-5 shrink-0" />;
}
