import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { insertOrder, requestAs } from '../../test/staff.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const review = (overrides: object = {}) => ({
  rating: 5,
  title: 'Great phone',
  text: 'Fast, bright screen and the battery lasts two days.',
  ...overrides,
});

/** A shopper who has received `product` (a delivered order holding it), or one with it only `status`. */
async function buyer(
  productId: string,
  status: 'delivered' | 'shipped' | 'pending' = 'delivered',
  name?: string,
) {
  const shopper = await createUser(ctx.database.db, name ? { name } : {});
  await insertOrder(ctx.database.db, {
    userId: shopper.id,
    createdAt: new Date(),
    total: 1000,
    status,
    lines: [{ productId, quantity: 1, unitPrice: 1000 }],
  });
  return shopper;
}

const as = (user: TestUser | null) => requestAs(ctx.app, user);
const productOf = async (id: string) => (await as(null)('GET', `/api/product/${id}`)).json().data;

describe('POST /api/product/:id/reviews', () => {
  it('lets a shopper with a delivered order write a verified review, which the product then counts', async () => {
    const phone = await createProduct(ctx.database.db, { rating: 3.2, ratingsQuantity: 40 });
    const mona = await buyer(phone.id, 'delivered', 'Mona Hassan');
    const res = await as(mona)('POST', `/api/product/${phone.id}/reviews`, review({ rating: 4 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      product: phone.id,
      rating: 4,
      title: 'Great phone',
      authorName: 'Mona',
      verifiedPurchase: true,
      helpful: 0,
    });
    // The reviews' figures replace the catalog's rating from now on.
    expect(await productOf(phone.id)).toMatchObject({
      rating: 4,
      ratingsAverage: 4,
      ratingsQuantity: 1,
      reviews: 1,
    });
  });

  it('answers 403 REVIEW_NOT_ALLOWED, in the language asked, to a shopper whose order is not delivered', async () => {
    const phone = await createProduct(ctx.database.db);
    const other = await createProduct(ctx.database.db);
    for (const shopper of [
      await buyer(phone.id, 'shipped'),
      await buyer(other.id, 'delivered'),
      await createUser(ctx.database.db),
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/product/${phone.id}/reviews`,
        headers: { ...authHeaders(ctx.app, shopper), 'accept-language': 'ar' },
        payload: review(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'REVIEW_NOT_ALLOWED',
        message: 'لا يمكن تقييم هذا المنتج إلا بعد استلامه.',
      });
    }
    expect((await as(null)('GET', `/api/product/${phone.id}/reviews`)).json().data.total).toBe(0);
  });

  it('keeps one review per shopper: a second POST edits it and moves the average', async () => {
    const phone = await createProduct(ctx.database.db);
    const mona = await buyer(phone.id);
    const omar = await buyer(phone.id);
    const first = await as(mona)('POST', `/api/product/${phone.id}/reviews`, review({ rating: 5 }));
    await as(omar)('POST', `/api/product/${phone.id}/reviews`, review({ rating: 4 }));
    const edit = await as(mona)(
      'POST',
      `/api/product/${phone.id}/reviews`,
      review({ rating: 2, title: 'Changed my mind', text: 'The battery got worse after a month.' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({
      _id: first.json().data._id,
      rating: 2,
      title: 'Changed my mind',
    });
    const list = (await as(null)('GET', `/api/product/${phone.id}/reviews`)).json().data;
    expect(list.total).toBe(2);
    expect(list.summary).toEqual({ average: 3, count: 2, stars: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 } });
    expect(await productOf(phone.id)).toMatchObject({ rating: 3, ratingsQuantity: 2, reviews: 2 });
    const mine = (await as(mona)('GET', `/api/product/${phone.id}/reviews/mine`)).json().data;
    expect(mine).toMatchObject({ eligible: true, review: { rating: 2, hidden: false } });
  });

  it.each([
    { rating: 0 },
    { rating: 6 },
    { rating: 4.5 },
    { title: 'ab' },
    { title: 'x'.repeat(121) },
    { text: 'too short' },
    { text: 'x'.repeat(2001) },
    { extra: true },
  ])('answers 400 VALIDATION_ERROR to %j', async (change) => {
    const phone = await createProduct(ctx.database.db);
    const mona = await buyer(phone.id);
    const res = await as(mona)('POST', `/api/product/${phone.id}/reviews`, review(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 401 to a guest and 404 PRODUCT_NOT_FOUND for an unknown product', async () => {
    const phone = await createProduct(ctx.database.db);
    expect((await as(null)('POST', `/api/product/${phone.id}/reviews`, review())).statusCode).toBe(401);
    expect((await as(null)('GET', `/api/product/${phone.id}/reviews/mine`)).statusCode).toBe(401);
    const mona = await buyer(phone.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await as(mona)('POST', `/api/product/${id}/reviews`, review());
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
      expect((await as(null)('GET', `/api/product/${id}/reviews`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/product/:id/reviews', () => {
  it('pages the reviews newest first, or most helpful first', async () => {
    const phone = await createProduct(ctx.database.db);
    const writers = [await buyer(phone.id), await buyer(phone.id), await buyer(phone.id)];
    const ids: string[] = [];
    for (const [index, writer] of writers.entries()) {
      const res = await as(writer)(
        'POST',
        `/api/product/${phone.id}/reviews`,
        review({ title: `Review ${index}` }),
      );
      ids.push(res.json().data._id);
    }
    // The first review is found helpful by two shoppers (a vote counts once), the second by one.
    expect(
      (await as(writers[1]!)('POST', `/api/product/${phone.id}/reviews/${ids[0]}/helpful`)).json().data,
    ).toEqual({ helpful: 1 });
    await as(writers[1]!)('POST', `/api/product/${phone.id}/reviews/${ids[0]}/helpful`);
    await as(writers[2]!)('POST', `/api/product/${phone.id}/reviews/${ids[0]}/helpful`);
    await as(writers[0]!)('POST', `/api/product/${phone.id}/reviews/${ids[1]}/helpful`);
    const own = await as(writers[0]!)('POST', `/api/product/${phone.id}/reviews/${ids[0]}/helpful`);
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('CANNOT_VOTE_OWN_REVIEW');

    const newest = (await as(null)('GET', `/api/product/${phone.id}/reviews?limit=2`)).json().data;
    expect(newest).toMatchObject({ total: 3, page: 1, limit: 2, pages: 2 });
    expect(newest.items.map((r: { _id: string }) => r._id)).toEqual([ids[2], ids[1]]);
    const second = (await as(null)('GET', `/api/product/${phone.id}/reviews?limit=2&page=2`)).json().data;
    expect(second.items.map((r: { _id: string }) => r._id)).toEqual([ids[0]]);
    const helpful = (await as(null)('GET', `/api/product/${phone.id}/reviews?sort=helpful`)).json().data;
    expect(helpful.items.map((r: { _id: string; helpful: number }) => [r._id, r.helpful])).toEqual([
      [ids[0], 2],
      [ids[1], 1],
      [ids[2], 0],
    ]);
  });

  it('answers 400 INVALID_PARAMETER to a bad page, limit or sort', async () => {
    const phone = await createProduct(ctx.database.db);
    for (const query of ['page=0', 'limit=51', 'sort=oldest', 'limit=abc']) {
      const res = await as(null)('GET', `/api/product/${phone.id}/reviews?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('INVALID_PARAMETER');
    }
  });

  it('says a shopper without a delivered order may not review yet', async () => {
    const phone = await createProduct(ctx.database.db);
    const omar = await buyer(phone.id, 'pending');
    expect((await as(omar)('GET', `/api/product/${phone.id}/reviews/mine`)).json().data).toEqual({
      eligible: false,
      review: null,
    });
  });
});
