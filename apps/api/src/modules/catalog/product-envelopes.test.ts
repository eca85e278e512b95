import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { jsonBody, listingEnvelope } from './product-envelopes.js';

const appWith = (publicUrl: string | undefined) => ({ config: { publicUrl } }) as unknown as FastifyInstance;

describe('jsonBody', () => {
  it('writes the pieces one after another as UTF-8, whatever their script', () => {
    const pieces = ['{"name":', '"سماعة لاسلكية"', ',"brand":"Sony","price":1500}'];
    const bytes = jsonBody(appWith(undefined), pieces);
    expect(bytes.equals(Buffer.from(pieces.join('')))).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toStrictEqual({
      name: 'سماعة لاسلكية',
      brand: 'Sony',
      price: 1500,
    });
  });

  it('writes every byte of characters that take the most UTF-8 per code unit, and nothing more', () => {
    // '€' is 3 bytes from one code unit, the most there is; '📱' is 4 bytes from two.
    const cases: string[][] = [
      ['"', '€'.repeat(1000), '"'],
      // More than the room kept for answers.
      ['"', '€'.repeat(400_000), '"'],
      ['"📱', '€€', 'ب', '"'],
      ['"plain ascii"'],
      ['"\uD800 lone surrogate"'],
      [],
    ];
    for (const pieces of cases) {
      const bytes = jsonBody(appWith(undefined), pieces);
      expect(bytes.equals(Buffer.from(pieces.join('')))).toBe(true);
      expect(bytes.length).toBe(Buffer.byteLength(pieces.join('')));
    }
  });

  it('names media by absolute URL across the pieces under PUBLIC_URL', () => {
    const counts = { results: 1, page: 1, totalPages: 1, total: 1, totalExact: true, hasNextPage: false };
    const envelope = listingEnvelope({
      dataJson: '[{"image":"/media/products/a.svg","nameAr":"شاحن"}]',
      ...counts,
    });
    const answer = JSON.parse(jsonBody(appWith('https://shop.kahraba.eg'), envelope).toString('utf8'));
    expect(answer).toStrictEqual({
      status: 'success',
      data: [{ image: 'https://shop.kahraba.eg/media/products/a.svg', nameAr: 'شاحن' }],
      ...counts,
    });
  });
});
