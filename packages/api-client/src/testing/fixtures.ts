import { PRODUCT, PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE } from '../brand';
import { completeIsbn13, isbn13To10, productCodeFor } from '../isbn';
import { toMoney, roundMoney } from '../money';
import { coverDataUri } from './coverArt';
import type {
  AccountsResponse,
  Address,
  Cart,
  CartEntry,
  DefaultAccount,
  Product,
  SessionUser,
  ShipToAccount,
} from '../schemas';

let sequence = 0;

/** Restarts the ISBNs builders hand out, so a test file gets the same fixtures on every run. */
export function resetFixtureSequence(): void {
  sequence = 0;
}

/** A fresh valid ISBN-13 in the 979-8-99 test range. */
export function nextIsbn13(): string {
  sequence += 1;
  return completeIsbn13(`97989${String(sequence).padStart(7, '0')}`);
}

/**
 * Cover images at the shared sizes (125 small, 216 large) as `data:` URIs drawn like the reference server's
 * /images/covers/{isbn13}.svg, so fixtures show their covers with no server (a static Storybook, an integrator's app).
 */
export function coverImages(isbn13: string): { small: string; large: string } {
  return { small: coverDataUri(isbn13, 125), large: coverDataUri(isbn13, 216) };
}

/** A purchasable first-brand print book; override any field. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const isbn13 = overrides.isbn13 ?? nextIsbn13();
  const price = overrides.price ?? toMoney(29.95);
  return {
    code: productCodeFor(isbn13),
    isbn13,
    isbn10: isbn13To10(isbn13),
    isbn10Formatted: isbn13To10(isbn13),
    name: overrides.fullTitle ?? `Sample Title ${isbn13.slice(-4)}`,
    fullTitle: `Sample Title ${isbn13.slice(-4)}`,
    brand: PRODUCT,
    clAuthorsNames: 'Ada Author||Ben Writer',
    clAuthorLastName: 'Author',
    edition: '1',
    publicationDate: '2024-03-15',
    publicationStatus: 'Published',
    copyrightYear: '2024',
    clBindingFormat: 'Hardcover',
    clTotalPageCount: 320,
    clCartonCount: 12,
    clCustom: false,
    customIsPurchasable: true,
    mediaType: 'print',
    type: 'Print Book',
    weight: 1.25,
    weightUOM: 'LB',
    publisherName: 'Shelfmark Press',
    imagesDAM: coverImages(isbn13),
    productReferences: [],
    price,
    customPrice: price,
    customListPrice: price,
    stock: { stockLevel: 500, stockLevelStatus: 'inStock' },
    ...overrides,
  };
}

/** A cart line for a product, with prices taken from the product. */
export function buildCartEntry(
  product: Product,
  quantity = 1,
  entryNumber = 0,
  overrides: Partial<CartEntry> = {},
): CartEntry {
  const unit = product.customPrice?.value ?? product.price?.value ?? 0;
  const stock = product.stock?.stockLevel ?? Number.POSITIVE_INFINITY;
  return {
    entryNumber,
    quantity,
    backOrderedQty: Math.max(0, quantity - stock),
    weight: product.weight ?? null,
    basePrice: toMoney(unit),
    totalPrice: toMoney(unit * quantity),
    discount: toMoney(0),
    product,
    ...overrides,
  };
}

/**
 * Recomputes every total of a cart from its entries, an order-level discount (promotions) and the
 * delivery cost — what recalculation does on the server.
 */
export function withTotals(cart: Cart, options: { currencyIso?: string; orderDiscount?: number } = {}): Cart {
  const currency = options.currencyIso ?? cart.subTotal?.currencyIso ?? 'USD';
  const subTotal = roundMoney(cart.entries.reduce((sum, e) => sum + e.totalPrice.value, 0));
  const orderDiscount = roundMoney(Math.min(subTotal, Math.max(0, options.orderDiscount ?? 0)));
  const entryDiscounts = roundMoney(cart.entries.reduce((sum, e) => sum + (e.discount?.value ?? 0), 0));
  const delivery = cart.deliveryCost?.value ?? 0;
  const tax = cart.totalTax?.value ?? 0;
  const total = roundMoney(subTotal - orderDiscount + delivery);
  return {
    ...cart,
    totalItems: cart.entries.length,
    totalUnitCount: cart.entries.reduce((sum, e) => sum + e.quantity, 0),
    subTotal: toMoney(subTotal, currency),
    totalDiscounts: toMoney(entryDiscounts + orderDiscount, currency),
    totalTax: toMoney(tax, currency),
    totalPrice: toMoney(total, currency),
    totalPriceWithTax: toMoney(total + tax, currency),
  };
}

/** A cart; pass `products` (with quantities) to fill it. Totals are computed. */
export function buildCart(overrides: Partial<Cart> & { lines?: { product: Product; quantity: number }[] } = {}): Cart {
  const { lines = [], ...rest } = overrides;
  const entries = rest.entries ?? lines.map((line, i) => buildCartEntry(line.product, line.quantity, i));
  return withTotals({
    code: `cart-${String((sequence += 1)).padStart(5, '0')}`,
    name: null,
    saved: false,
    totalItems: 0,
    totalUnitCount: 0,
    subTotal: toMoney(0),
    totalDiscounts: toMoney(0),
    totalTax: toMoney(0),
    totalPrice: toMoney(0),
    totalPriceWithTax: toMoney(0),
    deliveryCost: null,
    appliedCoupons: [],
    ...rest,
    entries,
  });
}

/** A first-brand purchaser, active, in North America; override any flag. */
export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const uid = overrides.uid ?? overrides.email ?? 'buyer@example.test';
  return {
    uid,
    email: uid,
    firstName: 'Pat',
    lastName: 'Buyer',
    title: 'Acquisitions Librarian',
    departmentName: 'Technical Services',
    workPhone: '6175550100',
    storeName: null,
    defaultAddress: { cellphone: '6175550199' },
    hasPurchaserRights: true,
    isUserInquiryOnly: false,
    isShelfmarkUser: true,
    isThorndikeUser: false,
    isCengageEmployee: false,
    isNglUser: false,
    isInternational: false,
    accountStatus: 'ACTIVE',
    tierLevel: 'T1',
    roles: ['purchaser', overrides.isThorndikeUser ? SECOND_BRAND_STORE_ROLE : PRODUCT_STORE_ROLE],
    orgUnit: { accountNumber: '100001', uid: '100001' },
    defaultShipToAccount: '100001',
    defaultBillToAccount: '100001',
    ...overrides,
  };
}

/** A postal address in the US; override any line. */
export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    line1: '1 Library Way',
    line2: null,
    town: 'Boston',
    region: { isocode: 'US-MA', name: 'Massachusetts' },
    postalCode: '02116',
    ...overrides,
  };
}

/** A ship-to account; override any field. */
export function buildShipToAccount(overrides: Partial<ShipToAccount> = {}): ShipToAccount {
  const accountNumber = overrides.accountNumber ?? '100001';
  return {
    accountNumber,
    uid: accountNumber,
    name: `Account ${accountNumber}`,
    active: true,
    addresses: [buildAddress()],
    isE1Account: false,
    e1AccountNumber: null,
    parentOrgUnit: null,
    ...overrides,
  };
}

/**
 * The accounts answer for a user: the given ship-to accounts (the first is current and default
 * ship-to unless `current` says otherwise) and a bill-to account.
 */
export function buildAccounts(
  options: { shipTo?: ShipToAccount[]; current?: string; billTo?: DefaultAccount } = {},
): AccountsResponse {
  const shipTo = options.shipTo ?? [buildShipToAccount()];
  const current = shipTo.find((a) => a.accountNumber === options.current) ?? shipTo[0] ?? null;
  const asDefault = (a: ShipToAccount): DefaultAccount => ({
    name: a.name,
    uid: a.accountNumber,
    addresses: a.addresses,
  });
  return {
    shipToAccount: current,
    shipToAccounts: shipTo,
    customerDefaultShipToAccount: current ? asDefault(current) : null,
    customerDefaultBillToAccount: options.billTo ?? (current ? asDefault(current) : null),
  };
}
