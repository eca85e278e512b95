import type { Role, User } from '@kahraba/domain';
import { vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { createUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Helpers for the staff console's tests: a signed-in staff member, a fake /api/admin that knows
// methods and records bodies, and the app (the console's routes among them) rendered at a path.

/** The console's texts in both languages, for tests that render a component outside its route. */
export async function loadAdminTexts() {
  await i18n.loadNamespaces('admin');
  await i18n.loadLanguages('ar');
}

export function createStaff(role: Role = 'admin', overrides: Partial<User> = {}): User {
  return createUser({
    _id: `staff-${role}`,
    id: `staff-${role}`,
    name: role === 'admin' ? 'Amira Admin' : 'Mostafa Moderator',
    email: `${role}@kahraba.eg`,
    role,
    ...overrides,
  });
}

/** Signs `user` in the way the login page does: the session cookie the server knows them by. */
export function signInAs(user: User) {
  storeSession(user);
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body: unknown };
type Handler = Reply | ((request: RecordedRequest) => Reply);

export const ok = (data: unknown): Reply => ({ body: { status: 'success', data } });
export const fail = (status: number, code: string, message: string, details?: unknown): Reply => ({
  status,
  body: { status: 'error', code, message, ...(details === undefined ? {} : { details }) },
});
export const paged = <T,>(
  items: T[],
  overrides: Partial<{ page: number; pages: number; total: number; limit: number }> = {},
) => ok({ items, total: items.length, page: 1, limit: 20, pages: 1, ...overrides });

/**
 * Answers fetch from handlers keyed "METHOD /api/path"; unknown requests get a 404 envelope.
 * Every request is recorded with its JSON body (multipart bodies are kept as they are).
 */
export function mockAdminApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler
      ? typeof handler === 'function'
        ? handler(request)
        : handler
      : fail(404, 'ROUTE_NOT_FOUND', `No ${method} ${url.pathname}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    requests,
    /** The requests made to `METHOD /api/path`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/**
 * The app's routes at a console `path` (the console's guard, layout and route modules, each with
 * its handle's permission), with a fresh query cache that does not retry.
 */
export function renderAdmin(path: string) {
  return renderApp(path);
}
