import { describe, expect, it } from 'vitest';
import { failure } from '../../contract/failure';
import {
  ENTITLEMENT_MESSAGES,
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_EXPIRED,
  QUOTE_NOT_ANSWERED,
  QUOTE_NOT_FOUND,
  QUOTE_SOLD_ONLINE,
  STAFF_ONLY,
  quoteQuantityExceeded,
} from '../schemas';
import { createMemoryApiClient, type MemoryApiClient } from './createMemoryApiClient';
import { DEMO_QUOTE, DEMO_UIDS } from './demoSeed';

const B = DEMO_UIDS.buyer;
const LIGHTHOUSE = '9780000000002';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A title the selling rule offers every buyer only through a rep (grade levels K-2, 3-5). */
function repOnlyTitle(api: MemoryApiClient) {
  return [...api.__memory.state.products.values()].find(
    (p) => p.fullTitle === 'Reading Circles in the Primary Classroom' && p.mediaType === 'print',
  )!;
}

/** The buyer's quote for 3 copies of the rep-only title on their current ship-to, answered by staff at 21.40. */
async function quotedForBuyer(api: MemoryApiClient, expiresOn = inDays(14)) {
  const { shipToAccountNumber } = await api.carts.get({ userId: B });
  const title = repOnlyTitle(api);
  const quote = await api.quotes.request({
    shipTo: shipToAccountNumber!,
    note: 'For the education faculty',
    lines: [{ productCode: title.code, quantity: 3 }],
  });
  const staff = api.__memory.forUser(DEMO_UIDS.staff);
  await staff.quotes.answer({ number: quote.number, lines: [{ productCode: title.code, unitPrice: 21.4 }], expiresOn });
  return { quote, title, shipTo: shipToAccountNumber! };
}

describe('memory twin: quotes for titles sold through a rep', () => {
  it('a buyer requests a quote, staff price it, the buyer accepts it and the cart and the order carry the quoted price', async () => {
    const api = createMemoryApiClient({ user: B });
    const { quote, title, shipTo } = await quotedForBuyer(api);
    expect(quote.status).toBe('requested');
    expect(quote.lines).toEqual([expect.objectContaining({ isbn13: title.isbn13, quantity: 3, unitPrice: null })]);

    const listed = await api.quotes.list({ shipTo });
    expect(listed.quotes[0]).toMatchObject({ number: quote.number, status: 'quoted', total: { value: 64.2 } });
    expect(listed.quotes[0]!.lines[0]!.unitPrice?.formattedValue).toBe('$21.40');

    const cart = await api.quotes.accept({ number: quote.number });
    const line = cart.entries.find((e) => e.product.isbn13 === title.isbn13)!;
    expect([line.quantity, line.basePrice.value, line.totalPrice.value, line.quoteNumber]).toEqual([
      3,
      21.4,
      64.2,
      quote.number,
    ]);
    expect(line.product.entitlement?.offer).toBe('buy');
    expect(cart.subTotal.value).toBe(64.2);
    expect((await api.quotes.get({ number: quote.number })).status).toBe('accepted');

    await api.carts.setShipper({ userId: B });
    const order = await api.orders.place({ userId: B, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO-QUOTE' });
    expect(order.entries?.find((e) => e.product.isbn13 === title.isbn13)?.basePrice.value).toBe(21.4);
  });

  it('a quoted cart line may be lowered at the quoted price but not raised above the quoted quantity', async () => {
    const api = createMemoryApiClient({ user: B });
    const { quote, title } = await quotedForBuyer(api);
    const cart = await api.quotes.accept({ number: quote.number });
    const lowered = await api.carts.updateEntries({
      userId: B,
      cartId: cart.code,
      orderEntries: [{ product: { code: title.code }, quantity: 2 }],
    });
    expect(lowered.cartModifications[0]).toMatchObject({ quantity: 2, entry: { totalPrice: { value: 42.8 } } });
    const raised = await api.carts.updateEntries({
      userId: B,
      cartId: cart.code,
      orderEntries: [{ product: { code: title.code }, quantity: 4 }],
    });
    expect(raised.cartModifications[0]?.errorList?.errors[0]?.message).toBe(quoteQuantityExceeded(quote.number, 3));
    const added = await api.carts.addEntries({
      userId: B,
      cartId: cart.code,
      orderEntries: [{ product: { code: title.code }, quantity: 2 }],
    });
    expect(added.bulkCartModificationList[0]?.errorList?.errors[0]?.message).toBe(
      quoteQuantityExceeded(quote.number, 3),
    );
    const after = await api.carts.get({ userId: B });
    expect(after.entries.map((e) => [e.quantity, e.basePrice.value])).toEqual([[2, 21.4]]);
  });

  it('accepting an unanswered, an already accepted or an expired quote is 409 with its reason and changes nothing', async () => {
    const intl = createMemoryApiClient({ user: DEMO_UIDS.international });
    const requested = await failure(intl.quotes.accept({ number: DEMO_QUOTE.number }));
    expect([requested.status, requested.message]).toEqual([409, QUOTE_NOT_ANSWERED]);

    const api = createMemoryApiClient({ user: B });
    const { quote } = await quotedForBuyer(api);
    await api.quotes.accept({ number: quote.number });
    const twice = await failure(api.quotes.accept({ number: quote.number }));
    expect([twice.status, twice.message]).toEqual([409, QUOTE_ALREADY_ACCEPTED]);
    expect((await api.carts.get({ userId: B })).entries[0]?.quantity).toBe(3);

    const late = createMemoryApiClient({ user: B });
    const { quote: old, shipTo } = await quotedForBuyer(late);
    late.__memory.state.quotes.get(old.number)!.expiresOn = inDays(-1);
    expect((await late.quotes.list({ shipTo })).quotes[0]?.status).toBe('expired');
    const expired = await failure(late.quotes.accept({ number: old.number }));
    expect([expired.status, expired.message]).toEqual([409, QUOTE_EXPIRED]);
    expect((await late.carts.get({ userId: B })).entries).toEqual([]);
  });

  it('another buyer gets 404 for a quote that is not theirs and cannot accept it; their cart is unchanged', async () => {
    const api = createMemoryApiClient({ user: B });
    const { quote, shipTo } = await quotedForBuyer(api);
    const other = api.__memory.forUser(DEMO_UIDS.thorndikeBuyer);
    for (const call of [
      () => other.quotes.get({ number: quote.number }),
      () => other.quotes.accept({ number: quote.number }),
    ]) {
      const refused = await failure(call());
      expect([refused.status, refused.message]).toEqual([404, QUOTE_NOT_FOUND]);
    }
    expect((await failure(other.quotes.list({ shipTo }))).status).toBe(404);
    expect((await api.quotes.get({ number: quote.number })).status).toBe('quoted');
    expect((await other.carts.get({ userId: DEMO_UIDS.thorndikeBuyer })).entries).toEqual([]);
  });

  it('refuses a title sold online to the buyer, and bad bodies, with 400 naming the field', async () => {
    const api = createMemoryApiClient({ user: B });
    const { shipToAccountNumber: shipTo } = await api.carts.get({ userId: B });
    const online = await failure(
      api.quotes.request({ shipTo: shipTo!, lines: [{ productCode: LIGHTHOUSE, quantity: 1 }] }),
    );
    expect([online.status, online.fieldErrors['lines.0.productCode']]).toEqual([400, QUOTE_SOLD_ONLINE]);
    const code = repOnlyTitle(api).code;
    const cases: [unknown, string, string][] = [
      [{ shipTo, lines: [] }, 'lines', 'A quote needs at least one title'],
      [{ shipTo, lines: [{ productCode: code, quantity: 10_000 }] }, 'lines.0.quantity', 'Max quantity is 9,999'],
      [
        { shipTo, lines: [{ productCode: code, quantity: 1.5 }] },
        'lines.0.quantity',
        'Quantity must be a whole number',
      ],
      [
        { shipTo, note: 'x'.repeat(1_001), lines: [{ productCode: code, quantity: 1 }] },
        'note',
        'The note can be at most 1,000 characters',
      ],
      [
        { shipTo, lines: Array.from({ length: 101 }, () => ({ productCode: code, quantity: 1 })) },
        'lines',
        'A quote can have at most 100 titles',
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await failure(api.quotes.request(body as never));
      expect([refused.status, refused.code, refused.fieldErrors[field]]).toEqual([400, 'VALIDATION', message]);
    }
    expect((await api.quotes.list({ shipTo: shipTo! })).quotes).toEqual([]);
  });

  it('the international buyer may request a quote for a title sold online in North America', async () => {
    const intl = createMemoryApiClient({ user: DEMO_UIDS.international });
    expect(intl.__memory.state.verdict(intl.__memory.state.findProduct(LIGHTHOUSE)!).message).toBe(
      ENTITLEMENT_MESSAGES.market,
    );
    const quote = await intl.quotes.request({ shipTo: '300100', lines: [{ productCode: LIGHTHOUSE, quantity: 2 }] });
    const { quotes } = await intl.quotes.list({ shipTo: '300100' });
    expect(quotes.map((q) => [q.number, q.status])).toEqual([
      [quote.number, 'requested'],
      [DEMO_QUOTE.number, 'requested'],
    ]);
  });

  it('only staff list every quote and answer one; a buyer is refused with 403', async () => {
    const api = createMemoryApiClient({ user: B });
    const refused = await failure(api.quotes.staffList({ status: 'requested' }));
    expect([refused.status, refused.message]).toEqual([403, STAFF_ONLY]);
    const staff = api.__memory.forUser(DEMO_UIDS.staff);
    expect((await staff.quotes.staffList({ status: 'requested' })).quotes.map((q) => q.number)).toEqual([
      DEMO_QUOTE.number,
    ]);
    const past = await failure(
      staff.quotes.answer({
        number: DEMO_QUOTE.number,
        lines: [{ productCode: LIGHTHOUSE, unitPrice: 30 }],
        expiresOn: inDays(-1),
      }),
    );
    expect([past.status, past.fieldErrors.expiresOn]).toEqual([400, 'The expiry date must be today or later.']);
  });
});
