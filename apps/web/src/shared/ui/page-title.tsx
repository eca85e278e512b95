import { createContext, useContext, useLayoutEffect } from 'react';

/** True while the server draws the page (app/server-view.tsx). */
export const DrawingOnServer = createContext(false);

/**
 * Names the page in the browser's tab, its history and for screen readers. The production build
 * renders with Preact, which (unlike React 19) leaves a `<title>` where it is drawn, after the one
 * in the page's head, so the app sets `document.title` itself. Drawn on the server, it is a
 * `<title>` the server moves into the head of the page it sends.
 */
export function PageTitle({ children }: { children: string }) {
  const onServer = useContext(DrawingOnServer);
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return onServer ? <title>{children}</title> : null;
}
