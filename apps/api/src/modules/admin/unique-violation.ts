/**
 * Whether `error` is PostgreSQL refusing a row for the unique index `constraint` (SQLSTATE 23505).
 * Drizzle wraps the driver's error, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const {
      code,
      constraint: name,
      cause,
    } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    // PGlite does not always name the constraint; PostgreSQL does.
    if (code === '23505') return name === undefined || name === constraint;
    current = cause;
  }
  return false;
}
