/**
 * Every page of the storefront with JavaScript off, in real Chromium against the real server: each module of
 * examples/host-app/src/app/pageModules.ts is opened at its own address, as the user it is for, and shows its
 * primary content from the server's HTML alone — the signed-in buyer's cart, orders, order and profile, a staff
 * member's typed ship-to (`?shipTo=`) on My Orders and an order. The cases are keyed by module id: a module added
 * without a case here fails the first test, so no page escapes the check.
 * scripts/test-e2e.mjs runs the tests tagged with the brand the server was started for.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { createSiteConfig, type ShelfmarkRoutes } from '@shelfmark/forms/site';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expect, test } from '../support/fixtures';
import { addToCartByApi, emptyCart } from '../support/cart';
import { signIn } from '../support/signIn';
import { pageModules } from '../support/storefrontRoutes';

const STAFF = 'staff@shelfmark.test';
/** A ship-to of the shelfmark buyer's that staff may type (ORD-03). */
const TYPED_SHIP_TO = '1000101';

const brands = [
  {
    brand: 'shelfmark',
    name: 'Shelfmark',
    buyer: 'buyer@shelfmark.test',
    buyerName: 'Brooke Harmon',
    title: DEMO_TITLE,
    // Staff search by ship-to exists on this brand's demo users only.
    staff: true,
  },
  {
    brand: 'thorndike',
    name: 'Thorndike Press',
    buyer: 'buyer@thorndike.test',
    buyerName: 'Tessa Thorne',
    title: DEMO_TITLE_THORNDIKE,
    staff: false,
  },
] as const;

type Brand = (typeof brands)[number];

/** What one case opens and what it must show: `as` the user whose session the page is rendered with (null: nobody). */
interface PageCase {
  name: string;
  as: 'buyer' | 'staff' | null;
  path: (ctx: CaseContext) => string;
  status?: number;
  /** The page's primary content, in the HTML the server sent. */
  shows: (page: Page, ctx: CaseContext) => Promise<void>;
}

interface CaseContext {
  routes: ShelfmarkRoutes;
  brand: Brand;
  /** An order of the buyer's, as My Orders links it. */
  orderNumber: string;
  /** An order of the typed ship-to, as My Orders links it for staff. */
  staffOrderNumber: string;
}

const main = (page: Page): Locator => page.locator('main');
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const ordersTable = (page: Page) => page.getByRole('table', { name: 'My Orders' });

/** The cases of each page module, by its id. */
const cases: Record<string, (brand: Brand) => PageCase[]> = {
  home: ({ name }) => [
    {
      name: 'home',
      as: null,
      path: ({ routes }) => routes.home,
      shows: async (page) => expect(heading(page, `Welcome to ${name}`)).toBeVisible(),
    },
  ],
  search: ({ title }) => [
    {
      name: 'search results',
      as: 'buyer',
      path: ({ routes }) => `${routes.searchResults}?q=${encodeURIComponent(title.title)}`,
      shows: async (page) => {
        await expect(main(page).getByText(/\d+ results? for “/)).toBeVisible();
        await expect(main(page).getByRole('link', { name: title.title }).first()).toBeVisible();
      },
    },
  ],
  product: ({ title }) => [
    {
      name: 'product',
      as: 'buyer',
      path: ({ routes }) => `${routes.products}/${title.isbn13}`,
      shows: async (page) => expect(heading(page, title.title)).toBeVisible(),
    },
  ],
  catalog: ({ title }) => [
    {
      name: 'catalogue product',
      as: null,
      path: ({ routes }) => `${routes.catalog}/${title.isbn13}`,
      shows: async (page) => expect(heading(page, title.title)).toBeVisible(),
    },
  ],
  'internal-product-search': () => [
    {
      name: 'internal product search',
      as: 'buyer',
      path: () => '/internal-product-search',
      shows: async (page) => expect(heading(page, 'Internal Product Search')).toBeVisible(),
    },
  ],
  cart: ({ title }) => [
    {
      name: "the buyer's cart",
      as: 'buyer',
      path: ({ routes }) => routes.cart,
      shows: async (page) => {
        await expect(heading(page, 'Cart')).toBeVisible();
        await expect(main(page).getByText(title.title).first()).toBeVisible();
      },
    },
  ],
  checkout: ({ title }) => [
    {
      name: "the buyer's checkout",
      as: 'buyer',
      path: ({ routes }) => routes.checkout,
      shows: async (page) => {
        await expect(heading(page, 'Checkout')).toBeVisible();
        await expect(main(page).getByText(title.title).first()).toBeVisible();
        await expect(main(page).getByText('Sign in to check out')).toHaveCount(0);
      },
    },
  ],
  'order-confirmation': () => [
    {
      name: "an order's confirmation",
      as: 'buyer',
      path: ({ routes, orderNumber }) => `${routes.orderConfirmation}?ordernumber=${orderNumber}`,
      shows: async (page, { orderNumber }) => {
        await expect(heading(page, 'Thank you for your order')).toBeVisible();
        await expect(main(page).getByText(orderNumber).first()).toBeVisible();
      },
    },
  ],
  wishlist: () => [
    {
      name: "the buyer's wish lists",
      as: 'buyer',
      path: ({ routes }) => routes.wishlist,
      shows: async (page) => {
        await expect(heading(page, 'Wish Lists')).toBeVisible();
        await expect(main(page).getByText('Sign in to see and create your wish lists.')).toHaveCount(0);
      },
    },
  ],
  'my-orders': ({ staff }) => [
    {
      name: "the buyer's orders",
      as: 'buyer',
      path: ({ routes }) => routes.myOrders,
      shows: async (page, { orderNumber }) => {
        await expect(heading(page, 'My Orders')).toBeVisible();
        await expect(ordersTable(page).getByRole('link', { name: `View order ${orderNumber}` })).toBeVisible();
      },
    },
    ...(staff
      ? [
          {
            name: "a staff member's typed ship-to",
            as: 'staff' as const,
            path: ({ routes }: CaseContext) => `${routes.myOrders}?shipTo=${TYPED_SHIP_TO}`,
            shows: async (page: Page, { staffOrderNumber }: CaseContext) => {
              await expect(main(page).getByText(`Showing orders of ship-to account ${TYPED_SHIP_TO}.`)).toBeVisible();
              await expect(
                ordersTable(page).getByRole('link', { name: `View order ${staffOrderNumber}` }),
              ).toHaveAttribute('href', new RegExp(`\\?shipTo=${TYPED_SHIP_TO}$`));
            },
          },
        ]
      : []),
  ],
  'my-quotes': () => [
    {
      name: "the buyer's quotes",
      as: 'buyer',
      path: ({ routes }) => `${routes.myOrders}/quotes`,
      shows: async (page) => {
        await expect(heading(page, 'Quotes')).toBeVisible();
        await expect(main(page).getByText('Quotes you requested for titles sold through')).toBeVisible();
        await expect(main(page).getByText('Loading your quotes…')).toHaveCount(0);
        await expect(main(page).getByText('Sign in to see your quotes.')).toHaveCount(0);
      },
    },
  ],
  'order-details': ({ staff }) => [
    {
      name: "one of the buyer's orders",
      as: 'buyer',
      path: ({ routes, orderNumber }) => `${routes.myOrders}/${orderNumber}`,
      shows: async (page, { orderNumber }) => {
        await expect(heading(page, `Order ${orderNumber}`)).toBeVisible();
        await expect(main(page).getByText('Order total').first()).toBeVisible();
        await expect(main(page).getByText('Loading the order…')).toHaveCount(0);
      },
    },
    ...(staff
      ? [
          {
            name: "an order of a staff member's typed ship-to",
            as: 'staff' as const,
            path: ({ routes, staffOrderNumber }: CaseContext) =>
              `${routes.myOrders}/${staffOrderNumber}?shipTo=${TYPED_SHIP_TO}`,
            shows: async (page: Page, { staffOrderNumber }: CaseContext) => {
              await expect(heading(page, `Order ${staffOrderNumber}`)).toBeVisible();
              await expect(main(page).getByText('Order total').first()).toBeVisible();
              await expect(main(page).getByText('Loading the order…')).toHaveCount(0);
            },
          },
        ]
      : []),
  ],
  'order-tracking': () => [
    {
      name: 'order tracking',
      as: 'buyer',
      path: ({ routes }) => routes.orderTracking,
      shows: async (page) => {
        await expect(heading(page, 'Order tracking')).toBeVisible();
        await expect(main(page).getByRole('button', { name: 'Search' }).first()).toBeVisible();
      },
    },
  ],
  'access-codes': () => [
    {
      name: 'the access code checker',
      as: 'buyer',
      path: ({ routes }) => routes.accessCodes,
      shows: async (page) => {
        await expect(heading(page, 'Access code checker')).toBeVisible();
        await expect(main(page).getByText('Sign in to check access codes.')).toHaveCount(0);
      },
    },
  ],
  'fast-order': () => [
    {
      name: 'Fast Order',
      as: 'buyer',
      path: ({ routes }) => routes.fastOrder,
      shows: async (page) => {
        await expect(heading(page, 'Fast Order Entry')).toBeVisible();
        await expect(main(page).getByText('Sign in to order.')).toHaveCount(0);
      },
    },
  ],
  'price-and-availability': () => [
    {
      name: 'price and availability',
      as: 'buyer',
      path: ({ routes }) => routes.priceAndAvailability,
      shows: async (page) => {
        await expect(heading(page, 'Price And Availability')).toBeVisible();
        await expect(main(page).getByText('Sign in to check prices and availability.')).toHaveCount(0);
      },
    },
  ],
  register: () => [
    {
      name: 'registration',
      as: null,
      path: ({ routes }) => routes.register,
      shows: async (page) => {
        await expect(heading(page, 'Create an account')).toBeVisible();
        await expect(main(page).getByRole('textbox').first()).toBeVisible();
      },
    },
  ],
  profile: ({ buyerName }) => [
    {
      name: "the buyer's profile",
      as: 'buyer',
      path: ({ routes }) => routes.profile,
      shows: async (page) => {
        await expect(heading(page, 'Profile')).toBeVisible();
        // The contact information names the buyer (first and last name apart).
        for (const part of buyerName.split(' '))
          await expect(main(page).getByRole('definition').getByText(part, { exact: true }).first()).toBeVisible();
      },
    },
  ],
  'account-confirmation': ({ name }) => [
    {
      name: 'account confirmation',
      as: null,
      path: ({ routes }) => routes.accountConfirmation,
      shows: async (page) => expect(main(page).getByText(`Thank you for registering with ${name}.`)).toBeVisible(),
    },
  ],
  'not-found': () => [
    {
      name: 'an address nothing knows',
      as: null,
      path: () => '/no/such/page',
      status: 404,
      shows: async (page) => expect(heading(page, 'Page not found')).toBeVisible(),
    },
  ],
};

/** A browser context with scripts off: nothing but the server's HTML. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const withoutJavaScript = (browser: Browser, baseURL: string, storageState?: StorageState) =>
  browser.newContext({ baseURL, javaScriptEnabled: false, ...(storageState ? { storageState } : {}) });

/** The first order My Orders links, in the server's HTML of `path`. */
async function firstOrderLinked(context: BrowserContext, path: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(path);
  const link = ordersTable(page)
    .getByRole('link', { name: /^View order / })
    .first();
  await expect(link).toBeVisible();
  const orderNumber = (await link.textContent())!.trim();
  await page.close();
  return orderNumber;
}

for (const brand of brands) {
  test.describe(`the ${brand.brand} storefront's pages with JavaScript off`, { tag: `@${brand.brand}` }, () => {
    test(`every page module has a no-JavaScript case @${brand.brand}`, () => {
      const ids = pageModules.map((module) => module.id);
      expect(
        ids.filter((id) => !(id in cases)),
        'page modules without a case in e2e/journeys/page-modules.spec.ts',
      ).toEqual([]);
      expect(Object.keys(cases).filter((id) => !ids.includes(id))).toEqual([]);
    });

    test(`CMS-01 ORD-01 ORD-03 ORD-04 every page module shows its primary content for its user without JavaScript @${brand.brand}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      test.setTimeout(240_000);
      const routes = createSiteConfig(brand.brand).routes;
      const states: Record<'buyer' | 'staff', StorageState | null> = { buyer: null, staff: null };

      await test.step('the buyer signs in, with one title in the cart', async () => {
        await signIn(page, brand.buyer);
        await emptyCart(page);
        await addToCartByApi(page.request, brand.title.code);
        states.buyer = await page.context().storageState();
      });
      if (brand.staff) {
        await test.step('a staff member signs in', async () => {
          const staffContext = await browser.newContext({ baseURL: baseURL! });
          const staffPage = await staffContext.newPage();
          await signIn(staffPage, STAFF);
          states.staff = await staffContext.storageState();
          await staffContext.close();
        });
      }
      const contexts = new Map<PageCase['as'], BrowserContext>();
      const contextOf = async (as: PageCase['as']) => {
        if (!contexts.has(as))
          contexts.set(as, await withoutJavaScript(browser, baseURL!, as ? (states[as] ?? undefined) : undefined));
        return contexts.get(as)!;
      };
      const ctx: CaseContext = {
        routes,
        brand,
        orderNumber: await firstOrderLinked(await contextOf('buyer'), routes.myOrders),
        staffOrderNumber: brand.staff
          ? await firstOrderLinked(await contextOf('staff'), `${routes.myOrders}?shipTo=${TYPED_SHIP_TO}`)
          : '',
      };

      for (const module of pageModules) {
        for (const pageCase of cases[module.id]!(brand)) {
          const path = pageCase.path(ctx);
          await test.step(`${module.id}: ${pageCase.name} (${path}${pageCase.as ? `, as the ${pageCase.as}` : ''})`, async () => {
            const plain = await (await contextOf(pageCase.as)).newPage();
            const answer = await plain.goto(path);
            expect(answer?.status()).toBe(pageCase.status ?? 200);
            await pageCase.shows(plain, ctx);
            // Content, not a loading state: the server rendered the page with its data.
            await expect(main(plain).getByText(/^Loading\b/)).toHaveCount(0);
            await plain.close();
          });
        }
      }
      for (const context of contexts.values()) await context.close();
      await emptyCart(page);
    });
  });
}
