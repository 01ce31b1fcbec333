import type { z } from 'zod';

/** The three HTTP surfaces of the platform; each is served under its own configurable base. */
export type Surface = 'api' | 'ops' | 'auth';

/**
 * Who may call a route: anyone, a signed-in user, a back-office operator, anyone with the session
 * optional, an enterprise's api key (x-api-key, or the `access-key` query parameter of the one call
 * the spec gives it so), or a render server (x-render-server-token). The
 * server checks it before it reads anything else of the request (docs/decisions/request-order.md).
 */
export type RouteAccess =
  | 'public'
  | 'session'
  | 'operator'
  | 'optionalSession'
  | 'apiKey'
  | 'accessKeyQuery'
  | 'renderServer';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the platform: the server registers it with these schemas and the web client is
 * typed by them, so the two sides cannot drift apart.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  surface: Surface;
  method: HttpMethod;
  /** Path under the surface base, with `:name` parameters (fastify syntax). */
  path: string;
  access: RouteAccess;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer (200 unless stated). */
  status?: 200 | 201 | 202 | 204;
  /** Largest request body in bytes, for the few calls that take more than the server's default. */
  bodyLimit?: number;
}

export function defineRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(def: RouteDef<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return def;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a client passes to call a route: only the parts the route declares. */
export type RouteInput<D> =
  D extends RouteDef<infer P, infer Q, infer B, z.ZodType>
    ? (unknown extends Input<P> ? object : { params: Input<P> }) &
        (unknown extends Input<Q> ? object : { query?: Input<Q> }) &
        (unknown extends Input<B> ? object : { body: Input<B> })
    : never;

export type RouteOutput<D> =
  D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
