import type { AdminOrder, AdminProduct, AdminTradeIn, AdminUser, Dashboard } from '@kahraba/domain';
import { createProduct } from '../../../test/mock-api';

export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return { ...createProduct(overrides), lowStock: false, ...overrides };
}

const customer = { _id: 'u1', name: 'Mona Hassan', email: 'mona@example.com', phone: '01001234567' };

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: 'o1',
    orderNumber: 'KH-20261122-ABCDEF',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    status: 'pending',
    total: 2100,
    subtotal: 2000,
    shippingFee: 100,
    discount: 0,
    paymentMethod: 'cash',
    shippingMethod: 'standard',
    shippingAddress: {
      firstName: 'Mona',
      lastName: 'Hassan',
      email: 'mona@example.com',
      phone: '01001234567',
      address: '12 Tahrir St',
      city: 'Cairo',
      postalCode: '11511',
      country: 'Egypt',
    },
    notes: '',
    items: [
      {
        product: { _id: 'p1', name: 'Galaxy S24', nameAr: 'جالاكسي S24', images: ['/media/x.svg'] },
        quantity: 2,
        price: 1000,
      },
    ],
    customer,
    history: [
      { status: 'pending', at: '2026-11-22T10:00:00.000Z', by: null, note: null, trackingNumber: null },
    ],
    ...overrides,
  };
}

export function adminTradeIn(overrides: Partial<AdminTradeIn> = {}): AdminTradeIn {
  return {
    _id: 't1',
    user: 'u1',
    category: 'MobileTablet',
    productType: 'Mobile',
    specs: { name: 'iPhone 12', ram: '4 GB', internalMemory: '128 GB' },
    replacement: 'p1',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    customer,
    replacementProduct: {
      _id: 'p1',
      name: 'Galaxy S25',
      nameAr: null,
      brand: 'Samsung',
      image: '/media/x.svg',
      price: 40_000,
      priceAfterDiscount: null,
    },
    offeredCredit: null,
    rejectReason: null,
    decidedBy: null,
    decidedAt: null,
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const id = overrides._id ?? 'u1';
  return {
    _id: id,
    id,
    name: 'Mona Hassan',
    email: 'mona@example.com',
    phone: null,
    role: 'user',
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    from: '2026-10-24',
    to: '2026-11-22',
    days: [
      { date: '2026-11-21', revenue: 5000, orders: 2 },
      { date: '2026-11-22', revenue: 7500, orders: 3 },
    ],
    totals: { revenue: 12_500, orders: 5, averageOrder: 2500 },
    ordersByStatus: { pending: 2, processing: 1, shipped: 0, delivered: 2, cancelled: 0 },
    mostViewed: [
      { _id: 'p1', name: 'Galaxy S24', nameAr: 'جالاكسي S24', image: '/media/x.svg', value: 1204 },
    ],
    mostBought: [{ _id: 'p2', name: 'AirPods Pro', nameAr: null, image: '/media/x.svg', value: 3 }],
    topExclusive: [],
    lowStock: [{ _id: 'p3', name: 'USB-C cable', nameAr: null, image: '/media/x.svg', value: 1 }],
    pendingTradeIns: 4,
    unreadChats: 7,
    ...overrides,
  };
}
