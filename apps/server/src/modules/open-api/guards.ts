import type { FastifyRequest } from 'fastify';
import type { PlatformGuards } from '../../http/access.ts';
import type { ApiKeys } from './api-keys.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** The API a call counts against: its method and route pattern, the same on every server. */
export const apiOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/**
 * The key-authenticated routes: the key is checked, then the call is taken from the enterprise's
 * bucket for that API, before the body is read or validated (docs/decisions/request-order.md).
 */
export function openApiGuards(
  keys: ApiKeys,
  limiter: RateLimiter,
): Pick<PlatformGuards, 'apiKey' | 'accessKeyQuery'> {
  const admit = async (request: FastifyRequest, key: unknown) => {
    const holder = await keys.authenticate(key);
    request.apiKeyEnterpriseId = holder.enterpriseId;
    request.apiKeyId = holder.keyId;
    await limiter.take(holder.enterpriseId, apiOf(request), request.method === 'GET' ? 'read' : 'write');
  };
  return {
    apiKey: (request) => admit(request, request.headers['x-api-key']),
    accessKeyQuery: (request) => admit(request, (request.query as Record<string, unknown>)['access-key']),
  };
}
