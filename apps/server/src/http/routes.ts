import type { RouteAccess, RouteDef, RouteOutput, Surface } from '@roomcraft/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OperatorPrincipal, Principal, UserRow } from '../modules/auth/sessions.ts';
import { unauthorized } from './errors.ts';

// What the authentication hook (access.ts) leaves on a request, declared where every binding sees it.
declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The enterprise of the x-api-key of an `apiKey` route, once checked. */
    apiKeyEnterpriseId: string | null;
    /** The id of that key. */
    apiKeyId: string | null;
  }
  interface FastifyContextConfig {
    /** The contract's access of the route, read by the authentication hook. */
    access?: RouteAccess;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the validated input and who is calling. */
export interface HandlerContext<D extends RouteDef> {
  params: Parsed<NonNullable<D['params']>>;
  query: Parsed<NonNullable<D['query']>>;
  body: Parsed<NonNullable<D['body']>>;
  principal: Principal | null;
  /** The signed-in user; present whenever the route's access is `session`. */
  user: UserRow;
  operator: OperatorPrincipal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteBinding {
  def: RouteDef;
  handler: (ctx: HandlerContext<RouteDef>) => Promise<unknown>;
}

/** Ties a contract route to its handler; the handler's answer is checked against the contract. */
export function bind<D extends RouteDef>(
  def: D,
  handler: (ctx: HandlerContext<D>) => Promise<RouteOutput<D>>,
): RouteBinding {
  return { def, handler: handler as unknown as RouteBinding['handler'] };
}

function contextOf(request: FastifyRequest, reply: FastifyReply): HandlerContext<RouteDef> {
  // The route's access was checked before validation (http/access.ts).
  const principal = request.principal;
  return {
    params: request.params as never,
    query: request.query as never,
    body: request.body as never,
    principal,
    get user() {
      if (principal?.kind !== 'user') throw unauthorized();
      return principal.user;
    },
    get operator() {
      if (principal?.kind !== 'operator') throw unauthorized();
      return principal.operator;
    },
    request,
    reply,
  };
}

/** How the OpenAPI document tells a route's callers to prove who they are. */
function securityOf(def: RouteDef) {
  if (def.access === 'public') return {};
  if (def.access === 'apiKey') return { security: [{ apiKey: [] }] };
  if (def.access === 'accessKeyQuery') return { security: [{ accessKeyQuery: [] }] };
  if (def.access === 'renderServer') return { security: [{ renderServer: [] }] };
  return { security: [{ bearer: [] }] };
}

/** Registers the bindings of one surface inside the scope that carries its base path. */
export function registerSurface(app: FastifyInstance, surface: Surface, bindings: RouteBinding[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { def, handler } of bindings) {
    if (def.surface !== surface) continue;
    const status = def.status ?? 200;
    typed.route({
      method: def.method,
      url: def.path,
      config: { access: def.access },
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      schema: {
        summary: def.summary,
        tags: def.tags,
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...securityOf(def),
        response: { [status]: def.response },
      },
      handler: async (request, reply) => {
        const result = await handler(contextOf(request, reply));
        reply.status(status);
        return result;
      },
    });
  }
}
