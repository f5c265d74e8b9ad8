import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_NOT_FOUND, ERROR_TYPES, REGISTRATION_ALREADY_EXISTS, registrationBodySchema, registrationConsistencyErrors,
  registrationResultSchema,
} from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { HttpError, badRequest } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { registerUser } from './registerUser';

const typed = (status: number, code: string, type: string, message: string) =>
  new HttpError(status, code, `${type}: ${message}`, { errorList: { errors: [{ message, type }] } });

/** POST /api/public/users/registration (spec 001 §7; REG-01): no session needed. */
export async function registrationRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.post('/api/public/users/registration', async (request, reply) => {
    const { user } = parseRequest(registrationBodySchema, request.body);
    const inconsistent = registrationConsistencyErrors(user);
    const fields = Object.entries(inconsistent);
    if (fields.length > 0) throw badRequest(fields.map(([k, v]) => `${k}: ${v}`).join('; '), inconsistent);
    const outcome = await registerUser(ctx.database.db, user);
    if ('refused' in outcome) {
      throw outcome.refused === 'unknownAccount'
        ? typed(404, 'NOT_FOUND', ERROR_TYPES.notFound, ACCOUNT_NOT_FOUND)
        : typed(409, 'CONFLICT', ERROR_TYPES.alreadyExists, REGISTRATION_ALREADY_EXISTS);
    }
    reply.code(201);
    return ctx.answer(registrationResultSchema, { uid: outcome.uid, accountStatus: 'PENDING' });
  });
}
