import type { FastifyInstance, FastifyRequest } from 'fastify';

// Headers of the page's request that the API must see on its own calls: who the shopper is (the
// session cookie) and where the request came from (the API refuses cookie-signed writes that
// another site started). The language is the page's, set by the web app.
const PASSED_ON = [
  'cookie',
  'origin',
  'sec-fetch-site',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
];

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The API as a page's loaders and actions call it while the server renders: dispatched to the
 * API's own routes inside this process (validation, ownership checks and answers exactly as a
 * browser gets them), with no network hop.
 */
export function inProcessApi(
  app: FastifyInstance,
  page: FastifyRequest,
  /** Told the status of every answer (the page's server watches for 503: the database is away). */
  onAnswer?: (status: number) => void,
) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = page.host;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: page.ip,
    });
    onAnswer?.(answer.statusCode);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const body = NO_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
