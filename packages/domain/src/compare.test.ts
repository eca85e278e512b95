import { describe, expect, it } from 'vitest';
import { toggleCompare } from './compare.js';

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
