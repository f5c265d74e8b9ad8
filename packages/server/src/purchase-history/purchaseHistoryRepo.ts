import { sql } from 'drizzle-orm';
import type { PurchaseHistory } from '@shelfmark/api-client/schemas';
import type { Database } from '../db/openDatabase';

interface FlagRow extends Record<string, unknown> {
  isbn13: string;
  order_number: string | null;
  order_date: string | null;
  cart_quantity: number | string;
  lists: { code: string; name: string | null }[] | string;
  ship_to: string | null;
}

/**
 * What each ISBN-13 already is for the buyer `uid`, in one statement whatever the number of ISBNs: the newest order of
 * the buyer's current ship-to holding it within `months` (cancelled orders and returns do not count), the copies in
 * the buyer's current cart (the newest unsaved one, as the cart calls define it) and the unexpired wish lists
 * holding it. A screen asks once for all its ISBNs, so a page of search results costs one query, never one per card.
 */
export async function purchaseFlags(
  database: Database,
  uid: string,
  isbns: readonly string[],
  months: number,
): Promise<PurchaseHistory> {
  const rows = await database.query<FlagRow>(sql`
    WITH me AS (
      SELECT coalesce(current_ship_to_account, default_ship_to_account) AS ship_to
      FROM users WHERE uid = ${uid} AND account_status = 'ACTIVE'
    ),
    wanted AS (SELECT DISTINCT value::char(13) AS isbn13 FROM jsonb_array_elements_text(${JSON.stringify(isbns)}::jsonb)),
    ordered AS (
      SELECT DISTINCT ON (l.isbn13) l.isbn13, o.order_number, to_char(o.order_date, 'YYYY-MM-DD') AS order_date
      FROM wanted w
      JOIN order_lines l ON l.isbn13 = w.isbn13
      JOIN orders o ON o.order_number = l.order_number
      JOIN me ON o.ship_to_account = me.ship_to
      WHERE o.order_date >= (current_date - make_interval(months => ${months}))::date
        AND o.custom_type = 'PURCHASES'
        AND o.ship_status IS DISTINCT FROM '2'
      ORDER BY l.isbn13, o.order_date DESC, o.order_number DESC
    ),
    current_cart AS (
      SELECT code FROM carts WHERE user_uid = ${uid} AND saved = false ORDER BY created_at DESC, code DESC LIMIT 1
    ),
    in_cart AS (
      SELECT e.isbn13, sum(e.quantity)::int AS quantity
      FROM cart_entries e JOIN current_cart c ON c.code = e.cart_code JOIN wanted w ON w.isbn13 = e.isbn13
      GROUP BY e.isbn13
    ),
    listed AS (
      SELECT e.isbn13, jsonb_agg(DISTINCT jsonb_build_object('code', c.code, 'name', c.name)) AS lists
      FROM carts c JOIN cart_entries e ON e.cart_code = c.code JOIN wanted w ON w.isbn13 = e.isbn13
      WHERE c.user_uid = ${uid} AND c.saved AND (c.expires_at IS NULL OR c.expires_at > now())
      GROUP BY e.isbn13
    )
    SELECT w.isbn13::text AS isbn13, o.order_number, o.order_date, coalesce(ic.quantity, 0)::int AS cart_quantity,
      coalesce(li.lists, '[]'::jsonb) AS lists, (SELECT ship_to FROM me) AS ship_to
    FROM wanted w
    LEFT JOIN ordered o ON o.isbn13 = w.isbn13
    LEFT JOIN in_cart ic ON ic.isbn13 = w.isbn13
    LEFT JOIN listed li ON li.isbn13 = w.isbn13
    ORDER BY w.isbn13
  `);
  const flags = rows
    .map((row) => {
      const lists = typeof row.lists === 'string' ? (JSON.parse(row.lists) as FlagRow['lists'] & object[]) : row.lists;
      return {
        isbn13: row.isbn13.trim(),
        lastOrder: row.order_number ? { orderNumber: row.order_number, orderDate: row.order_date ?? '' } : null,
        cartQuantity: Number(row.cart_quantity),
        wishLists: (lists as { code: string; name: string | null }[])
          .map((list) => ({ code: list.code, name: list.name ?? list.code }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code)),
      };
    })
    .filter((flag) => flag.lastOrder || flag.cartQuantity > 0 || flag.wishLists.length > 0);
  return { shipToAccountNumber: rows[0]?.ship_to ?? null, lookBackMonths: months, flags };
}
