import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, type RouteAccess } from '@roomcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../modules/auth/sessions.ts';
import { HttpError, unauthorized } from './errors.ts';

/** Refuses a request its caller may not make; runs before the body is parsed or validated. */
export type AccessGuard = (request: FastifyRequest) => Promise<void>;

/** The checks of the access kinds that need the platform (api keys, render servers). */
export type PlatformGuards = Pick<
  Record<RouteAccess, AccessGuard>,
  'apiKey' | 'accessKeyQuery' | 'renderServer'
>;

const anyone: AccessGuard = async () => {};

const signedInUser: AccessGuard = async (request) => {
  if (request.principal?.kind !== 'user') throw unauthorized();
};

const operator: AccessGuard = async (request) => {
  if (request.principal?.kind === 'operator') return;
  if (request.principal) {
    throw new HttpError(403, ErrorCode.forbidden, 'Only back-office operators may call this.');
  }
  throw unauthorized();
};

/** Render servers send the configured token in x-render-server-token; with none configured, none is let in. */
export function renderServerGuard(configuredToken: string | undefined): AccessGuard {
  const expected = configuredToken ? Buffer.from(configuredToken) : null;
  return async (request) => {
    const sent = request.headers['x-render-server-token'];
    const given = typeof sent === 'string' ? Buffer.from(sent) : null;
    if (!expected || !given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('Send the render-server token in x-render-server-token.');
    }
  };
}

/**
 * Authentication comes first (docs/decisions/request-order.md): in `onRequest`, before Fastify reads
 * the body or validates anything, the caller is resolved from its bearer token and checked against
 * the access the contract's route table gives the route. A signed-out caller of a protected route
 * gets 401 whatever it sent; only then do 400s about the input follow.
 */
export function installAuthentication(
  app: FastifyInstance,
  resolveSession: (token: string) => Promise<Principal | null>,
  platform: PlatformGuards,
): void {
  const guards: Record<RouteAccess, AccessGuard> = {
    public: anyone,
    optionalSession: anyone,
    session: signedInUser,
    operator,
    ...platform,
  };
  app.decorateRequest('principal', null);
  app.decorateRequest('apiKeyEnterpriseId', null);
  app.decorateRequest('apiKeyId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    request.principal = token ? await resolveSession(token) : null;
    const access = request.routeOptions.config?.access;
    if (access) await guards[access](request);
  });
}
