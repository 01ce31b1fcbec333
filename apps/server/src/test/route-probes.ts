import type { RouteDef } from '@roomcraft/contract';
import * as contract from '@roomcraft/contract';
import { z } from 'zod';

/** Every route of the contract: each `…Routes` table it exports, so a new route is walked without a change here. */
export function contractRoutes(): RouteDef[] {
  const routes = new Set<RouteDef>();
  for (const [name, table] of Object.entries(contract)) {
    if (!name.endsWith('Routes') || typeof table !== 'object' || table === null) continue;
    for (const def of Object.values(table)) {
      if (def && typeof def === 'object' && 'method' in def && 'path' in def) routes.add(def as RouteDef);
    }
  }
  return [...routes];
}

/** One request of the walk and what it must not be answered with. */
export interface Probe {
  route: RouteDef;
  name: string;
  method: string;
  /** Path under the surface base. */
  path: string;
  headers: Record<string, string>;
  payload?: string;
  /** Whether the request breaks the contract (its answer must be a 4xx). */
  invalid: boolean;
  /** The field a 400 must name, when the probe breaks exactly one. */
  field?: string;
}

/** A well-formed id that names nothing. */
const NO_SUCH_ID = 'robustness0000000000000';
const CONTROL_CHARACTERS = ['ab\u0000cd', 'ab\u0001cd', 'ab\ncd', 'ab\u007fcd'];
const TRAVERSALS = ['../../../../etc/passwd', '..\\..\\windows', '../images/x'];
const LONG_ID = 'a'.repeat(900);
const HUGE = 200_000;
const DEEP = 5_000;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
};

/** Path values that pass the route's params schema (a literal, or the first value of an enumeration), so only the probed part is wrong. */
function validParams(route: RouteDef): Record<string, string> {
  if (!route.params) return {};
  const json = z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, field]) => [
      name,
      String(field.const ?? field.enum?.[0] ?? NO_SUCH_ID),
    ]),
  );
}

/** The top-level fields of an input schema, with whether each takes a string. */
function fieldsOf(schema: z.ZodType | undefined): { name: string; string: boolean }[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const object = json.properties ? json : json.anyOf?.find((option) => option.properties);
  return Object.entries(object?.properties ?? {}).map(([name, field]) => ({
    name,
    string: field.type === 'string' || (Array.isArray(field.type) && field.type.includes('string')),
  }));
}

/** A `:name` parameter of a Fastify path; `::` is a literal colon. */
const PARAM = /(?<!:):([A-Za-z0-9_]+)/g;
const paramNames = (path: string) => [...path.matchAll(PARAM)].map((m) => m[1]!);

function pathWith(path: string, values: Record<string, string>): string {
  return path
    .replace(PARAM, (_, name: string) => encodeURIComponent(values[name] ?? NO_SUCH_ID))
    .replaceAll('::', ':');
}

const json = { 'content-type': 'application/json' };

function nested(depth: number): string {
  return `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/**
 * The hostile requests of one route: ids with control characters, path traversal and over-long ids;
 * query values with control characters and of huge size; no body, malformed JSON, wrong types, huge
 * strings, deep nesting and prototype-pollution keys. Only requests that break the contract are
 * marked invalid, and a probe is sent only where it cannot be a legitimate call of a route without
 * inputs (a sign-out, say).
 */
export function probesOf(route: RouteDef): Probe[] {
  const probes: Probe[] = [];
  const base = { route, method: route.method, headers: {} as Record<string, string> };
  const names = paramNames(route.path);
  const valid = validParams(route);
  const add = (probe: Omit<Probe, 'route' | 'method' | 'headers'> & { headers?: Record<string, string> }) =>
    probes.push({ ...base, ...probe, headers: probe.headers ?? {} });

  for (const param of names) {
    for (const [i, value] of CONTROL_CHARACTERS.entries()) {
      add({
        name: `params.${param} control ${i}`,
        path: pathWith(route.path, { ...valid, [param]: value }),
        invalid: true,
        field: `params.${param}`,
      });
    }
    for (const [i, value] of TRAVERSALS.entries()) {
      add({
        name: `params.${param} traversal ${i}`,
        path: pathWith(route.path, { ...valid, [param]: value }),
        invalid: false,
      });
    }
    add({
      name: `params.${param} long`,
      path: pathWith(route.path, { ...valid, [param]: LONG_ID }),
      invalid: false,
    });
  }

  const path = pathWith(route.path, valid);
  for (const field of fieldsOf(route.query)) {
    const at = (value: string) => `${path}?${field.name}=${encodeURIComponent(value)}`;
    add({
      name: `query.${field.name} control`,
      path: at('ab\u0000cd'),
      invalid: true,
      field: `query.${field.name}`,
    });
    add({ name: `query.${field.name} huge`, path: at('q'.repeat(10_000)), invalid: false });
    add({ name: `query.${field.name} repeated`, path: `${at('1')}&${field.name}=2`, invalid: false });
  }

  if (route.method === 'GET') return probes;
  // What the JSON parser itself refuses, on every route that may carry a body.
  add({ name: 'malformed JSON', path, headers: json, payload: '{"a":', invalid: true, field: 'body' });
  add({ name: '__proto__', path, headers: json, payload: '{"__proto__":{"polluted":"yes"}}', invalid: true });
  add({
    name: 'constructor.prototype',
    path,
    headers: json,
    payload: '{"constructor":{"prototype":{"polluted":"yes"}}}',
    invalid: true,
  });
  if (!route.body) return probes;

  add({ name: 'deep nesting', path, headers: json, payload: nested(DEEP), invalid: true });
  add({ name: 'no body', path, invalid: true });
  add({ name: 'empty JSON body', path, headers: json, payload: '', invalid: true });
  for (const wrong of ['[]', '"text"', '42', 'null', 'true']) {
    add({ name: `body ${wrong}`, path, headers: json, payload: wrong, invalid: true });
  }
  const fields = fieldsOf(route.body);
  if (fields.length === 0) return probes;
  const bodyOf = (fill: (field: { name: string; string: boolean }) => unknown) =>
    JSON.stringify(Object.fromEntries(fields.map((f) => [f.name, fill(f)])));
  add({
    name: 'wrong types',
    path,
    headers: json,
    payload: bodyOf((f) => (f.string ? 123456 : 'wrong')),
    invalid: true,
  });
  const strings = fields.filter((f) => f.string);
  if (strings.length > 0) {
    const each = Math.floor(HUGE / strings.length);
    add({
      name: 'huge strings',
      path,
      headers: json,
      payload: bodyOf((f) => (f.string ? 'x'.repeat(each) : 'wrong')),
      invalid: true,
    });
    for (const field of strings) {
      add({
        name: `body.${field.name} NUL`,
        path,
        headers: json,
        payload: JSON.stringify({ [field.name]: 'ab\u0000cd' }),
        invalid: true,
        field: `body.${field.name}`,
      });
    }
  }
  add({
    name: 'deep nesting in a field',
    path,
    headers: json,
    payload: `{"${fields[0]!.name}":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`,
    invalid: true,
  });
  return probes;
}
