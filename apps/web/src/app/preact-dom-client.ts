// What `react-dom/client` is in the production build (vite.config.ts), where Preact renders the app.
// Preact's compatibility layer empties the root before its first render, as React does; Preact's own
// render instead takes over the elements already there, matching them to the app's and correcting
// every attribute and text that differs. A page the server drew (app/server-view.tsx) thus stays on
// screen, its pictures loaded, while the app takes it over, instead of being thrown away and drawn
// again. An empty root renders as it always did.
import { type ComponentChild, render } from 'preact';

export function createRoot(container: Element) {
  return {
    render(children: unknown) {
      render(children as ComponentChild, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
