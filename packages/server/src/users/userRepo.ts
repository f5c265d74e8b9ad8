import { eq, sql } from 'drizzle-orm';
import {
  PRODUCT,
  SECOND_BRAND,
  type AccountsResponse,
  type Address,
  type SessionUser,
  type ShipToAccount,
} from '@shelfmark/api-client/schemas';
import { accounts, userAccounts, users, type AddressRecord } from '../db/schema';
import type { Db } from '../db/types';
import { DUMMY_PASSWORD_HASH, isCheckableHash, verifyPassword } from './password';

type UserRecord = typeof users.$inferSelect;
type AccountRecord = typeof accounts.$inferSelect;

const toAddress = (a: AddressRecord): Address => ({
  id: a.id,
  line1: a.line1,
  line2: a.line2 ?? null,
  town: a.town,
  region: a.region ?? null,
  postalCode: a.postalCode,
  country: a.country ?? null,
  phone: a.phone ?? null,
});

function toSessionUser(u: UserRecord): SessionUser {
  return {
    uid: u.uid,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    title: u.title,
    departmentName: u.departmentName,
    workPhone: u.workPhone,
    storeName: u.storeName,
    defaultAddress: { cellphone: u.cellphone },
    hasPurchaserRights: u.hasPurchaserRights,
    isUserInquiryOnly: u.isInquiryOnly,
    isShelfmarkUser: u.brand === PRODUCT,
    isThorndikeUser: u.brand === SECOND_BRAND,
    isCengageEmployee: u.isCengageEmployee,
    isNglUser: u.isNglUser,
    isInternational: u.isInternational,
    accountStatus: u.accountStatus,
    tierLevel: u.tierLevel,
    roles: u.roles,
    orgUnit:
      u.orgUnitUid && u.orgUnitAccountNumber ? { uid: u.orgUnitUid, accountNumber: u.orgUnitAccountNumber } : null,
    defaultShipToAccount: u.currentShipToAccount ?? u.defaultShipToAccount,
    defaultBillToAccount: u.defaultBillToAccount,
  };
}

async function findUser(db: Db, uid: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/** The signed-in user as /api/auth/session answers it (sessionUserSchema), or null for an unknown uid. */
export async function loadSessionUser(db: Db, uid: string): Promise<SessionUser | null> {
  const user = await findUser(db, uid);
  return user ? toSessionUser(user) : null;
}

/** Email and password check for the identity provider's login page; emails are case-insensitive. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<{ uid: string } | null> {
  const [user] = await db
    .select({ uid: users.uid, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  // Exactly one full scrypt for every sign-in: an unknown email, or a registered user who has no
  // password yet, is checked against a dummy hash of the same cost, so the time of the answer
  // reveals neither which emails exist nor which are pending.
  const checkable = user !== undefined && isCheckableHash(user.passwordHash);
  const matches = await verifyPassword(password, checkable ? user.passwordHash : DUMMY_PASSWORD_HASH);
  return matches && checkable ? { uid: user.uid } : null;
}

function toShipTo(a: AccountRecord): ShipToAccount {
  return {
    accountNumber: a.accountNumber,
    uid: a.uid,
    name: a.name,
    active: a.active,
    addresses: a.addresses.map(toAddress),
    isE1Account: a.isE1Account,
    e1AccountNumber: a.e1AccountNumber,
    funds: a.funds,
    parentOrgUnit: a.parentUid ? { uid: a.parentUid, intermediateUnit: a.intermediateUnit } : null,
  };
}

const toDefault = (a: AccountRecord | undefined) =>
  a ? { name: a.name, uid: a.uid, addresses: a.addresses.map(toAddress) } : null;

/** GET /api/users/accounts: the user's ship-to accounts (inactive ones included, flagged) and defaults. */
export async function loadAccounts(db: Db, uid: string): Promise<AccountsResponse | null> {
  const user = await findUser(db, uid);
  if (!user) return null;
  const rows = await db
    .select({ account: accounts })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.accountNumber, userAccounts.accountNumber))
    .where(eq(userAccounts.userUid, uid))
    .orderBy(accounts.accountNumber);
  const linked = rows.map((r) => r.account);
  const shipTos = linked.filter((a) => a.kind === 'SHIP_TO');
  const byNumber = new Map(linked.map((a) => [a.accountNumber, a]));
  const current = byNumber.get(user.currentShipToAccount ?? user.defaultShipToAccount ?? '');
  return {
    shipToAccount: current && current.kind === 'SHIP_TO' ? toShipTo(current) : null,
    shipToAccounts: shipTos.map(toShipTo),
    customerDefaultShipToAccount: toDefault(byNumber.get(user.defaultShipToAccount ?? '')),
    customerDefaultBillToAccount: toDefault(byNumber.get(user.defaultBillToAccount ?? '')),
  };
}

/**
 * The ship-to account new carts are opened for, prices are asked for and orders ship to; none for
 * a PENDING user: the account a registration names is only a request until staff confirm it.
 */
export async function currentShipTo(db: Db, uid: string): Promise<string | null> {
  const user = await findUser(db, uid);
  if (user?.accountStatus !== 'ACTIVE') return null;
  return user.currentShipToAccount ?? user.defaultShipToAccount ?? null;
}

/**
 * PATCH /api/users/accounts/default (the account update call of spec 000): the default and current
 * ship-to become `shipToAccountNumber`, which must be one of the user's own active ship-to accounts;
 * a bill-to, when given, must be one of the user's ship-to accounts or their bill-to account.
 * Answers the field to blame, or null once saved; nothing changes on a refusal.
 */
export async function updateDefaultAccounts(
  db: Db,
  uid: string,
  shipToAccountNumber: string,
  billToAccountNumber?: string,
): Promise<'shipToAccountNumber' | 'billToAccountNumber' | null> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, uid);
    const rows = await tx
      .select({ account: accounts })
      .from(userAccounts)
      .innerJoin(accounts, eq(accounts.accountNumber, userAccounts.accountNumber))
      .where(eq(userAccounts.userUid, uid));
    const linked = new Map(rows.map((r) => [r.account.accountNumber, r.account]));
    const shipTo = linked.get(shipToAccountNumber);
    if (!user || !shipTo || shipTo.kind !== 'SHIP_TO' || !shipTo.active) return 'shipToAccountNumber';
    if (
      billToAccountNumber !== undefined &&
      billToAccountNumber !== user.defaultBillToAccount &&
      linked.get(billToAccountNumber)?.kind !== 'SHIP_TO'
    )
      return 'billToAccountNumber';
    await tx
      .update(users)
      .set({
        defaultShipToAccount: shipToAccountNumber,
        currentShipToAccount: shipToAccountNumber,
        ...(billToAccountNumber !== undefined ? { defaultBillToAccount: billToAccountNumber } : {}),
      })
      .where(eq(users.uid, uid));
    return null;
  });
}
