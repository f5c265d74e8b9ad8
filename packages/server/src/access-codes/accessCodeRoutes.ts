import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCESS_CODE_NOT_FOUND, accessCodeCheckBodySchema, accessCodeResultsSchema, type AccessCodeResult } from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { accessCodes } from '../db/schema';
import { parseRequest } from '../http/validate';

/** POST /api/access-code-checker: one result per code, in the order asked; unknown codes carry `error` (ACC-01). */
export async function accessCodeRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  app.post('/api/access-code-checker', async (request) => {
    requireUser(request);
    const { accessCodes: asked } = parseRequest(accessCodeCheckBodySchema, request.body);
    const rows = await db.select().from(accessCodes).where(inArray(accessCodes.accessCode, asked.map((c) => c.toUpperCase())));
    const byCode = new Map(rows.map((r) => [r.accessCode, r]));
    const results: AccessCodeResult[] = asked.map((code) => {
      const row = byCode.get(code.toUpperCase());
      if (!row) return { accessCode: code, error: ACCESS_CODE_NOT_FOUND };
      return {
        accessCode: row.accessCode, returnable: row.returnable, status: row.status, productName: row.productName,
        registeredTo: row.registeredTo, email: row.email, activationDate: row.activationDate, refundEligibility: row.refundEligibility, error: null,
      };
    });
    return ctx.answer(accessCodeResultsSchema, results);
  });
}
