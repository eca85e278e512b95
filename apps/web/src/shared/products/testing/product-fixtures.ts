import type { Product } from '@kahraba/domain';
import { vi } from 'vitest';

// Test helpers for anything that shows products: a product factory and a fake API behind fetch.

let nextId = 1;

export function createProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? `p${nextId++}`;
  return {
    _id: id,
    id,
    name: `Product ${id}`,
    nameAr: null,
    slug: `product-${id}`,
    brand: 'Samsung',
    category: 'Mobile',
    productType: 'MobileTablet',
    __t: 'MobileTablet',
    description: 'A dependable phone.',
    descriptionAr: null,
    price: 10_000,
    priceAfterDiscount: null,
    discount: null,
    discountPercentage: 0,
    quantity: 5,
    sold: 0,
    image: `/media/products/${id}.svg`,
    images: [],
    rating: 4,
    ratingsAverage: 4,
    ratingsQuantity: 0,
    reviews: 0,
    views: 0,
    isExclusive: false,
    isNew: false,
    badge: null,
    productCode: `KH-${id}`,
    referralCode: null,
    installments: null,
    used: false,
    usedStatus: null,
    specs: {},
    company: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers each request from `handler`; a handler that returns nothing gives a 404 envelope. */
export function mockApi(
  handler: (request: FakeRequest) => FakeReply | undefined | Promise<FakeReply | undefined>,
) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method: init.method ?? 'GET', url, body };
    requests.push(request);
    const reply = (await handler(request)) ?? {
      status: 404,
      body: { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'Not found' },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

export const success = (data: unknown, extra: Record<string, unknown> = {}): FakeReply => ({
  body: { status: 'success', data, ...extra },
});

export const failure = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { status: 'error', code, message },
});
