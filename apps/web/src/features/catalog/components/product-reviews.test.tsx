import type { MyReview, Review, ReviewPage } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { createUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/mock-api';
import { ProductReviews } from './product-reviews';

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  product: 'p1',
  rating: 5,
  title: 'Great phone',
  text: 'Fast, bright screen and the battery lasts two days.',
  authorName: 'Mona',
  verifiedPurchase: true,
  helpful: 1204,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const pageOf = (items: Review[], stars: ReviewPage['summary']['stars']): ReviewPage => {
  const count = Object.values(stars).reduce((a, b) => a + b, 0);
  const sum = Object.entries(stars).reduce((a, [s, n]) => a + Number(s) * n, 0);
  return {
    items,
    total: count,
    page: 1,
    limit: 5,
    pages: Math.max(1, Math.ceil(count / 5)),
    summary: { average: count ? Math.round((sum / count) * 10) / 10 : null, count, stars },
  };
};

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A fake reviews API for product p1; records every call. */
function mockReviewsApi(page: ReviewPage, mine: MyReview = { eligible: false, review: null }) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const data =
      url.pathname === '/api/product/p1/reviews/mine'
        ? mine
        : method === 'POST'
          ? review({ _id: 'mine', ...(JSON.parse(String(init?.body)) as object) })
          : page;
    return new Response(JSON.stringify({ status: 'success', data }), {
      status: method === 'POST' ? 201 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const product = { _id: 'p1', ratingsQuantity: 0, reviews: 0 };
const twoReviews = pageOf(
  [review(), review({ _id: 'r2', rating: 3, title: 'Decent', authorName: 'Omar', helpful: 0 })],
  {
    1: 0,
    2: 0,
    3: 1,
    4: 0,
    5: 1,
  },
);

describe('ProductReviews', () => {
  it('shows the average, each star’s count and the reviews, and asks for the most helpful on request', async () => {
    const user = userEvent.setup();
    const calls = mockReviewsApi(twoReviews);
    renderPage(<ProductReviews product={product} />);
    expect(await screen.findByText('Great phone')).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
    const breakdown = screen.getByRole('list', { name: 'Reviews by number of stars' });
    expect(within(breakdown).getByText('5 stars: 1')).toBeInTheDocument();
    expect(within(breakdown).getByText('1 star: 0')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByText('Verified purchase')).toHaveLength(2);
    expect(within(list).getByText('Mona').parentElement).toHaveTextContent('Mona, Nov 20, 2026');
    // Guests see how many found it helpful, and are asked to sign in to write.
    expect(within(list).getByText('Helpful (1,204)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2F');

    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'helpful');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('sort') === 'helpful')).toBe(true));
  });

  it('reads in Arabic, with Western digits', async () => {
    await i18n.changeLanguage('ar');
    mockReviewsApi(twoReviews);
    renderPage(<ProductReviews product={product} />);
    expect(await screen.findByText('Great phone')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'آراء العملاء' })).toBeInTheDocument();
    expect(screen.getByText('بناءً على مراجعتين')).toBeInTheDocument();
    expect(screen.getByText('نجمة واحدة: 0')).toBeInTheDocument();
    expect(screen.getAllByText('شراء مؤكد')).toHaveLength(2);
    expect(screen.getByText('مفيدة (1,204)')).toBeInTheDocument();
    expect(screen.getByLabelText('ترتيب المراجعات')).toBeInTheDocument();
    // A Latin name in an Arabic byline is isolated from the date beside it, and the date from it.
    const name = screen.getByText('Mona');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement?.textContent).toMatch(/^Mona، /);
    expect(name.nextElementSibling?.tagName).toBe('BDI');
  });

  it('keeps SPEC’s no-reviews message for a product nobody reviewed, in both languages', async () => {
    mockReviewsApi(pageOf([], { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }));
    const { unmount } = renderPage(<ProductReviews product={product} />);
    expect(
      await screen.findByText('No reviews yet. Be the first to review this product.'),
    ).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('ar');
    renderPage(<ProductReviews product={product} />);
    expect(await screen.findByText('لا توجد تقييمات بعد. كن أول من يقيّم هذا المنتج.')).toBeInTheDocument();
  });

  it('tells a signed-in shopper without a delivered order that they cannot review yet', async () => {
    sessionStore.seed(createUser());
    mockReviewsApi(twoReviews, { eligible: false, review: null });
    renderPage(<ProductReviews product={product} />);
    expect(
      await screen.findByText('Only shoppers who have received this product can review it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('checks the form like the API does, then publishes the review', async () => {
    sessionStore.seed(createUser());
    const user = userEvent.setup();
    const calls = mockReviewsApi(twoReviews, { eligible: true, review: null });
    renderPage(<ProductReviews product={product} />);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.type(within(form).getByLabelText(/^Title/), 'ok');
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByText('Choose 1 to 5 stars.')).toBeInTheDocument();
    expect(within(form).getByText('Write a title of 3 to 120 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Write a review of 10 to 2,000 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText(/^Title/), 'kay phone');
    await user.type(within(form).getByLabelText(/^Your review/), 'Good value for the price.');
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { rating: 4, title: 'okkay phone', text: 'Good value for the price.' },
      ]),
    );
  });

  it('offers a shopper their own review to edit, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    sessionStore.seed(createUser());
    mockReviewsApi(twoReviews, { eligible: true, review: { ...review({ _id: 'r1' }), hidden: false } });
    renderPage(<ProductReviews product={product} />);
    const form = await screen.findByRole('form', { name: 'عدّل مراجعتك' });
    expect(within(form).getByRole('radio', { name: '5 نجوم' })).toBeChecked();
    expect(within(form).getByDisplayValue('Great phone')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'حفظ التعديلات' })).toBeInTheDocument();
  });
});
