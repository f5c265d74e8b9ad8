/**
 * PostgreSQL's text form of timestamptz (`2026-11-22 00:20:36.116+00`, as both drivers hand it to
 * drizzle in string mode) as ISO 8601 (`2026-11-22T00:20:36.116Z`).
 */
export function toIsoTimestamp(value: string): string {
  const normalised = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(normalised);
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable timestamp from the database: ${value}`);
  return date.toISOString();
}
