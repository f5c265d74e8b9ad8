import { describe, expect, it } from 'vitest';
import { formatIsbnDashed } from '../../src/isbn';
import { solveLocalCaptcha } from '../../src/captcha/localCaptcha';
import type { ApiClient } from '../../src/client/createApiClient';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from '../../src/formRules';
import { PRODUCT_NOT_FOUND } from '../../src/messages';
import {
  DEFAULT_IDENTITY_GROUPS,
  PRODUCT_STORE_ROLE,
  REGISTRATION_RECEIVED,
  buildRegistrationBody,
  identityGroupFor,
  type RegistrationFormValues,
} from '../../src/schemas';
import { failure } from '../failure';
import type { ContractContext } from './context';

let serial = 0;
const uniqueEmail = (domain: string) => `reg-${Date.now().toString(36)}-${(serial += 1)}@${domain}`;

/** The email fields of a registration for another address (uid, login and group follow the email). */
const sameEmail = (email: string) => ({
  email,
  uid: email,
  oktaUser: {
    profile: { firstName: 'Ada', lastName: 'Lovelace', email, login: email },
    groupIds: [identityGroupFor(email)],
  },
});

/** A token for the implementation's local captcha, solved as the browser widget does. */
async function solvedToken(api: ApiClient): Promise<string> {
  const challenge = await api.forms.captchaChallenge();
  if (challenge.provider !== 'altcha') throw new Error(`expected the local captcha, got ${challenge.provider}`);
  return (await solveLocalCaptcha(challenge.challenge))!;
}

/** Registration (REG-01), the profile (PROF-01) and price and availability (PNA-01). */
export function selfServiceCases(ctx: ContractContext): void {
  const form = async (overrides: Partial<RegistrationFormValues> = {}): Promise<RegistrationFormValues> => ({
    catalogSelection: PRODUCT_STORE_ROLE,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '5551234567',
    accountNumber: (await ctx.buyer.users.accounts({ userId: ctx.B })).shipToAccounts[0]!.accountNumber,
    email: uniqueEmail('library.example.edu'),
    ...overrides,
  });

  describe('registration', () => {
    /** The body for the form's values, with a solved captcha (every registration solves one). */
    const withCaptcha = async (values: RegistrationFormValues) => ({
      ...buildRegistrationBody(values),
      recaptchaToken: await solvedToken(ctx.anon),
    });

    it('REG-01 answers a new user, a known email in any case and an unknown account number alike, so none is revealed', async () => {
      const received = { message: REGISTRATION_RECEIVED };
      expect(await ctx.anon.users.register(await withCaptcha(await form()))).toEqual(received);
      expect(
        await ctx.anon.users.register(await withCaptcha({ ...(await form()), email: ctx.B.toUpperCase() })),
      ).toEqual(received);
      expect(await ctx.anon.users.register(await withCaptcha(await form({ accountNumber: '999999999' })))).toEqual(
        received,
      );
    });

    it('REG-01 puts test domains in the QA group and refuses a group that does not match the email domain', async () => {
      const test = await withCaptcha(await form({ email: uniqueEmail('shelfmark.test') }));
      expect(test.user.oktaUser.groupIds).toEqual([DEFAULT_IDENTITY_GROUPS.qaGroupId]);
      const wrong = {
        user: { ...test.user, oktaUser: { ...test.user.oktaUser, groupIds: [DEFAULT_IDENTITY_GROUPS.defaultGroupId] } },
      };
      const error = await failure(ctx.anon.users.register(wrong));
      expect([error.status, Object.keys(error.fieldErrors)]).toEqual([400, ['user.oktaUser.groupIds']]);
      expect(await ctx.anon.users.register(test)).toEqual({ message: REGISTRATION_RECEIVED });
    });

    it('REG-01 answers 400 naming each bad field: email pattern, account number not a number, missing first name', async () => {
      const body = buildRegistrationBody(await form());
      const error = await failure(
        ctx.anon.users.register({
          user: { ...body.user, email: 'not-an-email', defaultShipToAccount: 'ABC', firstName: ' ' },
        }),
      );
      expect(error.status).toBe(400);
      expect(error.fieldErrors).toMatchObject({
        'user.email': 'Please, provide valid email address.',
        'user.defaultShipToAccount': 'Customer / Account number must be number',
        'user.firstName': 'First name is required',
      });
    });

    it('REG-01 refuses a registration without a solved captcha, and a captcha token used twice (400 naming recaptchaToken)', async () => {
      const missing = await failure(ctx.anon.users.register(buildRegistrationBody(await form())));
      expect([missing.status, missing.fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_REQUIRED }]);
      const body = await withCaptcha(await form());
      await ctx.anon.users.register(body);
      const replayed = await failure(
        ctx.anon.users.register({ ...body, user: { ...body.user, ...sameEmail(uniqueEmail('library.example.edu')) } }),
      );
      expect([replayed.status, replayed.fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_INVALID }]);
    });
  });

  describe('profile', () => {
    it("PROF-01 answers the signed-in user's own contact data and default ship-to", async () => {
      const profile = await ctx.buyer.users.profile({ userId: ctx.B });
      const session = await ctx.buyer.auth.session();
      expect(profile).toMatchObject({ uid: ctx.B, email: session.user?.email, firstName: session.user?.firstName });
      expect(profile.defaultShipToAccount).toEqual(expect.any(String));
    });

    it("PROF-01 refuses another user's profile (403) and answers 401 without a session", async () => {
      expect((await failure(ctx.other.users.profile({ userId: ctx.B }))).status).toBe(403);
      expect((await failure(ctx.anon.users.profile({ userId: ctx.B }))).status).toBe(401);
    });
  });

  describe('price and availability', () => {
    it('PNA-01 prices rows: dashes ignored, duplicates summed, invalid ISBNs first, price = unit × quantity', async () => {
      const { inStock, unknown } = ctx.h.knownIsbns;
      const { items } = await ctx.buyer.products.checkPrices({
        rows: [
          { isbn: formatIsbnDashed(inStock), quantity: 2 },
          { isbn: unknown, quantity: 1 },
          { isbn: '12-34', quantity: 1 },
          { isbn: inStock, quantity: 3 },
        ],
      });
      expect(items.map((i) => i.isbn13)).toEqual([unknown, '1234', inStock]);
      expect(items[0]?.invalidIsbn).toBe(PRODUCT_NOT_FOUND);
      expect(items[1]?.invalidIsbn).toEqual(expect.any(String));
      const valid = items[2]!;
      expect(valid.invalidIsbn ?? null).toBeNull();
      expect(valid.desiredQuantity).toBe(5);
      expect(valid.fullTitle).toEqual(expect.any(String));
      expect(valid.quantityAvailable).toBeGreaterThan(0);
      expect(valid.customPrice!.value).toBeCloseTo(valid.customUnitPrice!.value * 5, 2);
      expect(valid.customListPrice?.formattedValue).toEqual(expect.any(String));
    });

    it('PNA-01 prices one ISBN for a quantity; unknown ISBN 404; no session 401', async () => {
      const one = await ctx.buyer.products.priceAndAvailability({
        productCode: ctx.h.knownIsbns.lowStock,
        quantity: 4,
      });
      expect(one).toMatchObject({ isbn13: ctx.h.knownIsbns.lowStock, desiredQuantity: 4 });
      expect(one.customPrice!.value).toBeCloseTo(one.customUnitPrice!.value * 4, 2);
      expect(one.quantityAvailable).toBeGreaterThanOrEqual(1);
      expect(
        (await failure(ctx.buyer.products.priceAndAvailability({ productCode: ctx.h.knownIsbns.unknown }))).status,
      ).toBe(404);
      expect(
        (await failure(ctx.anon.products.checkPrices({ rows: [{ isbn: ctx.h.knownIsbns.inStock, quantity: 1 }] })))
          .status,
      ).toBe(401);
    });

    it('PNA-01 answers 400 naming the field for a letter in an ISBN, quantity 0 or more than 100 rows', async () => {
      const letters = await failure(ctx.buyer.products.checkPrices({ rows: [{ isbn: '978X', quantity: 1 }] }));
      expect([letters.status, Object.keys(letters.fieldErrors)]).toEqual([400, ['rows.0.isbn']]);
      const zero = await failure(
        ctx.buyer.products.checkPrices({ rows: [{ isbn: ctx.h.knownIsbns.inStock, quantity: 0 }] }),
      );
      expect(Object.keys(zero.fieldErrors)).toEqual(['rows.0.quantity']);
      const many = Array.from({ length: 101 }, () => ({ isbn: ctx.h.knownIsbns.inStock, quantity: 1 }));
      expect(Object.keys((await failure(ctx.buyer.products.checkPrices({ rows: many }))).fieldErrors)).toEqual([
        'rows',
      ]);
    });
  });
}
