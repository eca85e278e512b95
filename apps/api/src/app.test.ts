import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS } from './http/connection-limits.js';
import { createTestApp, type TestContext } from './test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ corsOrigins: ['https://shop.example.eg'] });
});
afterAll(() => ctx.close());

describe('unknown API routes', () => {
  it('answer 404 with the error envelope in English by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'ROUTE_NOT_FOUND' });
    expect(body.message).toContain('GET /api/nope');
  });

  it('answer in Arabic when the shopper prefers Arabic', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('never fall back to the web app, even with no web build', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });
});

describe('CORS', () => {
  it('allows a listed origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://shop.example.eg' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example.eg');
  });

  it('does not allow an unlisted origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and describes the health route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
  });
});

describe('product artwork under /media', () => {
  it('rejects an unknown artwork key with the 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/products/not-a-kind-x-1.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('connections', () => {
  it('time out when idle or slow and are bounded in number', () => {
    const server = ctx.app.server;
    expect(server.requestTimeout).toBe(CONNECTION_LIMITS.requestTimeoutMs);
    expect(server.headersTimeout).toBe(CONNECTION_LIMITS.headersTimeoutMs);
    expect(server.headersTimeout).toBeLessThan(server.requestTimeout);
    expect(server.keepAliveTimeout).toBe(CONNECTION_LIMITS.keepAliveTimeoutMs);
    expect(server.timeout).toBe(CONNECTION_LIMITS.idleTimeoutMs);
    expect(server.maxConnections).toBe(CONNECTION_LIMITS.maxConnections);
    // Inactivity of an open event stream (a comment every 25 s) stays inside the idle timeout.
    expect(server.timeout).toBeGreaterThan(25_000);
  });
});

describe('requests Node cannot parse', () => {
  it('are answered with the 400 error envelope', async () => {
    const { createConnection } = await import('node:net');
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const response = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.write(
          Buffer.from('GET /api/product?q=\u0633\u0627\u0645 HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'),
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(response.startsWith('HTTP/1.1 400')).toBe(true);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 'error',
      code: 'VALIDATION_ERROR',
    });
  });
});
