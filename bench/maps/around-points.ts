// 200,000 complexes on PostgreSQL, clustered around Korean cities like the real registry: the map's
// call POST /v1/map/around-points at 20 concurrent requests (a dense district at 1 km, a city at
// 3 km, the countryside at 10 km), and GET /v1/map/range for a screenful of map; then the plan of
// the around-points statement, and for comparison the same search without the cell index (a
// plain latitude/longitude box over the table).
// Run: npx tsx bench/maps/around-points.ts
import os from 'node:os';
import type { DB } from '@roomcraft/db';
import { type Compilable, CompiledQuery, type Kysely, sql } from 'kysely';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { Sessions } from '../../apps/server/src/modules/auth/sessions.ts';
import { cellOf } from '../../apps/server/src/modules/maps/geo-cells.ts';
import { MapsRepository } from '../../apps/server/src/modules/maps/maps.repository.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';

const COMPLEXES = 200_000;
const BATCH = 5_000;
// City centres and how widely their complexes spread (degrees).
const CITIES: [number, number, number][] = [
  [37.5326, 127.0246, 0.12],
  [37.4138, 127.5183, 0.5],
  [37.2636, 127.0286, 0.08],
  [37.4563, 126.7052, 0.08],
  [35.1796, 129.0756, 0.1],
  [35.8714, 128.6014, 0.09],
  [35.1595, 126.8526, 0.07],
  [36.3504, 127.3845, 0.07],
  [35.5384, 129.3114, 0.06],
  [36.6424, 127.489, 0.05],
  [35.8242, 127.148, 0.05],
  [34.8118, 126.3922, 0.04],
];

/** A repeatable pseudo-random sequence, so every run seeds the same map. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function seed(db: Kysely<DB>) {
  const next = random(42);
  const gaussian = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
  for (let start = 0; start < COMPLEXES; start += BATCH) {
    const rows = Array.from({ length: BATCH }, (_, i) => {
      const [lat0, lng0, spread] = CITIES[(start + i) % CITIES.length]!;
      const lat = lat0 + gaussian() * spread;
      const lng = lng0 + gaussian() * spread * 1.2;
      return {
        id: newId(),
        name: `단지 ${start + i}`,
        lat,
        lng,
        cell: cellOf(lat, lng),
        households: 100 + (i % 900),
      };
    });
    await db.insertInto('map_complexes').values(rows).execute();
  }
  await sql`vacuum analyze map_complexes`.execute(db);
  const user = { id: newId(), email: 'bench@maps.example', nickname: 'Bench' };
  await db
    .insertInto('users')
    .values({
      ...user,
      name: null,
      password_hash: null,
      role: 'UNDEFINED',
      role_rank: 0,
      enterprise_id: null,
      account_state: 'DONE',
      active: true,
      sales_account: false,
      language: 'ko',
      deleted_at: null,
    })
    .execute();
  return user.id;
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);

const server = await startBenchServer('postgres');
try {
  const userId = await seed(server.db);
  const token = await new Sessions(server.db, 1).open({ userId });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const scenarios: [string, object][] = [
    ['around Gangnam, 1 km, 20 nearest', { lat: 37.4979, lng: 127.0276, radius: 1000, limit: 20 }],
    ['around central Seoul, 3 km, 100 nearest', { lat: 37.5665, lng: 126.978, radius: 3000, limit: 100 }],
    ['countryside, 10 km, 20 nearest', { lat: 36.9, lng: 128.2, radius: 10000, limit: 20 }],
  ];
  console.log(`${COMPLEXES} complexes; 20 connections, 8 s each; load average ${loadAverage()}\n`);
  for (const [label, body] of scenarios) {
    const url = `${server.url}/api/v1/map/around-points`;
    printRow(label, await load({ url, method: 'POST', headers, body: JSON.stringify(body) }));
  }
  const box = 'minLat=37.49&maxLat=37.51&minLng=127.01&maxLng=127.04&limit=500';
  printRow(
    'range: a screenful of Gangnam',
    await load({ url: `${server.url}/api/v1/map/range?${box}`, headers }),
  );
  printRow('calibration: GET /api/v1/user/me', await load({ url: `${server.url}/api/v1/user/me`, headers }));
  console.log(`\nload average ${loadAverage()} (this machine has ${os.cpus().length} cores)`);

  const explain = async (title: string, builder: Compilable) => {
    const compiled = builder.compile();
    const plan = await server.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers, costs off) ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`\n-- ${title}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  const scope = { all: false, enterpriseId: null } as const;
  await explain(
    'around Gangnam, 1 km: by cell ranges',
    new MapsRepository(server.db).aroundQuery(
      { ...(scenarios[0]![1] as { lat: number; lng: number; radius: number; limit: number }) },
      scope,
    ),
  );
  await explain(
    'the same box without the cell index (what the cell key is measured against)',
    server.db
      .selectFrom('map_complexes')
      .select('id')
      .where('lat', '>=', 37.4889)
      .where('lat', '<=', 37.5069)
      .where('lng', '>=', 127.0163)
      .where('lng', '<=', 127.0389),
  );
} finally {
  await server.close();
}
