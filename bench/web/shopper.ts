// A signed-in shopper for the page benchmarks: a shopper's session cookie (the demo shopper's unless
// told otherwise), and an order of theirs so the order page has something to show. Made through the
// API, as the store would.

export interface Credentials {
  email: string;
  password: string;
}

const DEMO_SHOPPER: Credentials = { email: 'shopper@kahraba.eg', password: 'Shopper#2026' };

export interface BenchShopper {
  /** The Cookie header a signed-in browser sends. */
  cookie: string;
  orderId: string;
}

async function call(baseUrl: string, path: string, init: { method: string; token?: string; body?: unknown }) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method} /api${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { body, cookies: response.headers.getSetCookie() };
}

/** Signs the shopper (the demo shopper by default) in and places one order of `productId` for them. */
export async function benchShopper(
  baseUrl: string,
  productId: string,
  shopper: Credentials = DEMO_SHOPPER,
): Promise<BenchShopper> {
  const login = await call(baseUrl, '/auth/login', { method: 'POST', body: shopper });
  const token = String(login.body.token);
  // The session cookie as the login set it, sent back as a browser would ("name=value").
  const cookie = login.cookies.map((setCookie) => setCookie.split(';')[0]).join('; ');
  if (!cookie) throw new Error('POST /api/auth/login set no session cookie');
  await call(baseUrl, '/cart', { method: 'POST', token, body: { product: productId, quantity: 1 } });
  const { body: placed } = await call(baseUrl, '/order', {
    method: 'POST',
    token,
    body: {
      shippingAddress: {
        firstName: 'Mona',
        lastName: 'Hassan',
        email: shopper.email,
        phone: '01012345678',
        address: '12 Tahrir Street, Dokki',
        city: 'Giza',
        postalCode: '12611',
      },
      paymentMethod: 'cash',
      shippingMethod: 'standard',
    },
  });
  const data = placed.data as { order?: { _id?: string }; _id?: string } | undefined;
  const orderId = data?.order?._id ?? data?._id;
  if (!orderId) throw new Error(`POST /api/order gave no order id: ${JSON.stringify(placed)}`);
  // A cart with something in it, as a shopper's usually is when they open it.
  await call(baseUrl, '/cart', { method: 'POST', token, body: { product: productId, quantity: 1 } });
  return { cookie, orderId };
}
