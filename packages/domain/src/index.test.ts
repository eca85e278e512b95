import { describe, expect, it } from 'vitest';
import * as chat from './chat.js';
import * as compare from './compare.js';
import * as errors from './errors.js';
import * as domain from './index.js';
import * as limits from './limits.js';
import * as money from './money.js';
import * as orders from './orders.js';
import * as pricing from './pricing.js';
import * as cartSchemas from './schemas/cart.js';
import * as chatSchemas from './schemas/chat.js';
import * as common from './schemas/common.js';
import * as dealer from './schemas/dealer.js';
import * as envelope from './schemas/envelope.js';
import * as orderSchemas from './schemas/order.js';
import * as product from './schemas/product.js';
import * as productListQuery from './schemas/product-list-query.js';
import * as tradeIn from './schemas/trade-in.js';
import * as user from './schemas/user.js';
import * as searchText from './search-text.js';
import * as taxonomy from './taxonomy.js';

const modules = {
  chat,
  compare,
  errors,
  limits,
  money,
  orders,
  pricing,
  cartSchemas,
  chatSchemas,
  common,
  dealer,
  envelope,
  orderSchemas,
  product,
  productListQuery,
  tradeIn,
  user,
  searchText,
  taxonomy,
};

describe('package entry', () => {
  it.each(Object.entries(modules))('re-exports everything %s exports', (_, mod) => {
    for (const [name, value] of Object.entries(mod)) {
      expect((domain as Record<string, unknown>)[name], name).toBe(value);
    }
  });

  it('exports nothing twice under one name', () => {
    const names = Object.values(modules).flatMap((mod) => Object.keys(mod));
    expect(names.length).toBe(new Set(names).size);
  });
});
