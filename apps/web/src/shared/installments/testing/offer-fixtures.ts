import type { InstallmentOfferWire } from '@kahraba/domain';

/** An offer as GET /installment-plans answers it; tests state only what they rely on. */
export function createOffer(overrides: Partial<InstallmentOfferWire> = {}): InstallmentOfferWire {
  const months = overrides.months ?? 12;
  const principal = overrides.principal ?? 15_000;
  return {
    planId: '11111111-1111-4111-8111-111111111111',
    provider: 'NBE',
    providerAr: 'البنك الأهلي المصري',
    months,
    monthlyRatePercent: 0,
    interestFree: true,
    principal,
    adminFee: 0,
    interest: 0,
    totalPayable: principal,
    monthly: principal / months,
    lastMonthly: principal / months,
    ...overrides,
  };
}

/** A bank's 0 % plan for 6 and 12 months and valU's paid plan for 24, on EGP 15,000. */
export const SAMPLE_OFFERS: InstallmentOfferWire[] = [
  createOffer({ months: 6, monthly: 2500, lastMonthly: 2500 }),
  createOffer({ months: 12, monthly: 1250, lastMonthly: 1250 }),
  createOffer({
    planId: '22222222-2222-4222-8222-222222222222',
    provider: 'valU',
    providerAr: 'ڤاليو',
    months: 24,
    monthlyRatePercent: 1.5,
    interestFree: false,
    adminFee: 750,
    interest: 5400,
    totalPayable: 21_150,
    monthly: 881.25,
    lastMonthly: 881.25,
  }),
];
