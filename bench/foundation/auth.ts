// Sign-in and GET /api/v1/user/me throughput and latency on PGlite and on PostgreSQL.
// Run: npx tsx bench/foundation/auth.ts
import type { Engine } from '@roomcraft/db';
import { DEMO_PASSWORD, loadDemoData } from '../../apps/server/src/demo/demo-data.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';

const signIn = { email: 'designer@demo.example', password: DEMO_PASSWORD };

for (const engine of ['pglite', 'postgres'] as Engine[]) {
  const server = await startBenchServer(engine);
  await loadDemoData(server.db, { info: () => {} });
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signIn),
  });
  const { token } = (await response.json()) as { token: string };

  printRow(
    `${engine}: POST /auth/login (argon2id)`,
    await load({
      url: `${server.url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signIn),
    }),
  );
  printRow(
    `${engine}: GET /api/v1/user/me`,
    await load({ url: `${server.url}/api/v1/user/me`, headers: { authorization: `Bearer ${token}` } }),
  );
  await server.close();
}
