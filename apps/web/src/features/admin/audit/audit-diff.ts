export interface DiffRow {
  /** The field, or '' when the whole value is not an object. */
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line of text: strings as they are, everything else as JSON; absent is null. */
function show(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields of an audit entry's before and after side by side, changed ones first (a creation
 * has no before, a deletion no after), so what an action did is read at a glance.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    const row = { field: '', before: show(before), after: show(after) };
    return [{ ...row, changed: row.before !== row.after }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const rows = [...new Set([...Object.keys(from), ...Object.keys(to)])].map((field) => {
    const row = { field, before: show(from[field]), after: show(to[field]) };
    return { ...row, changed: row.before !== row.after };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
