import type { RouteAccess } from '@roomcraft/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { contractRoutes, type Probe, probesOf } from '../test/route-probes.ts';

/** Requests in flight at once: enough to keep both engines busy on a 2-core machine. */
const CONCURRENCY = 8;
/** A request still unanswered after this long (an opened stream, a hang) is a fault. */
const ANSWER_WITHIN_MS = 10_000;

interface Caller {
  name: string;
  headers: Record<string, string>;
  /** The status every probe of a route with this access must get before its input is read, if any. */
  refusal(access: RouteAccess): 401 | 403 | null;
}

interface Answer {
  probe: Probe;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: error answers of every shape
  json: any;
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** Rows of every table of the test database, to prove that no hostile request wrote anything. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(t.db);
    counts[name] = Number(row.rows[0]!.n);
  }
  return counts;
}

/** What is wrong with one answer, or null. */
function fault(caller: Caller, { probe, status, json }: Answer): string | null {
  if (status === 0) return `no answer within ${ANSWER_WITHIN_MS / 1000} s (${json.error})`;
  if (status >= 500) return `answered ${status}`;
  const refusal = caller.refusal(probe.route.access);
  if (refusal !== null) return status === refusal ? null : `answered ${status} instead of ${refusal}`;
  if (probe.invalid && (status < 400 || status >= 500)) return `accepted invalid input with ${status}`;
  if (probe.field && status === 400) {
    const fields: string[] = (json.details ?? []).map((d: { field: string }) => d.field);
    if (!fields.some((f) => f === probe.field || f.startsWith(`${probe.field}.`)))
      return `400 without naming ${probe.field} (named ${fields.join(', ') || 'nothing'})`;
  }
  if (probe.field && status !== 400 && status !== 413)
    return `answered ${status} instead of 400 on ${probe.field}`;
  return null;
}

/**
 * Walks every route of packages/contract with hostile input, signed out and signed in (docs/decisions/
 * request-order.md, input-rules.md): no 5xx, 401 before any 400 for a signed-out caller of a protected
 * route, 400 naming the field for control characters, the server alive afterwards, and nothing written.
 */
describe('every route of the contract against hostile input', () => {
  let t: TestApp;
  let callers: Caller[];
  let before: Record<string, number>;
  const routes = contractRoutes();
  const base = (surface: string) => ({ api: '/api', ops: '/ops', auth: '/auth' })[surface];
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.login('admin@demo.example');
    const ops = await t.call('POST', '/ops/login', {
      body: { email: 'operator@demo.example', password: 'demo-password' },
    });
    const needsOwnProof = (access: RouteAccess) =>
      access === 'apiKey' || access === 'accessKeyQuery' || access === 'renderServer';
    callers = [
      {
        name: 'signed out',
        headers: {},
        refusal: (access) => (['session', 'operator'].includes(access) || needsOwnProof(access) ? 401 : null),
      },
      {
        name: 'a signed-in user',
        headers: { authorization: `Bearer ${user}` },
        refusal: (access) => (access === 'operator' ? 403 : needsOwnProof(access) ? 401 : null),
      },
      {
        name: 'an operator',
        headers: { authorization: `Bearer ${ops.json.token}` },
        refusal: (access) => (access === 'session' || needsOwnProof(access) ? 401 : null),
      },
    ];
    before = await rowCounts(t);
  });
  afterAll(async () => {
    console.log(`robustness: ${routes.length} routes, ${sent} requests`);
    await t.close();
  });

  async function walk(caller: Caller): Promise<string[]> {
    const probes = routes.flatMap(probesOf);
    const answers = await inParallel(probes, CONCURRENCY, async (probe): Promise<Answer> => {
      // A hostile request that opens a stream (server-sent events) would never end: it is cut off.
      const response = await t.app
        .inject({
          method: probe.method as 'GET',
          url: `${base(probe.route.surface)}${probe.path}`,
          headers: { ...probe.headers, ...caller.headers },
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        })
        .catch((error: Error) => ({ statusCode: 0, body: JSON.stringify({ error: error.message }) }));
      let json: unknown = {};
      try {
        json = JSON.parse(response.body);
      } catch {
        json = { raw: response.body.slice(0, 200) };
      }
      return { probe, status: response.statusCode, json };
    });
    sent += answers.length;
    return answers.flatMap((answer) => {
      const wrong = fault(caller, answer);
      const { route, name } = answer.probe;
      return wrong ? [`${route.method} ${route.surface}${route.path} [${name}]: ${wrong}`] : [];
    });
  }

  it('walks a contract that still has its routes', () => {
    expect(routes.length).toBeGreaterThan(200);
  });

  for (const index of [0, 1, 2]) {
    it(`answers every hostile request of caller ${index} without a 5xx, in the right order`, async () => {
      const caller = callers[index]!;
      const faults = await walk(caller);
      expect(faults, `${caller.name}:\n${faults.join('\n')}`).toEqual([]);
    });
  }

  it('is still alive, polluted nothing and wrote nothing', async () => {
    expect((await t.call('GET', '/healthz')).status).toBe(200);
    const me = await t.call('GET', '/api/v1/user/me', { headers: callers[1]!.headers });
    expect(me.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await rowCounts(t)).toEqual(before);
  });
});
