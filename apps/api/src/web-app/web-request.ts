import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Fastify request as the web platform's Request React Router reads. The body stays a stream
 * (the page's scope parses nothing), and aborts when the shopper goes away.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: request.raw as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
