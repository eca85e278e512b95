import { describe, expect, it } from 'vitest';
import { brandChoices } from './brand-select';

const dealers = [{ name: 'Apple' }, { name: 'Samsung' }, { name: 'Sony' }];

describe('brandChoices', () => {
  it('lists the brands of the results with their counts, in the order counted', () => {
    const facets = {
      brands: [
        { name: 'Samsung', count: 12 },
        { name: 'Xiaomi', count: 4 },
      ],
      types: [],
      specs: [],
      counted: 16,
      exact: true,
    };
    expect(brandChoices(facets, dealers, undefined)).toEqual([
      { name: 'Samsung', count: 12 },
      { name: 'Xiaomi', count: 4 },
    ]);
    // The URL's brand with no result left is still shown, with none.
    expect(brandChoices(facets, dealers, 'Sony').at(-1)).toEqual({ name: 'Sony', count: 0 });
  });

  it('leaves the numbers out when not every result was counted', () => {
    const facets = {
      brands: [{ name: 'Samsung', count: 20000 }],
      types: [],
      specs: [],
      counted: 20000,
      exact: false,
    };
    expect(brandChoices(facets, dealers, 'Nokia')).toEqual([
      { name: 'Samsung', count: undefined },
      { name: 'Nokia', count: undefined },
    ]);
  });

  it('offers every dealer until the counts come (or when they fail)', () => {
    expect(brandChoices(undefined, dealers, 'Nokia').map((choice) => choice.name)).toEqual([
      'Apple',
      'Samsung',
      'Sony',
      'Nokia',
    ]);
  });
});
