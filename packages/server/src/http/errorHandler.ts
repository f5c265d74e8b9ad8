import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@shelfmark/api-client/schemas';
import { retryAfterSeconds } from './rateLimits';

const CODE_FOR_STATUS: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface ApiErrorLike {
  toApiError(): ApiErrorBody;
}
const hasApiBody = (error: unknown): error is ApiErrorLike =>
  typeof (error as ApiErrorLike | null)?.toApiError === 'function';

/** The ApiError body for any thrown value; unknown errors become a bland 500 (details stay in the log). */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (hasApiBody(error)) return error.toApiError();
  const e = error as Partial<FastifyError> & { status?: number };
  const status = e.statusCode ?? e.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // fastify's own client errors (bad JSON, unsupported media type, body too large…)
    const code = CODE_FOR_STATUS[status] ?? 'BAD_REQUEST';
    const message =
      status === 400 && e.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'body: Request body is not valid JSON'
        : (e.message ?? 'Bad request');
    return {
      status,
      code,
      message,
      ...(status === 400 ? { fieldErrors: { body: message.replace(/^body: /, '') } } : {}),
    };
  }
  return { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
}

/** True once the request's connection is gone before its answer was sent. */
function clientGone(request: IncomingMessage, response: ServerResponse): boolean {
  // The socket, not the request stream: a request whose body has been read is destroyed too.
  return !response.writableEnded && (response.destroyed || request.socket?.destroyed === true);
}

/** Every failing call answers the ApiError shape; 5xx are logged with their stack, never sent. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // The client hung up before its answer (a closed tab, a crawler's time-out): whatever failed
    // because of it (an aborted in-process call, a closed stream) is no fault of the server. Logged
    // once, at info, and answered with nothing: there is nobody to answer.
    if (clientGone(request.raw, reply.raw)) {
      request.log.info({ reason: (error as Error)?.message }, 'client closed the connection before the answer');
      return reply.code(499).send();
    }
    const body = toErrorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: body.status, code: body.code }, body.message);
    // Every 429 says when to come back (the promo throttle's timeLeft), as the rate limits' do.
    if (body.status === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(retryAfterSeconds(body.timeLeft ?? 1000)));
    return reply.code(body.status).type('application/json; charset=utf-8').send(body);
  });
}
