import { describe, expect, it } from 'vitest';
import {
  checkInstallment,
  headlineOffer,
  type InstallmentTerms,
  installmentOffers,
  installmentSchedule,
  type ProviderPlan,
  qualifiesForInstallments,
} from './installments.js';

const terms = (overrides: Partial<InstallmentTerms> = {}): InstallmentTerms => ({
  months: [6, 12],
  monthlyRatePercent: 0,
  adminFeeKind: 'none',
  adminFee: 0,
  minAmount: 0,
  maxAmount: null,
  disabled: false,
  ...overrides,
});

const plan = (id: string, overrides: Partial<ProviderPlan> = {}): ProviderPlan => ({
  id,
  provider: id,
  providerAr: id,
  ...terms(),
  ...overrides,
});

describe('installmentSchedule', () => {
  it('splits a 0 % plan into equal instalments that add up to the amount', () => {
    expect(installmentSchedule(15_000, terms(), 12)).toEqual({
      months: 12,
      principal: 15_000,
      adminFee: 0,
      interest: 0,
      totalPayable: 15_000,
      monthly: 1250,
      lastMonthly: 1250,
    });
  });

  it('lets the last instalment absorb the rounding', () => {
    // 1000 / 3 = 333.333… → 333.33, 333.33 and 333.34.
    const s = installmentSchedule(1000, terms({ months: [3] }), 3);
    expect(s).toMatchObject({ monthly: 333.33, lastMonthly: 333.34, totalPayable: 1000 });
    // 2000 / 3 = 666.666… → 666.67 twice, then 666.66.
    expect(installmentSchedule(2000, terms(), 3)).toMatchObject({ monthly: 666.67, lastMonthly: 666.66 });
  });

  it('adds flat monthly interest and a percent admin fee, each to the piastre', () => {
    // 10,000 at 2 % a month for 12 months = 2,400 interest; 5 % fee = 500.
    const s = installmentSchedule(
      10_000,
      terms({ monthlyRatePercent: 2, adminFeeKind: 'percent', adminFee: 5 }),
      12,
    );
    expect(s).toMatchObject({
      adminFee: 500,
      interest: 2400,
      totalPayable: 12_900,
      monthly: 1075,
      lastMonthly: 1075,
    });
  });

  it('adds a fixed admin fee', () => {
    const s = installmentSchedule(9999.99, terms({ adminFeeKind: 'fixed', adminFee: 250 }), 6);
    expect(s).toMatchObject({
      adminFee: 250,
      totalPayable: 10_249.99,
      monthly: 1708.33,
      lastMonthly: 1708.34,
    });
  });

  it('rounds a fee to the piastre, half away from zero', () => {
    // 2.5 % of 1.10 EGP = 2.75 piastres → 3.
    expect(installmentSchedule(1.1, terms({ adminFeeKind: 'percent', adminFee: 2.5 }), 1).adminFee).toBe(
      0.03,
    );
  });
});

describe('qualifiesForInstallments', () => {
  it('needs the amount between the minimum and the maximum, both included', () => {
    const t = terms({ minAmount: 3000, maxAmount: 50_000 });
    expect(qualifiesForInstallments(2999.99, t)).toBe(false);
    expect(qualifiesForInstallments(3000, t)).toBe(true);
    expect(qualifiesForInstallments(50_000, t)).toBe(true);
    expect(qualifiesForInstallments(50_000.01, t)).toBe(false);
  });

  it('refuses a disabled plan, a plan without months and a zero amount', () => {
    expect(qualifiesForInstallments(5000, terms({ disabled: true }))).toBe(false);
    expect(qualifiesForInstallments(5000, terms({ months: [] }))).toBe(false);
    expect(qualifiesForInstallments(0, terms())).toBe(false);
    expect(qualifiesForInstallments(Number.NaN, terms())).toBe(false);
  });
});

describe('checkInstallment', () => {
  it('prices a plan that applies', () => {
    expect(checkInstallment(6000, terms(), 6)).toEqual({
      ok: true,
      schedule: installmentSchedule(6000, terms(), 6),
    });
  });

  it.each([
    [terms({ disabled: true }), 6, 6000, 'INSTALLMENT_PLAN_UNAVAILABLE'],
    [terms(), 9, 6000, 'INSTALLMENT_MONTHS_UNAVAILABLE'],
    [terms({ minAmount: 8000 }), 6, 6000, 'INSTALLMENT_BELOW_MINIMUM'],
    [terms({ maxAmount: 5000 }), 6, 6000, 'INSTALLMENT_ABOVE_MAXIMUM'],
  ] as const)('refuses %j for %i months of %d with %s', (t, months, amount, refusal) => {
    expect(checkInstallment(amount, t, months)).toEqual({ ok: false, refusal });
  });
});

describe('installmentOffers', () => {
  it('lists every month option of every plan that finances the amount, in plan order, shortest first', () => {
    const plans = [
      plan('NBE', { months: [12, 6], minAmount: 3000 }),
      plan('CIB', { minAmount: 20_000 }),
      plan('valU', { months: [24], monthlyRatePercent: 2.5 }),
    ];
    const offers = installmentOffers(12_000, plans);
    expect(offers.map((o) => [o.planId, o.months, o.monthly, o.interestFree])).toEqual([
      ['NBE', 6, 2000, true],
      ['NBE', 12, 1000, true],
      ['valU', 24, 800, false],
    ]);
  });

  it('offers nothing for an amount no plan finances', () => {
    expect(installmentOffers(100, [plan('NBE', { minAmount: 3000 })])).toEqual([]);
  });
});

describe('headlineOffer', () => {
  it('leads with the lowest interest-free monthly amount, even when a paid plan is lower', () => {
    const offers = installmentOffers(12_000, [
      plan('NBE', { months: [6, 12] }),
      plan('valU', { months: [36], monthlyRatePercent: 1 }),
    ]);
    expect(headlineOffer(offers)).toMatchObject({ planId: 'NBE', months: 12, monthly: 1000 });
  });

  it('falls back to the lowest monthly amount, ties to fewer months, and null for none', () => {
    const offers = installmentOffers(12_000, [plan('valU', { months: [6, 12], monthlyRatePercent: 2 })]);
    expect(headlineOffer(offers)).toMatchObject({ months: 12 });
    expect(headlineOffer([])).toBeNull();
  });
});
