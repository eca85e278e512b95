import { createContext, use } from 'react';
import href from '../styles.css?url';

/**
 * The shop's stylesheet as text, which the server writes into the page: a first visit then paints
 * as soon as the HTML is in, instead of waiting for a stylesheet request (on a slow phone network,
 * a round trip while the scripts compete for the same bandwidth). Only the server reads it (from
 * the build, entry.server.tsx); undefined there before a build, as under the development server.
 */
export const StylesheetTextContext = createContext<string | undefined>(undefined);

/** The stylesheet's address in the build, which also names the written-in copy. */
export const STYLESHEET_HREF = href;

/**
 * The stylesheet, as React's own stylesheet resource keyed by its address: written in on the
 * server, and in the browser the same resource, which React finds on the page by that address and
 * keeps (the text is not sent to the browser a second time, in a script). Without a written-in
 * copy (the development server), a link to the file.
 */
export function Stylesheet() {
  const text = use(StylesheetTextContext);
  const writtenIn = typeof window === 'undefined' ? text !== undefined : import.meta.env.PROD;
  return writtenIn ? (
    <style href={href} precedence="default">
      {text ?? ''}
    </style>
  ) : (
    <link rel="stylesheet" href={href} precedence="default" />
  );
}
