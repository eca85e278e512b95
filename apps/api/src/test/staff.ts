import type { Role } from '@kahraba/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.js';
import type { Database } from '../db/client.js';
import { auditLog, orderLines, orders } from '../db/schema.js';
import { authHeaders, createUser, type TestUser } from './factories.js';

// Helpers the staff console's API tests share.

export interface StaffCast {
  admin: TestUser;
  moderator: TestUser;
  shopper: TestUser;
}

export async function createStaffCast(db: Database): Promise<StaffCast> {
  return {
    admin: await createUser(db, { name: 'Nour Admin', role: 'admin' }),
    moderator: await createUser(db, { name: 'Karim Support', role: 'moderator' }),
    shopper: await createUser(db, { name: 'Mona Hassan' }),
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request to the app as `user` (null: a guest). */
export function requestAs(app: App, user: { id: string; role: Role } | null) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: user ? authHeaders(app, user) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Audit entries about one entity, oldest first. */
export async function auditOf(db: Database, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt));
}

/** Places an order through the shop's own routes, as the shopper would (stock is taken). */
export async function placeOrder(
  app: App,
  shopper: TestUser,
  lines: readonly { product: string; quantity: number }[],
): Promise<{ _id: string; orderNumber: string }> {
  const as = requestAs(app, shopper);
  for (const line of lines) {
    const res = await as('POST', '/api/cart', line);
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await as('POST', '/api/order', {
    shippingAddress: {
      firstName: 'Mona',
      lastName: 'Hassan',
      email: 'mona.orders@example.com',
      phone: '01098765432',
      address: '12 Tahrir St',
      city: 'Cairo',
      postalCode: '11511',
    },
    paymentMethod: 'cash',
    shippingMethod: 'standard',
    notes: '',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order;
}

let orderSequence = 0;

/**
 * Inserts an order as it would be stored, at a given time and status, without touching stock:
 * for figures over known data (the dashboard), not for stock rules.
 */
export async function insertOrder(
  db: Database,
  values: {
    userId: string;
    createdAt: Date;
    total: number;
    status?: (typeof orders.$inferInsert)['status'];
    lines?: readonly { productId: string; quantity: number; unitPrice: number }[];
  },
) {
  orderSequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `KH-TEST-${orderSequence}-${Math.random().toString(36).slice(2, 8)}`,
      userId: values.userId,
      status: values.status ?? 'pending',
      paymentMethod: 'cash',
      shippingMethod: 'standard',
      shippingAddress: {
        firstName: 'Mona',
        lastName: 'Hassan',
        email: 'mona.ships@example.com',
        phone: '01011112222',
        address: '3 Nile Corniche',
        city: 'Giza',
        postalCode: '12511',
        country: 'Egypt',
      },
      subtotal: values.total,
      shippingFee: 0,
      total: values.total,
      createdAt: values.createdAt,
      updatedAt: values.createdAt,
    })
    .returning();
  if (values.lines && values.lines.length > 0) {
    await db.insert(orderLines).values(
      values.lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        name: 'Line',
        image: '/media/products/x.svg',
        unitPrice: l.unitPrice,
        quantity: l.quantity,
      })),
    );
  }
  return order!;
}

/**
 * Every route the app has under `prefix`, as "METHOD /url" (HEAD left out: Fastify adds it to
 * every GET), read from Fastify's own route tree.
 */
export function registeredRoutes(app: App, prefix: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(url);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && url.startsWith(prefix)) routes.push(`${method} ${url}`);
    }
  }
  return routes.sort();
}
