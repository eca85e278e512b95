import type { ProductFamily } from '@kahraba/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { withAbsoluteMediaUrlsInJson } from '../../http/public-urls.js';
import { type JsonText, piecesOf } from './json-text.js';
import type { ProductListPage } from './product-list.js';

// The success envelopes (SPEC §7) of answers whose products arrive as JSON text from the database
// (product-json.ts). Their shapes are the response schemas in routes.ts, which document them and
// which routes.test.ts checks every answer against.

/**
 * The bytes of a JSON text answer. With PUBLIC_URL, image paths become absolute URLs, as in every
 * other shopper's answer (app.ts).
 */
export function jsonBody(app: FastifyInstance, json: JsonText): Buffer {
  const publicUrl = app.config.publicUrl;
  const pieces = piecesOf(json);
  if (publicUrl) return Buffer.from(withAbsoluteMediaUrlsInJson(pieces.join(''), publicUrl));
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at);
  return bytes;
}

/**
 * Sends JSON as it is: text, or the bytes jsonBody made of it. Fastify's serializer (and the
 * schema check it runs) is for objects; a body with a JSON content type goes out untouched.
 */
export function sendJsonText(reply: FastifyReply, json: JsonText | Buffer): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .send(Buffer.isBuffer(json) ? json : jsonBody(reply.server, json));
}

const SUCCESS_DATA = '{"status":"success","data":';

export const productsEnvelope = (productsJson: string): JsonText => [SUCCESS_DATA, productsJson, '}'];

/**
 * GET /product/{id}: the product's JSON with its family added as one more field. The database's
 * JSON always ends with the object's closing brace, so the field goes in just before it.
 */
export const productDetailEnvelope = (productJson: string, family: ProductFamily | null): JsonText => [
  SUCCESS_DATA,
  productJson.slice(0, -1),
  `,"family":${JSON.stringify(family)}}}`,
];

/** The analytics routes send the list twice: as `data` and, for older clients, as `products`. */
export const analyticsEnvelope = (productsJson: string): JsonText => [
  SUCCESS_DATA,
  productsJson,
  ',"products":',
  productsJson,
  '}',
];

export const listingEnvelope = (page: ProductListPage): JsonText => [
  SUCCESS_DATA,
  ...piecesOf(page.dataJson),
  `,"results":${page.results},"page":${page.page},"totalPages":${page.totalPages},"total":${page.total},` +
    `"totalExact":${page.totalExact},"hasNextPage":${page.hasNextPage}` +
    `${page.didYouMean === undefined ? '' : `,"didYouMean":${JSON.stringify(page.didYouMean)}`}}`,
];

export const suggestionsEnvelope = (s: {
  brands: string[];
  productsJson: JsonText;
  categories: string[];
}): JsonText => [
  `${SUCCESS_DATA}{"brands":${JSON.stringify(s.brands)},"products":`,
  ...piecesOf(s.productsJson),
  `,"categories":${JSON.stringify(s.categories)}}}`,
];
