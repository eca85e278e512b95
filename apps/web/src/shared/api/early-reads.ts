// Reads made before the app's code has arrived and handed to the HTTP client when the page asks
// for the same address: answers the server wrote into the page as it sent it, and reads the page
// preloader (src/preload-page.ts) started for the rest. Only public catalog reads are made early,
// so the answer does not depend on the session the client would have sent.

/** An answer older than this is not handed out: the page would rather ask again. */
const MAX_AGE_MS = 10_000;

interface EarlyRead {
  response: Promise<Response>;
  startedAt: number;
}

const reads = new Map<string, EarlyRead>();

/** On the server drawing a page: every read the page makes, answered from what the server read. */
let serverReads: ((url: string) => Promise<Response>) | null = null;

/** Answers the page's reads from `source` instead (app/server-view.tsx, never in the browser). */
export function readOnServerFrom(source: (url: string) => Promise<Response>): void {
  serverReads = source;
}

/** Starts a GET of `url` (an /api address) now; the answer waits for takeEarlyRead. */
export function startEarlyRead(url: string, language: string): Promise<Response> {
  const response = fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': language } });
  reads.set(url, { response, startedAt: Date.now() });
  return response;
}

/** Keeps an answer (the JSON text of a 200 response) the server wrote into the page for `url`. */
export function keepEarlyRead(url: string, body: string): void {
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  reads.set(url, { response: Promise.resolve(response), startedAt: Date.now() });
}

/** The early answer for `url`, once: a later request for the same address goes to the server. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  if (serverReads) return serverReads(url);
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  return Date.now() - read.startedAt <= MAX_AGE_MS ? read.response : undefined;
}
