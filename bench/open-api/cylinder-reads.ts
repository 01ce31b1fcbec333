// Cylinder product reads with an enterprise api key, as a shop's 3D viewer makes them: 50 requests a
// second (the default read limit of one enterprise and API) sustained for 60 s, on PGlite and on
// PostgreSQL. Every request passes the key check, the enterprise's token bucket in the database and
// the day's usage count before the product is read. Prints p50/p99 and how many answers were 429.
// autocannon runs in a worker thread, off the server's event loop.
// Run: npx tsx bench/open-api/cylinder-reads.ts [pglite|postgres]
import type { Engine } from '@roomcraft/db';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, loadDemoData } from '../../apps/server/src/demo/demo-data.ts';
import { buildGlb } from '../../apps/server/src/modules/library/demo/model-builder.ts';
import { startBenchServer } from '../support/server.ts';

const RATE = 50;
const SECONDS = 60;

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = {
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
  };
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  const answer = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as object) } });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** An enterprise product uploaded and processed as a manager's upload is, and a key to read it with. */
async function prepare(server: Awaited<ReturnType<typeof startBenchServer>>) {
  await loadDemoData(server.db, { info: () => {} });
  const { token } = await json(`${server.url}/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@demo.example', password: DEMO_PASSWORD }),
  });
  const { user } = await json(`${server.url}/api/v1/user/me`, { token });
  const { product } = await json(`${server.url}/api/v1/product`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      libType: 'enterprise',
      ownerId: user.enterpriseId,
      type: 'FURNITURE',
      name: 'Bench sofa',
    }),
  });
  const glb = await buildGlb(
    'sofa',
    [{ shape: 'box', size: [2, 0.8, 0.9], at: [0, 0.4, 0], material: 'fabric' }],
    {
      fabric: { color: [0.5, 0.3, 0.2], roughness: 0.8 },
    },
  );
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(glb)]), 'sofa.glb');
  await json(`${server.url}/api/v1/product/${product.id}/model`, { method: 'POST', token, body: form });
  await server.platform.library.processing.drain();
  const { key } = await json(`${server.url}/api/v1/api-key`, {
    method: 'POST',
    token,
    body: JSON.stringify({ enterpriseId: user.enterpriseId, name: 'bench' }),
  });
  return { productId: product.id as string, key: key as string };
}

async function run(engine: Engine) {
  const server = await startBenchServer(engine);
  try {
    const { productId, key } = await prepare(server);
    const options = {
      url: `${server.url}/api/v1/cylinder/product/${productId}`,
      headers: { 'x-api-key': key },
      connections: 10,
      workers: 1,
      overallRate: RATE,
    };
    // A short warm-up at the same rate, then a full second of rest so the bucket is full again.
    await autocannon({ ...options, duration: 2 });
    await new Promise((done) => setTimeout(done, 1000));
    const result = await autocannon({ ...options, duration: SECONDS });
    const limited = result.statusCodeStats?.['429']?.count ?? 0;
    console.log(
      `cylinder product, ${engine.padEnd(8)} ${result.requests.total} requests in ${SECONDS} s (${result.requests.average} req/s)   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   429: ${limited}   other non-2xx: ${result.non2xx - limited}   errors: ${result.errors}`,
    );
  } finally {
    await server.close();
  }
}

const engines: Engine[] = process.argv[2] ? [process.argv[2] as Engine] : ['pglite', 'postgres'];
for (const engine of engines) await run(engine);
