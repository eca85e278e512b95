import { currentLanguage } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { currentServerApi } from './server-api';
import { buildUrl, type Query } from './url';

// The one way the web app talks to the API (DESIGN.md): base /api, JSON both ways, the session
// cookie (the browser sends it; the page never sees the token), the shopper's language for server
// messages, and the envelope `{ status: 'success', data }` / `{ status: 'error', code, message,
// details }` unwrapped here. On the server, the same calls reach the API in process (server-api.ts).

/** The server answered with an error envelope, or with something that is not our envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, connection reset, blocked by the browser. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('Network request failed', options);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Readonly<Record<string, string>>;
  /**
   * A 401 always clears the session; set false where the page explains the 401 itself instead
   * of leaving for /login (SPEC §2: the product page shows a login-required message).
   */
  redirectOnUnauthorized?: boolean;
}

export type SuccessBody<TData, TExtra extends object = object> = {
  status: 'success';
  data: TData;
} & TExtra;

export interface ApiResponse<TData, TExtra extends object = object> {
  data: TData;
  /** The whole envelope, for calls that read fields beside `data` (e.g. the list's `total`). */
  body: SuccessBody<TData, TExtra>;
  status: number;
  /** The answer's headers: a page's action passes the session cookie on from them. */
  headers: Headers;
}

let unauthorizedHandler: (() => void) | null = null;

/**
 * What to do after a 401 has cleared the session, typically `router.navigate('/login')`.
 * Registered by the app so the client works outside React. Returns the unregister function.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<TData, TExtra extends object = object>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<TData, TExtra>> {
  const { method = 'GET', query, body, signal, redirectOnUnauthorized = true } = options;
  const serverApi = currentServerApi();
  if (import.meta.env.SSR && !serverApi) throw new Error(`API call outside a page request: ${path}`);
  const headers = new Headers({
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': serverApi?.language ?? currentLanguage(),
  });
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const url = buildUrl(path, query);
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  };

  let response: Response;
  try {
    response = await (serverApi ? serverApi.fetch(url, init) : fetch(url, init));
  } catch (error) {
    // A cancelled request is not a network failure: let callers (and TanStack Query) see the abort.
    if (signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }

  const payload = await readJson(response);

  // SPEC §4: a 401 ends the session in the browser. On the server the page's loader decides.
  if (response.status === 401 && !serverApi) {
    sessionStore.signOut();
    if (redirectOnUnauthorized) unauthorizedHandler?.();
  }

  if (response.ok && isRecord(payload) && payload.status === 'success') {
    return {
      data: payload.data as TData,
      body: payload as SuccessBody<TData, TExtra>,
      status: response.status,
      headers: response.headers,
    };
  }

  if (isRecord(payload) && payload.status === 'error' && typeof payload.code === 'string') {
    const message = typeof payload.message === 'string' ? payload.message : payload.code;
    throw new ApiError(response.status, payload.code, message, payload.details);
  }

  // Not our envelope: a proxy error page, an empty body, a server that is not ours.
  const code = response.status >= 500 ? 'INTERNAL_ERROR' : 'UNEXPECTED_RESPONSE';
  throw new ApiError(response.status, code, response.statusText || code);
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;
type BodyOptions = Omit<RequestOptions, 'method'>;

/** Shorthands that resolve to the envelope's `data`. */
export const http = {
  get: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, body, method: 'POST' }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, body, method: 'PUT' }).then((r) => r.data),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, body, method: 'PATCH' }).then((r) => r.data),
  delete: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, body, method: 'DELETE' }).then((r) => r.data),
};
