/**
 * Names the page in the browser's tab, its history and for screen readers. React puts a `<title>`
 * rendered anywhere into the document's head, on the server and in the browser alike.
 */
export function PageTitle({ children }: { children: string }) {
  return <title>{children}</title>;
}
