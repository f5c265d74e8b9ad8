import { and, eq, sql } from 'drizzle-orm';
import {
  PRODUCT, PRODUCT_STORE_ROLE, SECOND_BRAND, type RegistrationUser,
} from '@shelfmark/api-client/schemas';
import { accounts, userAccounts, users } from '../db/schema';
import { identityRegistrations } from '../db/schema/selfService';
import type { Db } from '../db/types';

/** Stored instead of a password hash until the user sets one: verifyPassword never accepts it. */
const NO_PASSWORD_YET = 'pending-activation';

export type RegisterOutcome = { uid: string } | { refused: 'unknownAccount' | 'alreadyExists' };

/**
 * Creates a PENDING user (REG-01): the storefront user linked to the ship-to account it named,
 * and its identity-provider record with the group id. Emails are compared case-insensitively;
 * nothing is written when the account is unknown or the email is taken.
 */
export async function registerUser(db: Db, user: RegistrationUser): Promise<RegisterOutcome> {
  const uid = user.email.trim().toLowerCase();
  const catalog = user.roles.includes(PRODUCT_STORE_ROLE) ? PRODUCT : SECOND_BRAND;
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ accountNumber: accounts.accountNumber, uid: accounts.uid }).from(accounts)
      .where(and(eq(accounts.accountNumber, user.defaultShipToAccount), eq(accounts.kind, 'SHIP_TO'))).limit(1);
    if (!account) return { refused: 'unknownAccount' as const };
    const [taken] = await tx.select({ uid: users.uid }).from(users)
      .where(sql`lower(${users.email}) = ${uid} OR ${users.uid} = ${uid}`).limit(1);
    if (taken) return { refused: 'alreadyExists' as const };
    await tx.insert(users).values({
      uid, email: uid, passwordHash: NO_PASSWORD_YET, firstName: user.firstName, lastName: user.lastName,
      workPhone: user.workPhone, cellphone: user.oktaUser.profile.mobilePhone ?? null, brand: catalog,
      accountStatus: 'PENDING', hasPurchaserRights: false, roles: user.roles,
      orgUnitUid: account.uid, orgUnitAccountNumber: account.accountNumber,
      defaultShipToAccount: account.accountNumber, defaultBillToAccount: account.accountNumber,
    });
    await tx.insert(userAccounts).values({ userUid: uid, accountNumber: account.accountNumber });
    await tx.insert(identityRegistrations).values({
      uid, login: user.oktaUser.profile.login.toLowerCase(), groupId: user.oktaUser.groupIds[0]!,
      mobilePhone: user.oktaUser.profile.mobilePhone ?? null, catalog,
    });
    return { uid };
  });
}
