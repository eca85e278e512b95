import type { Query } from '../../../shared/api/url';

/**
 * A parsed list query as URL parameters for the API: lists joined by commas, booleans as text,
 * empty values left out (the HTTP client drops undefined).
 */
export function toApiQuery(query: Readonly<Record<string, unknown>>): Query {
  const result: Record<string, string | number | boolean | undefined> = {};
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) result[name] = value.length > 0 ? value.join(',') : undefined;
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      result[name] = value;
  }
  return result;
}
