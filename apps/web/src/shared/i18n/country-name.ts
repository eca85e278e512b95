import { DEFAULT_COUNTRY } from '@kahraba/domain';
import type { TFunction } from 'i18next';

/**
 * The store delivers within Egypt, and addresses keep the country as the English word the order
 * was placed with; a page shows it in its own language. A country some other client sent is shown
 * as it was written.
 */
export function countryName(country: string, t: TFunction): string {
  return country.trim() === DEFAULT_COUNTRY ? t('countries.Egypt') : country;
}
