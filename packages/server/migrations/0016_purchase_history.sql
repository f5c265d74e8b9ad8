-- "Already ordered" flags (purchase-history/purchaseHistoryRepo.ts) look up a screen's ISBN-13s among the orders
-- of one ship-to: from the ISBN to its order lines, then to the orders of that ship-to within the look-back, so
-- the cost follows the ISBNs asked, not the size of the order history.
CREATE INDEX IF NOT EXISTS order_lines_isbn_idx ON order_lines (isbn13, order_number);
CREATE INDEX IF NOT EXISTS orders_ship_to_idx ON orders (ship_to_account, order_date DESC);
CREATE INDEX IF NOT EXISTS cart_entries_isbn_idx ON cart_entries (isbn13);
