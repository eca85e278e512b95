import type { ProductFamily } from '@kahraba/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { withAbsoluteMediaUrlsInJson } from '../../http/public-urls.js';
import { type JsonText, piecesOf } from './json-text.js';
import type { ProductListPage } from './product-list.js';

// The success envelopes (SPEC §7) of answers whose products arrive as JSON text from the database
// (product-json.ts). Their shapes are the response schemas in routes.ts, which document them and
// which routes.test.ts checks every answer against.

/** Room for a page of 100 products, the most a listing asks for; larger answers get their own. */
const room = Buffer.allocUnsafe(1024 * 1024);

/**
 * The bytes of a JSON text answer. With PUBLIC_URL, image paths become absolute URLs, as in every
 * other shopper's answer (app.ts).
 */
export function jsonBody(app: FastifyInstance, json: JsonText): Buffer {
  const publicUrl = app.config.publicUrl;
  const pieces = piecesOf(json);
  if (publicUrl) return Buffer.from(withAbsoluteMediaUrlsInJson(pieces.join(''), publicUrl));
  // A UTF-16 code unit never takes more than 3 bytes of UTF-8, so the pieces are written into room
  // for that many and the bytes copied out, rather than measured first: the products' Arabic makes
  // their strings two-byte, and measuring those took as long as writing them. The room is kept
  // from one answer to the next; a new one every time made the collector run more often.
  let units = 0;
  for (const piece of pieces) units += piece.length;
  const into = units * 3 <= room.length ? room : Buffer.allocUnsafe(units * 3);
  let at = 0;
  for (const piece of pieces) at += into.write(piece, at);
  return Buffer.from(into.subarray(0, at));
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
 * SPEC §4 lists a product's specifications among its own fields, and clients read them there (the
 * seed's own client read `ram`, `screen`… at the top of the product): each is answered there too,
 * beside `specs`, unless a field of the product has its name. Only on one product's page, where
 * reading its JSON back costs microseconds; listings keep `specs` alone.
 */
export function flatSpecFields(productJson: string): string {
  const product = JSON.parse(productJson) as { specs?: Record<string, unknown> };
  let fields = '';
  for (const [name, value] of Object.entries(product.specs ?? {})) {
    if (!Object.hasOwn(product, name)) fields += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
  }
  return fields;
}

/**
 * GET /product/{id}: the product's JSON with its specifications at the top level too and its
 * family added as one more field. The database's JSON always ends with the object's closing brace,
 * so the fields go in just before it.
 */
export const productDetailEnvelope = (productJson: string, family: ProductFamily | null): JsonText => [
  SUCCESS_DATA,
  productJson.slice(0, -1),
  flatSpecFields(productJson),
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
    `${page.didYouMean === undefined ? '' : `,"didYouMean":${JSON.stringify(page.didYouMean)}`}` +
    `${page.correctedQuery === undefined ? '' : `,"correctedQuery":${JSON.stringify(page.correctedQuery)}`}}`,
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
