const MEDIA_PREFIX = '/media/';

/**
 * `value` with every product image path (`image`, and the entries of `images`) under /media made
 * absolute against `publicUrl`, for clients on other origins (PUBLIC_URL). A copy: answers may
 * come from caches that must keep the stored paths.
 */
export function withAbsoluteMediaUrls(value: unknown, publicUrl: string): unknown {
  const absolute = (path: unknown) =>
    typeof path === 'string' && path.startsWith(MEDIA_PREFIX) ? `${publicUrl}${path}` : path;
  const walk = (item: unknown, depth: number): unknown => {
    // Answers are shallow; the bound only keeps a mistake from recursing without end.
    if (item === null || typeof item !== 'object' || depth > 16) return item;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(item)) {
      if (key === 'image') copy[key] = absolute(entry);
      else if (key === 'images' && Array.isArray(entry)) copy[key] = entry.map(absolute);
      else copy[key] = walk(entry, depth + 1);
    }
    return copy;
  };
  return walk(value, 0);
}

// A JSON string value starting with /media/: its opening quote is not escaped (inside a text, a
// quote reads \"). One pass, no backtracking.
const MEDIA_STRING_IN_JSON = /(?<!\\)"\/media\//g;

/** The same for answers sent as JSON text (the catalog's, built by the database). */
export function withAbsoluteMediaUrlsInJson(json: string, publicUrl: string): string {
  return json.replace(MEDIA_STRING_IN_JSON, `"${publicUrl}/media/`);
}
