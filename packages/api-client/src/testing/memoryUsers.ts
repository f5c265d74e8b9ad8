import { ACCOUNT_NOT_FOUND, PENDING_ADD_GONE, SIGN_IN_REQUIRED } from '../messages';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from '../formRules';
import { verifyLocalCaptchaToken } from '../captcha/localCaptcha';
import * as s from '../schemas';
import { buildUrl } from '../client/http';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { buildAccounts, buildUser } from './fixtures';
import { fail, parseRequest, type MemoryState } from './memoryState';

export function memoryUsers(state: MemoryState): ApiClient['users'] {
  const handle = answering(state);
  const accountsOf = (userId: string) => state.accounts.get(userId) ?? fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
  const allShipTo = () => [...state.accounts.values()].flatMap((a) => a.shipToAccounts);

  return {
    accounts: handle(s.accountsResponseSchema, (query: s.GetAccountsQuery) => {
      state.requireUser();
      const { userId } = parseRequest(s.getAccountsQuerySchema, query);
      state.requireSelf(userId);
      return accountsOf(userId);
    }),
    updateDefaultAccounts: handle(s.accountsResponseSchema, (body: s.UpdateDefaultAccountsBody) => {
      state.requireUser();
      const request = parseRequest(s.updateDefaultAccountsBodySchema, body);
      const user = state.requireSelf(request.userId);
      const accounts = accountsOf(request.userId);
      const shipTo = accounts.shipToAccounts.find((a) => a.accountNumber === request.shipToAccountNumber && a.active);
      if (!shipTo)
        return fail(400, 'VALIDATION', `shipToAccountNumber: ${ACCOUNT_NOT_FOUND}`, {
          fieldErrors: { shipToAccountNumber: ACCOUNT_NOT_FOUND },
        });
      const asDefault = (a: s.ShipToAccount) => ({ name: a.name, uid: a.accountNumber, addresses: a.addresses });
      accounts.shipToAccount = shipTo;
      accounts.customerDefaultShipToAccount = asDefault(shipTo);
      user.defaultShipToAccount = shipTo.accountNumber;
      if (request.billToAccountNumber) {
        const billTo = accounts.shipToAccounts.find((a) => a.accountNumber === request.billToAccountNumber);
        if (billTo) accounts.customerDefaultBillToAccount = asDefault(billTo);
        else if (accounts.customerDefaultBillToAccount?.uid !== request.billToAccountNumber) {
          return fail(400, 'VALIDATION', `billToAccountNumber: ${ACCOUNT_NOT_FOUND}`, {
            fieldErrors: { billToAccountNumber: ACCOUNT_NOT_FOUND },
          });
        }
        user.defaultBillToAccount = request.billToAccountNumber;
      }
      return accounts;
    }),
    profile: handle(s.userProfileSchema, (query: s.ProfileQuery) => {
      state.requireUser();
      const { userId } = parseRequest(s.profileQuerySchema, query);
      const user = state.requireSelf(userId);
      // The registered customer number is the default ship-to, whose address the page shows (the session's is the
      // ship-to acted for now, which switching changes).
      const registered = state.accounts.get(userId)?.customerDefaultShipToAccount?.uid;
      return registered ? { ...user, defaultShipToAccount: registered } : user;
    }),
    // Like the server: a bad body or captcha is refused; every other registration gets the same
    // answer (a known email, an unknown account number and a new user alike), and a new user is
    // PENDING with no link to the account it named until staff confirm it.
    register: async (body: s.RegistrationBody) => {
      await state.delay();
      const { user, recaptchaToken } = parseRequest(s.registrationBodySchema, body);
      const inconsistent = Object.entries(s.registrationConsistencyErrors(user));
      if (inconsistent.length > 0)
        fail(400, 'VALIDATION', inconsistent.map(([k, v]) => `${k}: ${v}`).join('; '), {
          fieldErrors: Object.fromEntries(inconsistent),
        });
      if (!recaptchaToken)
        fail(400, 'VALIDATION', CAPTCHA_REQUIRED, { fieldErrors: { recaptchaToken: CAPTCHA_REQUIRED } });
      const verdict = await verifyLocalCaptchaToken(recaptchaToken!, state.captchaSecret);
      if (!verdict.verified || state.spentCaptchas.has(verdict.signature!)) {
        fail(400, 'VALIDATION', CAPTCHA_INVALID, { fieldErrors: { recaptchaToken: CAPTCHA_INVALID } });
      }
      state.spentCaptchas.add(verdict.signature!);
      const uid = user.email.toLowerCase();
      const account = allShipTo().find((a) => a.accountNumber === user.defaultShipToAccount);
      if (account && !state.users.has(uid)) {
        state.users.set(
          uid,
          buildUser({
            uid,
            email: uid,
            firstName: user.firstName,
            lastName: user.lastName,
            workPhone: user.workPhone,
            roles: user.roles,
            accountStatus: 'PENDING',
            hasPurchaserRights: false,
            isThorndikeUser: !user.roles.includes('shelfmark-store'),
            isShelfmarkUser: user.roles.includes('shelfmark-store'),
            orgUnit: null,
            defaultShipToAccount: account.accountNumber,
            defaultBillToAccount: null,
            defaultAddress: { cellphone: user.oktaUser.profile.mobilePhone ?? null },
          }),
        );
        state.accounts.set(uid, buildAccounts({ shipTo: [] }));
      }
      return s.registrationResultSchema.parse({ message: s.REGISTRATION_RECEIVED });
    },
  };
}

export function memoryAuth(state: MemoryState): ApiClient['auth'] {
  const session = answering(state)(s.sessionSchema, () => {
    const user = state.signedIn ? (state.users.get(state.signedIn) ?? null) : null;
    return {
      user,
      csrfToken: user ? `memory-csrf-${user.uid}` : null,
      preview: state.inPreview && s.isContentEditor(user),
    };
  });
  const claimPendingAdd = answering(state)(s.pendingAddSchema, (id: string) => {
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED', SIGN_IN_REQUIRED);
    const pending = state.pendingAdds.get(id);
    if (!pending) return fail(410, 'GONE', PENDING_ADD_GONE);
    if (pending.uid !== state.signedIn) return fail(403, 'FORBIDDEN', 'This add to cart belongs to another sign-in.');
    state.pendingAdds.delete(id);
    return { code: pending.code, quantity: pending.quantity };
  });
  return {
    session: () => session(undefined),
    claimPendingAdd,
    signInUrl: (returnTo?: string) => buildUrl('', '/api/auth/login', returnTo ? { return: returnTo } : {}),
    federatedLogoutUrl: (returnTo?: string) =>
      buildUrl('', '/api/auth/federated-logout', returnTo ? { return: returnTo } : {}),
  };
}
