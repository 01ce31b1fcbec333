import {
  normalizePage,
  type Page,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
  type Surface,
} from '@roomcraft/contract';
import { ApiError } from './api-error.ts';
import { operatorToken, type TokenStore, userToken } from './tokens.ts';

/** Where each surface is served: the server's default bases (ARCHITECTURE.md). */
const SURFACE_BASES: Record<Surface, string> = { api: '/api', ops: '/ops', auth: '/auth' };

/** The input may be left out when the route declares nothing that is required. */
type Args<D> = object extends RouteInput<D> ? [input?: RouteInput<D>] : [input: RouteInput<D>];

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The URL of a call: the surface base, the path with its `:params` filled, then the query string. */
export function urlOf(def: RouteDef, input: LooseInput = {}): string {
  // `::` is a literal colon in the router's path syntax (`/manager::count` is `/manager:count`).
  const path = def.path.replace(/::|:(\w+)/g, (_, name: string | undefined) => {
    if (name === undefined) return ':';
    const value = input.params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${def.method} ${def.path} needs the path parameter "${name}".`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    // An empty filter means "no filter", as in a cleared search box.
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return `${SURFACE_BASES[def.surface]}${path}${query ? `?${query}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The session a route is called with: the operator's on the back-office surface, else the user's. */
const sessionOf = (def: RouteDef): TokenStore => (def.surface === 'ops' ? operatorToken : userToken);

/**
 * Sends one request of a route with a session's bearer token; a failure, of the network or of the
 * call, throws an {@link ApiError}.
 */
async function send(
  def: RouteDef,
  input: LooseInput,
  body?: BodyInit,
  contentType?: string,
  session = sessionOf(def),
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  let response: Response;
  try {
    response = await fetch(urlOf(def, input), { method: def.method, headers, body });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const text = await response.text();
    throw ApiError.fromBody(
      response.status,
      text ? parseJson(text) : undefined,
      response.statusText || `HTTP ${response.status}`,
    );
  }
  return response;
}

async function answerOf<D extends RouteDef>(response: Response): Promise<RouteOutput<D>> {
  const text = await response.text();
  return (text ? parseJson(text) : undefined) as RouteOutput<D>;
}

async function callJson<D extends RouteDef>(def: D, input: unknown, session: TokenStore) {
  const loose = (input ?? {}) as LooseInput;
  const json = loose.body === undefined ? undefined : JSON.stringify(loose.body);
  return answerOf<D>(
    await send(def, loose, json, json === undefined ? undefined : 'application/json', session),
  );
}

/** Calls one route of the contract with a JSON body (if it takes one) and answers its typed output. */
export function callApi<D extends RouteDef>(def: D, ...[input]: Args<D>): Promise<RouteOutput<D>> {
  return callJson(def, input, sessionOf(def));
}

/**
 * Calls a main-API route with the back-office operator's session: the operator-callable calls
 * (the public library's), from the back office.
 */
export function callAsOperator<D extends RouteDef>(def: D, ...[input]: Args<D>): Promise<RouteOutput<D>> {
  return callJson(def, input, operatorToken);
}

/** Calls an upload route with a multipart form (the browser sets its boundary); answers as callApi. */
export async function callMultipart<D extends RouteDef>(
  def: D,
  input: RouteInput<D>,
  form: FormData,
): Promise<RouteOutput<D>> {
  return answerOf<D>(await send(def, input as LooseInput, form));
}

/** Reads a route that answers bytes (an image the session may see) as a Blob. */
export async function callBytes<D extends RouteDef>(def: D, input: RouteInput<D>): Promise<Blob> {
  return (await send(def, input as LooseInput)).blob();
}

type ItemOf<T> = T extends Page<infer I> ? I : T extends (infer I)[] ? I : never;

/** Calls a list route; a list that arrives as a plain array becomes one page (spec section 5). */
export async function callList<D extends RouteDef>(
  def: D,
  ...args: Args<D>
): Promise<Page<ItemOf<RouteOutput<D>>>> {
  const answer = (await callApi(def, ...args)) as Page<ItemOf<RouteOutput<D>>> | ItemOf<RouteOutput<D>>[];
  return normalizePage(answer);
}
