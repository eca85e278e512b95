import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.js';
import { auditOf, createStaffCast, insertOrder, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
});
afterAll(() => ctx.close());

/** A product with one review each of `ratings`, written by shoppers who received it. */
async function reviewedProduct(ratings: number[]) {
  const product = await createProduct(ctx.database.db);
  const reviewIds: string[] = [];
  for (const rating of ratings) {
    const shopper = await createUser(ctx.database.db);
    await insertOrder(ctx.database.db, {
      userId: shopper.id,
      createdAt: new Date(),
      total: 500,
      status: 'delivered',
      lines: [{ productId: product.id, quantity: 1, unitPrice: 500 }],
    });
    const res = await requestAs(ctx.app, shopper)('POST', `/api/product/${product.id}/reviews`, {
      rating,
      title: `${rating} stars`,
      text: 'Written by a shopper who received it.',
    });
    expect(res.statusCode, res.body).toBe(201);
    reviewIds.push(res.json().data._id);
  }
  return { product, reviewIds };
}

const publicReviews = async (productId: string) =>
  (await requestAs(ctx.app, null)('GET', `/api/product/${productId}/reviews`)).json().data;
const publicProduct = async (productId: string) =>
  (await requestAs(ctx.app, null)('GET', `/api/product/${productId}`)).json().data;

describe('hiding reviews', () => {
  it('hides a review from the shop list and the figures, shows it again, and audits both', async () => {
    const { product, reviewIds } = await reviewedProduct([1, 5]);
    const [unkind, kind] = reviewIds as [string, string];
    expect(await publicProduct(product.id)).toMatchObject({ rating: 3, ratingsQuantity: 2, reviews: 2 });

    const hidden = await requestAs(ctx.app, cast.moderator)('PATCH', `/api/admin/reviews/${unkind}`, {
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ _id: unkind, hidden: true, hiddenAt: expect.any(String) });

    const shown = await publicReviews(product.id);
    expect(shown.items.map((r: { _id: string }) => r._id)).toEqual([kind]);
    expect(shown.summary).toEqual({ average: 5, count: 1, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    expect(await publicProduct(product.id)).toMatchObject({ rating: 5, ratingsQuantity: 1, reviews: 1 });
    // Hiding it again changes nothing and records nothing.
    await requestAs(ctx.app, cast.moderator)('PATCH', `/api/admin/reviews/${unkind}`, { hidden: true });

    const back = await requestAs(ctx.app, cast.admin)('PATCH', `/api/admin/reviews/${unkind}`, {
      hidden: false,
    });
    expect(back.json().data).toMatchObject({ hidden: false, hiddenAt: null });
    expect((await publicReviews(product.id)).total).toBe(2);
    expect(await publicProduct(product.id)).toMatchObject({ rating: 3, ratingsQuantity: 2 });

    const entries = await auditOf(ctx.database.db, unkind);
    expect(entries.map((e) => [e.action, e.entity, e.actorId])).toEqual([
      ['review.hide', 'review', cast.moderator.id],
      ['review.unhide', 'review', cast.admin.id],
    ]);
    expect(entries[0]).toMatchObject({ before: { hidden: false }, after: { hidden: true } });
  });

  it('keeps a hidden review hidden, and out of the figures, when its author edits it', async () => {
    const { product, reviewIds } = await reviewedProduct([2, 4]);
    const authorReview = reviewIds[0]!;
    await requestAs(ctx.app, cast.admin)('PATCH', `/api/admin/reviews/${authorReview}`, { hidden: true });
    const [row] = (
      await requestAs(ctx.app, cast.admin)('GET', `/api/admin/reviews?product=${product.id}&hidden=true`)
    ).json().data.items;
    expect(row).toMatchObject({ _id: authorReview, hidden: true });
    const author = { id: row.author._id, role: 'user' as const };
    const edit = await requestAs(ctx.app, author)('POST', `/api/product/${product.id}/reviews`, {
      rating: 5,
      title: 'Edited',
      text: 'Trying to bring it back by editing.',
    });
    expect(edit.statusCode).toBe(200);
    expect((await publicReviews(product.id)).summary).toMatchObject({ average: 4, count: 1 });
    expect(
      (await requestAs(ctx.app, author)('GET', `/api/product/${product.id}/reviews/mine`)).json().data.review,
    ).toMatchObject({ hidden: true, rating: 5 });
  });

  it('lists reviews for staff with their product and author, filtered by visibility', async () => {
    const { product } = await reviewedProduct([3]);
    const list = (
      await requestAs(ctx.app, cast.moderator)('GET', `/api/admin/reviews?product=${product.id}`)
    ).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(list.items[0]).toMatchObject({
      productName: product.name,
      author: { email: expect.stringContaining('@example.com') },
      hidden: false,
    });
    expect(
      (
        await requestAs(ctx.app, cast.moderator)(
          'GET',
          `/api/admin/reviews?product=${product.id}&hidden=true`,
        )
      ).json().data.total,
    ).toBe(0);
  });

  it('answers 404 REVIEW_NOT_FOUND for an unknown review and 400 for a bad body', async () => {
    const asAdmin = requestAs(ctx.app, cast.admin);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await asAdmin('PATCH', `/api/admin/reviews/${id}`, { hidden: true });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('REVIEW_NOT_FOUND');
    }
    const { reviewIds } = await reviewedProduct([4]);
    const bad = await asAdmin('PATCH', `/api/admin/reviews/${reviewIds[0]}`, { hidden: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});
