/**
 * Whether a pathname is one a route pattern such as '/category/:key' matches: the same segments,
 * where a `:name` segment takes any one non-empty segment. Case and a trailing slash are ignored,
 * as the router ignores them.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const expected = segments(pattern);
  const actual = segments(pathname);
  return (
    expected.length === actual.length &&
    expected.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}
