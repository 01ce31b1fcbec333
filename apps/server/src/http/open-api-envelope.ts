import type { OpenApiErrorCode } from '@roomcraft/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

type EnvelopeCode = (typeof OpenApiErrorCode)[number];

const BY_STATUS: Record<number, EnvelopeCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUEST',
};

/** Routes a key authenticates answer their errors in the open API's envelope too (docs/decisions/open-api.md). */
export function wearsOpenApiEnvelope(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  return access === 'apiKey' || access === 'accessKeyQuery';
}

/**
 * Sends an error answer: `{code, message, details?}` everywhere, and on key-authenticated routes also
 * the real product's `{result: 'FAIL', data: null, error: {errorCode, message}}`, so a client of
 * either shape reads it. A 429 says when to come back in Retry-After.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: { code: string; message: string; details?: unknown },
) {
  const retryAfter = (body.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (status === 429 && retryAfter) reply.header('retry-after', String(retryAfter));
  if (!wearsOpenApiEnvelope(request)) return reply.status(status).send(body);
  const errorCode = BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
  return reply
    .status(status)
    .send({ ...body, result: 'FAIL', data: null, error: { errorCode, message: body.message } });
}
