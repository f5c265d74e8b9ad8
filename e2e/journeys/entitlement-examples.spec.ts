/**
 * The selling rule on the very titles buyers reported, in the full demo catalogue (spec 001 §6): the international
 * buyer and 9780000000002, a grade-level title (9780000031112) and an out-of-print one (9780000024145) for the
 * buyer. The product page offers Contact your rep with no price and no Add to cart; search, price and availability
 * (one row and the rows form), the internal lookup carry the same verdict and no price; an add to the cart is
 * refused with the verdict's reason and the cart does not take the title.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

const EXAMPLES = [
  { user: 'intl@shelfmark.test', isbns: ['9780000000002'] },
  { user: 'buyer@shelfmark.test', isbns: ['9780000031112', '9780000024145'] },
] as const;
const PRICE_FIELDS = ['price', 'customPrice', 'customPrices', 'customListPrice', 'customUnitPrice'];
const contactRep = { priceShown: false, purchasable: false, offer: 'contact-rep' };

type Answer = Record<string, unknown> & { entitlement?: Record<string, unknown> };
const shownPrices = (item: Answer) => PRICE_FIELDS.filter((f) => item[f] != null);

async function json<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const answer =
    data === undefined ? await request.get(path) : await request.post(path, { data, headers: await csrf(request) });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}
async function csrf(request: APIRequestContext) {
  const session = (await (await request.get('/api/auth/session')).json()) as { csrfToken: string };
  return { 'x-csrf-token': session.csrfToken };
}

test.describe('the reported titles', { tag: '@shelfmark' }, () => {
  for (const { user, isbns } of EXAMPLES) {
    test(`PDP-03 PNA-01 IPS-01 SRCH-01 CART-13 ${user}: no price, not purchasable, contact your rep, on every channel, and no add goes in`, async ({
      page,
    }) => {
      await signIn(page, user);
      const { request } = page;
      const session = (await (await request.get('/api/auth/session')).json()) as { user: { uid: string } };
      const userId = session.user.uid;
      for (const isbn of isbns) {
        await test.step(`${isbn}: the product page`, async () => {
          await page.goto(`/products/${isbn}`);
          const offer = page.getByRole('link', { name: 'Contact your rep' });
          await expect(offer).toBeVisible();
          await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
          await expect(page.getByRole('main')).not.toContainText('$');
        });

        await test.step(`${isbn}: every answer carries the verdict and no price`, async () => {
          const answers: Record<string, Answer> = {
            product: await json<Answer>(request, `/api/products/code?productCode=${isbn}`),
            search: (await json<{ products: Answer[] }>(request, `/api/products/search?q=${isbn}`)).products.find(
              (p) => p.isbn13 === isbn,
            )!,
            priceCheck: (
              await json<{ items: Answer[] }>(request, '/api/products/priceAndAvailability', {
                rows: [{ isbn, quantity: 2 }],
              })
            ).items.find((i) => i.isbn13 === isbn)!,
            lookup: await json<Answer>(request, `/api/products?productCode=${isbn}`),
          };
          for (const [channel, answer] of Object.entries(answers)) {
            expect({ channel, ...answer.entitlement, prices: shownPrices(answer) }).toMatchObject({
              channel,
              ...contactRep,
              prices: [],
            });
          }
          const one = await json<Answer>(request, `/api/products/priceAndAvailability?productCode=${isbn}&quantity=1`);
          expect(one.entitlement).toMatchObject(contactRep);
          expect([one.customPrice, one.customUnitPrice, one.customListPrice]).toEqual([null, null, null]);
        });

        await test.step(`${isbn}: an add to the cart is refused with the reason`, async () => {
          const verdict = (await json<Answer>(request, `/api/products/code?productCode=${isbn}`)).entitlement!;
          const cart = await json<{ code: string }>(request, `/api/carts?userId=${encodeURIComponent(userId)}`);
          const added = await json<{
            bulkCartModificationList: { cartModification?: unknown; errorList?: { errors: unknown[] } }[];
          }>(request, '/api/carts/entries', {
            userId,
            cartId: cart.code,
            orderEntries: [{ product: { code: isbn }, quantity: 2 }],
          });
          const line = added.bulkCartModificationList[0]!;
          expect({ added: line.cartModification ?? null, error: line.errorList?.errors[0] }).toMatchObject({
            added: null,
            error: { message: verdict.message, reason: verdict.reason },
          });
          const after = await json<{ entries: { product: { isbn13: string } }[] }>(
            request,
            `/api/carts?userId=${encodeURIComponent(userId)}`,
          );
          expect(after.entries.map((e) => e.product.isbn13)).not.toContain(isbn);
        });
      }
    });
  }
});
