import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT, PRODUCT_STORE_ROLE, SECOND_BRAND, type RegistrationUser } from '@shelfmark/api-client/schemas';
import { accounts, users } from '../db/schema';
import { identityRegistrations } from '../db/schema/selfService';
import type { Db } from '../db/types';

/** Stored instead of a password hash until the user sets one: it is never checked (see verifyCredentials). */
const NO_PASSWORD_YET = 'pending-activation';

/** What became of a registration; only the email address given is told which (registrationNotice). */
export type RegisterOutcome =
  { kind: 'created'; uid: string } | { kind: 'alreadyExists'; uid: string } | { kind: 'unknownAccount'; uid: string };

/**
 * Creates a PENDING user (REG-01) and its identity-provider record with the group id. The ship-to
 * account it names is recorded as the user's requested (default) account, and nothing more: no
 * link to the account, so the user sees none of its addresses, prices or orders until staff
 * confirm the registration and link it. Emails are compared case-insensitively; nothing is written
 * when the account number is not a ship-to account or the email is taken (a concurrent
 * registration of the same email included).
 */
export async function registerUser(db: Db, user: RegistrationUser): Promise<RegisterOutcome> {
  const uid = user.email.trim().toLowerCase();
  const catalog = user.roles.includes(PRODUCT_STORE_ROLE) ? PRODUCT : SECOND_BRAND;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ accountNumber: accounts.accountNumber })
      .from(accounts)
      .where(and(eq(accounts.accountNumber, user.defaultShipToAccount), eq(accounts.kind, 'SHIP_TO')))
      .limit(1);
    if (!account) return { kind: 'unknownAccount' as const, uid };
    const [taken] = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(sql`lower(${users.email}) = ${uid} OR ${users.uid} = ${uid}`)
      .limit(1);
    if (taken) return { kind: 'alreadyExists' as const, uid };
    const inserted = await tx
      .insert(users)
      .values({
        uid,
        email: uid,
        passwordHash: NO_PASSWORD_YET,
        firstName: user.firstName,
        lastName: user.lastName,
        workPhone: user.workPhone,
        cellphone: user.oktaUser.profile.mobilePhone ?? null,
        brand: catalog,
        accountStatus: 'PENDING',
        hasPurchaserRights: false,
        roles: user.roles,
        defaultShipToAccount: account.accountNumber,
      })
      .onConflictDoNothing()
      .returning({ uid: users.uid });
    if (inserted.length === 0) return { kind: 'alreadyExists' as const, uid };
    await tx.insert(identityRegistrations).values({
      uid,
      login: user.oktaUser.profile.login.toLowerCase(),
      groupId: user.oktaUser.groupIds[0]!,
      mobilePhone: user.oktaUser.profile.mobilePhone ?? null,
      catalog,
    });
    return { kind: 'created' as const, uid };
  });
}
