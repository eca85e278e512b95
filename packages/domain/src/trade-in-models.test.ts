import { describe, expect, it } from 'vitest';
import { tradeInSpecsFromModel } from './trade-in-models.js';

describe('tradeInSpecsFromModel', () => {
  it("fills the type's form from the model's name and the specifications named alike", () => {
    const specs = tradeInSpecsFromModel('Mobile', {
      name: ' Samsung Galaxy S24 ',
      specs: { ram: '8 GB', internalMemory: '256 GB', screen: '6.2 inches', weight: '167 g' },
    });
    expect(specs).toEqual({
      name: 'Samsung Galaxy S24',
      ram: '8 GB',
      internalMemory: '256 GB',
      screen: '6.2 inches',
    });
  });

  it('leaves out what the model does not name, and fields of other types', () => {
    expect(
      tradeInSpecsFromModel('Laptop', { name: 'Dell XPS 13', specs: { processor: ' ', screen: '13"' } }),
    ).toEqual({ name: 'Dell XPS 13' });
  });
});
