import { vi } from 'vitest';

// Test helpers for anything that shows products: a product factory and a fake API behind fetch.

export { createProduct } from '../../../test/mock-api';

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers each request from `handler`; a handler that returns nothing gives a 404 envelope. */
export function mockApi(
  handler: (request: FakeRequest) => FakeReply | undefined | Promise<FakeReply | undefined>,
) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method: init.method ?? 'GET', url, body };
    requests.push(request);
    const reply = (await handler(request)) ?? {
      status: 404,
      body: { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'Not found' },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

export const success = (data: unknown, extra: Record<string, unknown> = {}): FakeReply => ({
  body: { status: 'success', data, ...extra },
});

export const failure = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { status: 'error', code, message },
});
