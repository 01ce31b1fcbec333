// Render units under load, on PGlite and PostgreSQL: a personal user subscribes through the local
// checkout, then 20 connections consume units (DELETE /v1/subscription-quotas/{id}/{tier}) and read
// the billing page's call. Then 50 simultaneous consumptions against 10 units left: exactly 10 taken.
// Run: npx tsx bench/billing/quota-consumption.ts
import type { Engine } from '@roomcraft/db';
import { DEMO_PASSWORD, loadDemoData } from '../../apps/server/src/demo/demo-data.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';

async function call<T>(
  url: string,
  method: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

type Quota = { quotas: { id: string; tiers: { tier: string; limit: number; used: number }[] }[] };

async function run(engine: Engine) {
  const server = await startBenchServer(engine);
  await loadDemoData(server.db, { info: () => {} });
  // Plenty of units, as an operator would set them, so the load never runs out.
  await server.db
    .updateTable('billing_plan_units')
    .set({ units: 10_000_000 })
    .where('plan', '=', 'INDIVIDUAL_PRO_PLAN')
    .where('tier', '=', 'standard-render')
    .execute();
  const api = `${server.url}/api/v1`;
  const { json: login } = await call<{ token: string }>(`${server.url}/auth/login`, 'POST', undefined, {
    email: 'personal@demo.example',
    password: DEMO_PASSWORD,
  });
  const token = login.token;
  const started = await call<{ checkoutSession: { id: string } }>(
    `${api}/payments/individual/subscription`,
    'POST',
    token,
    {
      plan: 'INDIVIDUAL_PRO_PLAN',
    },
  );
  await call(
    `${api}/payments/checkout-sessions/${started.json.checkoutSession.id}/local-payment`,
    'POST',
    token,
    {
      cardNumber: '4242424242424242',
    },
  );
  const quota = async () => (await call<Quota>(`${api}/subscription-quotas`, 'GET', token)).json.quotas[0]!;
  const standard = async () => (await quota()).tiers.find((t) => t.tier === 'standard-render')!;
  const { id } = await quota();
  const headers = { authorization: `Bearer ${token}` };

  const before = (await standard()).used;
  const consumed = await load({
    url: `${api}/subscription-quotas/${id}/standard-render`,
    method: 'DELETE',
    headers,
  });
  printRow(`${engine}: consume a unit (20 connections)`, consumed);
  const taken = (await standard()).used - before;
  console.log(`${engine}: units taken during the warm-up and measured runs: ${taken}`);
  printRow(
    `${engine}: billing page (GET subscription)`,
    await load({ url: `${api}/payments/individual/subscription`, headers }),
  );

  // 50 simultaneous consumptions against 10 units left.
  const left = await standard();
  await server.db
    .updateTable('quota_usage')
    .set({ quota_limit: left.used + 10 })
    .where('quota_id', '=', id)
    .where('tier', '=', 'standard-render')
    .execute();
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      call(`${api}/subscription-quotas/${id}/standard-render`, 'DELETE', token),
    ),
  );
  const ms = Math.round(performance.now() - t0);
  const ok = answers.filter((a) => a.status === 200).length;
  const refused = answers.filter((a) => a.status === 409).length;
  const after = await standard();
  console.log(
    `${engine}: 50 at once against 10 units: ${ok} taken, ${refused} refused, used ${after.used}/${after.limit}, ${ms} ms`,
  );
  await server.close();
}

for (const engine of ['pglite', 'postgres'] as Engine[]) await run(engine);
