import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorBody } from '@shelfmark/api-client/schemas';
import { z } from 'zod';
import { HttpError } from './HttpError';

/** A server whose route schemas are the shared zod contract schemas (request and response types follow from them). */
export type ZodRoutes = ReturnType<typeof withZod>;

/** The server as a route module writes its routes: `schema: { body, querystring, params, response }` typed by zod. */
export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * 400 VALIDATION whose fieldErrors name each failing field (`orderEntries.0.quantity`) and whose
 * message joins `field: problem` pairs — the same answer the memory twin gives.
 */
export function validationError(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const body = validationErrorBody(issues);
  return new HttpError(400, body.code, body.message, { fieldErrors: body.fieldErrors, errorList: body.errorList });
}

function asZod(schema: unknown, where: string): z.ZodType {
  // A JSON schema here would be handed to zod and fail on the first request: refuse it while the route is added.
  if (!(schema instanceof z.ZodType)) throw new Error(`${where}: route schemas are zod schemas`);
  return schema;
}

/**
 * Parses a route's body, querystring and params with its zod schema; a failure is the ApiError
 * 400 above. The parsed value (defaults filled, numbers coerced) replaces the request's.
 */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  const zod = asZod(schema, `${method} ${url} ${httpPart ?? ''}`);
  return (data) => {
    // fastify hands a missing body over as null; parsed as undefined it fails as it always has ("received undefined").
    const result = zod.safeParse(httpPart === 'body' && data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: validationError(result.error.issues) };
  };
};

/**
 * Sends a route's answer as it is (JSON, no field dropped); with answer checks on (tests,
 * development) it is first parsed with the route's response schema, so the server cannot drift from
 * the contract unnoticed — a mismatch is a 500 there, never in production, where nothing is parsed.
 */
const serializerCompiler =
  (checkAnswers: boolean): FastifySerializerCompiler<unknown> =>
  ({ schema, method, url }) => {
    const zod = asZod(schema, `${method} ${url} response`);
    return (data) => {
      if (checkAnswers) {
        const result = zod.safeParse(data);
        if (!result.success) throw answerMismatch(result.error.issues);
      }
      return JSON.stringify(data);
    };
  };

/** The error an answer that does not match its contract schema raises (a 500 with the first problems in the log). */
const answerMismatch = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) =>
  new Error(
    `Answer does not match the contract: ${issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
      .join('; ')}`,
  );

/** Every route schema on this server is a zod contract schema: requests are parsed, answers checked. */
export function installRouteSchemas(app: FastifyInstance, options: { checkAnswers: boolean }): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(options.checkAnswers));
}
