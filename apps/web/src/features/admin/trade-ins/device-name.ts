import type { AdminTradeIn } from '@kahraba/domain';

/** What the shopper called their device (every trade-in form asks for a name), else its type. */
export function deviceName(tradeIn: Pick<AdminTradeIn, 'specs' | 'productType'>): string {
  const name = tradeIn.specs.name;
  return typeof name === 'string' && name.trim() !== '' ? name : tradeIn.productType;
}
