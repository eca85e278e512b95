import type { AdminReview } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { createStaff, mockAdminApi, ok, paged, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  _id: '6f1c2d3e-0000-4000-8000-0000000000a1',
  product: '6f1c2d3e-0000-4000-8000-0000000000b1',
  productName: 'Galaxy A56',
  rating: 1,
  title: 'Terrible',
  text: 'Rude words a moderator should hide.',
  authorName: 'Omar',
  author: { _id: '6f1c2d3e-0000-4000-8000-0000000000c1', name: 'Omar Said', email: 'omar@example.com' },
  verifiedPurchase: true,
  helpful: 0,
  hidden: false,
  hiddenAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

describe('reviews section of the console', () => {
  it('lets a moderator hide a review', async () => {
    signInAs(createStaff('moderator'));
    const api = mockAdminApi({
      'GET /api/admin/reviews': paged([review()]),
      'PATCH /api/admin/reviews/6f1c2d3e-0000-4000-8000-0000000000a1': ok(
        review({ hidden: true, hiddenAt: '2026-11-23T10:00:00.000Z' }),
      ),
    });
    renderAdmin('/admin/reviews');
    const row = await screen.findByTestId('admin-review');
    expect(within(row).getByText('Shown')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Hide the review “Terrible”' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ hidden: true }]),
    );
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/reviews': paged([review({ hidden: true })]) });
    renderAdmin('/admin/reviews');
    const row = await screen.findByTestId('admin-review');
    expect(within(row).getByText('مخفية')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'إظهار المراجعة «Terrible» من جديد' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المراجعات' })).toBeInTheDocument();
  });
});
