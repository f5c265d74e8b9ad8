/**
 * YYYY-MM-DD → MM/DD/YYYY, as the flags show an order's date; anything else unchanged. Kept here rather than taken
 * from orders/, whose module brings the order schemas (and zod) into every page that shows a flag.
 */
export function formatOrderDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}
