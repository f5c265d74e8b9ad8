import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_CODE_NOT_FOUND,
  accessCodeCheckBodySchema,
  accessCodeResultFor,
  accessCodeResultsSchema,
  type AccessCodeResult,
} from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { accessCodes, userAccounts, users } from '../db/schema';
import type { Db } from '../db/types';
import { signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';

/**
 * Holder emails (lower case) within the caller's own accounts: active users who share an account
 * with the caller, or the caller, when the caller is active. A pending user (whose accounts nobody
 * has confirmed) holds no accounts here.
 */
async function holdersWithinCallersAccounts(db: Db, uid: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const [caller] = await db.select({ status: users.accountStatus }).from(users).where(eq(users.uid, uid));
  if (caller?.status !== 'ACTIVE') return new Set();
  const callersAccounts = db
    .select({ accountNumber: userAccounts.accountNumber })
    .from(userAccounts)
    .where(eq(userAccounts.userUid, uid));
  const email = sql<string>`lower(${users.email})`;
  const rows = await db
    .selectDistinct({ email })
    .from(users)
    .leftJoin(userAccounts, eq(userAccounts.userUid, users.uid))
    .where(
      and(
        inArray(email, emails),
        eq(users.accountStatus, 'ACTIVE'),
        or(eq(users.uid, uid), inArray(userAccounts.accountNumber, callersAccounts)),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

/**
 * POST /api/access-code-checker: one result per code, in the order asked; unknown codes carry
 * `error` (ACC-01). A code held outside the caller's accounts answers its status only
 * (accessCodeResultFor), except to staff. Rate limited per user (rule 'access-codes').
 */
export async function accessCodeRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const db = ctx.database.db;
  const route = {
    ...signedInOnly,
    schema: { body: accessCodeCheckBodySchema, response: { 200: accessCodeResultsSchema } },
  };
  app.post('/api/access-code-checker', route, async (request) => {
    const uid = requireUser(request);
    const { accessCodes: asked } = request.body;
    const rows = await db
      .select()
      .from(accessCodes)
      .where(
        inArray(
          accessCodes.accessCode,
          asked.map((c) => c.toUpperCase()),
        ),
      );
    const byCode = new Map(rows.map((r) => [r.accessCode, r]));
    // Staff act for every account (spec 001 §6): they see each code's holder, as its own account would.
    const [caller] = await db
      .select({ staff: users.isCengageEmployee, status: users.accountStatus })
      .from(users)
      .where(eq(users.uid, uid));
    const staff = caller?.staff === true && caller.status === 'ACTIVE';
    const own = await holdersWithinCallersAccounts(db, uid, [
      ...new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : []))),
    ]);
    const results: AccessCodeResult[] = asked.map((code) => {
      const row = byCode.get(code.toUpperCase());
      if (!row) return { accessCode: code, error: ACCESS_CODE_NOT_FOUND };
      return accessCodeResultFor(
        {
          accessCode: row.accessCode,
          returnable: row.returnable,
          status: row.status,
          productName: row.productName,
          registeredTo: row.registeredTo,
          email: row.email,
          activationDate: row.activationDate,
          refundEligibility: row.refundEligibility,
        },
        staff || (row.email !== null && own.has(row.email.toLowerCase())),
      );
    });
    return results;
  });
}
