import type { Language } from '@kahraba/domain';

// While the server renders a page, the API is reached in process (the API server dispatches the
// call to its own routes, with the shopper's cookie and language), never over the network. The
// server's entry (app/entry.server.tsx) keeps one of these per page request.

export interface ServerApi {
  fetch(url: string, init: RequestInit): Promise<Response>;
  /**
   * Where shoppers reach the shop (PUBLIC_URL, without a trailing slash), when the server was told:
   * the origin of the absolute addresses in canonical links, sitemaps and link previews.
   */
  publicUrl?: string | undefined;
  /** The language the page is rendered in, for the API's messages. */
  language: Language;
  /** Answers the request's loaders share (who is signed in is asked once, not by every loader). */
  shared: Map<string, Promise<unknown>>;
}

let lookup: () => ServerApi | undefined = () => undefined;

/** Set once by the server entry: where the current request's API is found. */
export function setServerApiLookup(find: () => ServerApi | undefined): void {
  lookup = find;
}

/** The API of the page request being rendered; undefined in the browser. */
export function currentServerApi(): ServerApi | undefined {
  return lookup();
}
