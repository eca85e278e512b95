// What each benchmark scenario asks the server, as autocannon request sequences. Each connection
// repeats its sequence for the whole run.
import { randomUUID } from 'node:crypto';
import type { Request, RequestContext } from 'autocannon';
import type { ScenarioKind } from './budgets.ts';
import { facetsMix, listingMix, searchMix, suggestionMix } from './query-mix.ts';

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  requests: Request[];
  expectStatus: (status: number) => boolean;
  /** Run while a writer changes a price and sells a product out every second (PostgreSQL only). */
  underWrites?: boolean;
}

/** Facts about the running store the scenarios are built from. */
export interface ScenarioInputs {
  sampleProductIds: readonly string[];
  checkoutProductIds: readonly string[];
  /** One bearer token per shopper; at least as many shoppers as connections. */
  shopperTokens: readonly string[];
  /** A page in the middle of the listing scenario's result set. */
  deepListingPage: number;
}

export const LISTING_PATH = '/api/product?category=Mobile&sort=price-asc&page=1&limit=24';
const ARABIC_QUERY = 'سامسونج جالكسي';

const is2xx = (status: number) => status >= 200 && status < 300;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const json = { 'content-type': 'application/json' };

function get(path: string): Request {
  return { method: 'GET', path };
}

/**
 * Each GET goes to the next of `paths`, all connections sharing one cursor: with more paths than
 * the answer cache holds (300), no answer is ever asked for again while it is still cached.
 */
function cycling(paths: readonly string[]): Request {
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (request) => {
      const path = paths[next % paths.length]!;
      next += 1;
      return { ...request, path };
    },
  };
}

/** Each GET goes to one of `paths` at random. */
function rotating(paths: readonly string[]): Request {
  return { method: 'GET', setupRequest: (request) => ({ ...request, path: pick(paths) }) };
}

/**
 * Add to cart, reserve, place the order: the checkout page's sequence (SPEC §7). A connection takes
 * a free shopper for each round and gives it back when the order is answered, so no two connections
 * ever fill or empty the same cart at once.
 */
function checkoutRound(inputs: ScenarioInputs): Request[] {
  const free = [...inputs.shopperTokens];
  const auth = (context: RequestContext) => ({ ...json, authorization: `Bearer ${String(context.token)}` });
  return [
    {
      method: 'POST',
      path: '/api/cart',
      setupRequest(request, context) {
        context.token = free.pop() ?? pick(inputs.shopperTokens);
        context.product = pick(inputs.checkoutProductIds);
        return {
          ...request,
          headers: auth(context),
          body: JSON.stringify({ product: context.product, quantity: 1 }),
        };
      },
    },
    {
      method: 'POST',
      path: '/api/reservation',
      setupRequest: (request, context) => ({
        ...request,
        headers: auth(context),
        body: JSON.stringify({ productId: context.product }),
      }),
    },
    {
      method: 'POST',
      path: '/api/order',
      setupRequest: (request, context) => ({
        ...request,
        headers: { ...auth(context), 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          shippingAddress: {
            firstName: 'Bench',
            lastName: 'Shopper',
            email: 'bench@bench.kahraba.test',
            phone: '01000000000',
            address: '12 Tahrir Street',
            city: 'Giza',
            postalCode: '12511',
          },
          paymentMethod: 'cash',
          shippingMethod: 'standard',
          notes: '',
        }),
      }),
      onResponse(_status, _body, context) {
        free.push(String(context.token));
      },
    },
  ];
}

/** The uncached scenarios: distinct queries, none repeated while its answer could still be cached. */
function mixScenarios(): Scenario[] {
  const mixes: [string, ScenarioKind, string[]][] = [
    ['listing', 'listing', listingMix()],
    ['filter panels', 'facets', facetsMix()],
    ['search', 'search', searchMix()],
    ['suggestions', 'suggest', suggestionMix()],
  ];
  return mixes.map(([label, kind, paths]) => ({
    name: `${label} mix, ${paths.length} distinct (uncached)`,
    kind,
    requests: [cycling(paths)],
    expectStatus: is2xx,
  }));
}

/** The mixes again, and product pages, while the catalog is written every second (write-load.ts). */
function writeLoadScenarios(inputs: ScenarioInputs): Scenario[] {
  const mixes: [string, ScenarioKind, string[]][] = [
    ['listing', 'listing-writes', listingMix()],
    ['search', 'search-writes', searchMix()],
    ['suggestions', 'suggest-writes', suggestionMix()],
  ];
  return [
    ...mixes.map(([label, kind, paths]) => ({
      name: `${label} mix under writes, ${paths.length} distinct`,
      kind,
      requests: [cycling(paths)],
      expectStatus: is2xx,
      underWrites: true,
    })),
    {
      name: 'product detail under writes, random ids',
      kind: 'detail-writes',
      requests: [rotating(inputs.sampleProductIds.map((id) => `/api/product/${id}`))],
      expectStatus: is2xx,
      underWrites: true,
    },
  ];
}

export function scenarios(inputs: ScenarioInputs): Scenario[] {
  const deepListing = LISTING_PATH.replace('page=1', `page=${inputs.deepListingPage}`);
  return [
    {
      // The cheapest answer the server gives: routing, the error envelope, no database.
      name: '404 for an unknown /api path',
      kind: 'baseline',
      requests: [get('/api/bench/no-such-route')],
      expectStatus: (status) => status === 404,
    },
    {
      name: 'listing Mobile by price, page 1',
      kind: 'listing',
      requests: [get(LISTING_PATH)],
      expectStatus: is2xx,
    },
    {
      name: `listing Mobile by price, page ${inputs.deepListingPage}`,
      kind: 'listing',
      requests: [get(deepListing)],
      expectStatus: is2xx,
    },
    {
      name: 'search "samsung galaxy"',
      kind: 'search',
      requests: [get('/api/product?search=samsung%20galaxy')],
      expectStatus: is2xx,
    },
    {
      name: `search Arabic "${ARABIC_QUERY}"`,
      kind: 'search',
      requests: [get(`/api/product?search=${encodeURIComponent(ARABIC_QUERY)}`)],
      expectStatus: is2xx,
    },
    {
      name: 'search one letter "a"',
      kind: 'search',
      requests: [get('/api/product?search=a')],
      expectStatus: is2xx,
    },
    {
      name: 'suggestions "sam"',
      kind: 'suggest',
      requests: [get('/api/product/suggest?q=sam')],
      expectStatus: is2xx,
    },
    ...mixScenarios(),
    {
      name: 'product detail, random ids',
      kind: 'detail',
      requests: [rotating(inputs.sampleProductIds.map((id) => `/api/product/${id}`))],
      expectStatus: is2xx,
    },
    {
      name: 'home page (4 calls)',
      kind: 'home',
      requests: [
        get('/api/analytics/most-viewed'),
        get('/api/analytics/top-exclusive'),
        get('/api/dealer'),
        get('/api/product?limit=8'),
      ],
      expectStatus: is2xx,
    },
    ...writeLoadScenarios(inputs),
    {
      name: 'checkout (cart, reserve, order)',
      kind: 'checkout',
      requests: checkoutRound(inputs),
      expectStatus: is2xx,
    },
  ];
}
