import { describe, expect, it } from 'vitest';
import { comparedSpecFields, toggleCompare, valuesDiffer } from './compare.js';

const p = (id: string) => ({ _id: id, name: `Product ${id}` });

describe('toggleCompare', () => {
  it('adds a product to an empty list', () => {
    expect(toggleCompare([], p('a'))).toEqual({ list: [p('a')], refused: false });
  });

  it('appends up to four products in the order chosen', () => {
    let list: ReturnType<typeof p>[] = [];
    for (const id of ['a', 'b', 'c', 'd']) list = toggleCompare(list, p(id)).list;
    expect(list.map((x) => x._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a fifth product and leaves the list unchanged', () => {
    const full = ['a', 'b', 'c', 'd'].map(p);
    const result = toggleCompare(full, p('e'));
    expect(result.refused).toBe(true);
    expect(result.list).toEqual(full);
  });

  it('removes a product that is already listed, even when the list is full', () => {
    const full = ['a', 'b', 'c', 'd'].map(p);
    expect(toggleCompare(full, p('b'))).toEqual({ list: ['a', 'c', 'd'].map(p), refused: false });
  });

  it('recognises a listed product by id, not by object identity', () => {
    expect(toggleCompare([p('a')], { _id: 'a', name: 'another copy' }).list).toEqual([]);
  });

  it('does not modify the list it is given', () => {
    const list = [p('a')];
    toggleCompare(list, p('b'));
    toggleCompare(list, p('a'));
    expect(list).toEqual([p('a')]);
  });

  it('uses a custom key when given one', () => {
    const list = [{ id: 1 }, { id: 2 }];
    expect(toggleCompare(list, { id: 2 }, (x) => x.id).list).toEqual([{ id: 1 }]);
  });
});

describe('comparedSpecFields', () => {
  it('lists the fields of one type in its own order', () => {
    expect(comparedSpecFields(['MobileTablet', 'MobileTablet'])).toEqual([
      'deviceType',
      'screen',
      'ram',
      'internalMemory',
      'rearCamera',
      'selfieCamera',
      'chipset',
      'operatingSystem',
      'battery',
    ]);
  });

  it('adds the fields of another type once, after the first type’s', () => {
    const fields = comparedSpecFields(['Wearable', 'Audio']);
    expect(fields).toEqual([
      'wearableType',
      'display',
      'connectivity',
      'battery',
      'features',
      'warranty',
      'audioType',
      'company',
    ]);
  });

  it('has nothing to compare without products', () => {
    expect(comparedSpecFields([])).toEqual([]);
  });
});

describe('valuesDiffer', () => {
  it('finds equal values alike, whatever the spacing and case', () => {
    expect(valuesDiffer(['8 GB', '8  gb', ' 8 GB '])).toBe(false);
  });

  it('marks different values, and a value one product lacks', () => {
    expect(valuesDiffer(['8 GB', '12 GB'])).toBe(true);
    expect(valuesDiffer(['8 GB', null])).toBe(true);
    expect(valuesDiffer([null, undefined])).toBe(false);
  });

  it('marks nothing for a single product', () => {
    expect(valuesDiffer(['8 GB'])).toBe(false);
  });
});
