// 50,000 templates on PostgreSQL (public, enterprise of ten teams, personal; most published): the
// gallery's call, GET /v1/template/available/published, with no filter and with every filter, at 20
// concurrent requests, repeated (answered from memory) and with a new filter each time (searched);
// then the plans of its two statements (the page and its count).
// autocannon runs in a worker thread, off the server's event loop.
// Run: npx tsx bench/templates/available-published.ts
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { TemplateFilter, TemplateStyle } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { type Compilable, CompiledQuery, type Kysely, sql } from 'kysely';
import { newId } from '../../apps/server/src/lib/ids.ts';
import type { UserRow } from '../../apps/server/src/modules/auth/sessions.ts';
import { Sessions } from '../../apps/server/src/modules/auth/sessions.ts';
import { TemplatesRepository } from '../../apps/server/src/modules/templates/templates.repository.ts';
import {
  audienceOf,
  availableTemplate,
  visibleTemplate,
} from '../../apps/server/src/modules/templates/visibility.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';

const TEMPLATES = 50_000;
const TEAMS = 10;
const MEMBERS = 20;
const STYLES = TemplateStyle;
const ROOMS = ['LIVING', 'BEDROOM', 'KITCHEN', 'DINING', 'OFFICE', 'BATHROOM', 'KIDS_ROOM', 'DRESSROOM'];
const TAGS = ['calm', 'wood', 'bright', 'family', 'compact', 'green', 'warm', 'white', 'rental', 'luxury'];

/** Ten teams of twenty (team 0 lists team 1 as a partner), and the templates they and others made. */
async function seed(db: Kysely<DB>) {
  const teams = Array.from({ length: TEAMS }, (_, i) => ({
    id: newId(),
    name: `Team ${i}`,
    url: `team-${i}`,
    seats: MEMBERS,
    product_library_settings: '{}',
    project_settings: '{}',
    watermark_settings: '{}',
  }));
  await db.insertInto('enterprises').values(teams).execute();
  await db
    .insertInto('enterprise_partners')
    .values({ enterprise_id: teams[1]!.id, partner_id: teams[0]!.id })
    .execute();
  const users = teams.flatMap((team, t) =>
    Array.from({ length: MEMBERS }, (_, i) => ({
      id: newId(),
      email: `m${i}@team${t}.example`,
      nickname: `Member ${t}.${i}`,
      name: null,
      password_hash: null,
      role: 'DESIGNER',
      role_rank: 1,
      enterprise_id: team.id,
      account_state: 'DONE',
      active: true,
      sales_account: false,
      language: 'en',
      deleted_at: null,
    })),
  );
  await db.insertInto('users').values(users).execute();
  const ids = users.map((u) => u.id);
  const room = JSON.stringify({
    outline: [
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 3000 },
      { x: 0, y: 3000 },
    ],
    height: 2400,
    openings: [
      { kind: 'door', editorTypeCode: 51, at: { x: 2000, y: 3000 }, width: 900, edge: 2, swing: 900 },
    ],
  });
  const products = JSON.stringify(
    Array.from({ length: 8 }, (_, i) => ({
      productId: `product-${i}`,
      editorTypeCode: 10,
      position: { x: 500 * i, y: 500, z: 0 },
      rotation: { z: 0 },
      scale: { x: 1, y: 1, z: 1 },
      size: { width: 800, depth: 600, height: 700 },
    })),
  );
  // g % 10: 0–5 public, 6–8 enterprise, 9 personal; three in four published; sizes 5–60 m².
  await sql`
    insert into templates (id, scope, status, author_id, enterprise_id, name, style, room_type, room_size,
                           room_width, room_depth, tags, room, products, created_at, updated_at, published_at)
    select 'bench' || lpad(g::text, 18, '0'),
           case when g % 10 < 6 then 'PUBLIC' when g % 10 < 9 then 'ENTERPRISE' else 'PERSONAL' end,
           case when g % 10 = 9 then null when g % 4 = 0 then 'REQUESTED' else 'PUBLISHED' end,
           (${ids}::text[])[1 + g % ${ids.length}],
           (select enterprise_id from users where id = (${ids}::text[])[1 + g % ${ids.length}]),
           (${ROOMS}::text[])[1 + (g / 3) % ${ROOMS.length}] || ' room ' || g,
           (${STYLES}::text[])[1 + (g / 7) % ${STYLES.length}],
           (${ROOMS}::text[])[1 + (g / 3) % ${ROOMS.length}],
           5 + (g * 37 % 5500) / 100.0, 4000, 3000,
           array[(${TAGS}::text[])[1 + g % ${TAGS.length}], (${TAGS}::text[])[1 + (g / 11) % ${TAGS.length}]],
           ${room}::jsonb, ${products}::jsonb,
           now() - (g % 900) * interval '1 day' - interval '1 hour',
           now() - (g % 900) * interval '1 day',
           now() - (g % 900) * interval '1 day'
    from generate_series(1, ${TEMPLATES}) g`.execute(db);
  await sql`vacuum analyze templates`.execute(db);
  return users[3]! as unknown as UserRow;
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);

const server = await startBenchServer('postgres');
try {
  const viewer = await seed(server.db);
  const token = await new Sessions(server.db, 1).open({ userId: viewer.id });
  const headers = { authorization: `Bearer ${token}` };
  const every =
    'scopes=PUBLIC,ENTERPRISE,PERSONAL&styles=MODERN,NATURAL,SCANDINAVIAN&roomTypes=LIVING,BEDROOM&roomSizeLowerBound=10&roomSizeUpperBound=30&name=room&tags=calm&sortBy=createdAt,desc';
  const scenarios: [string, string][] = [
    ['no filter, page 0', 'page=0'],
    ['every filter, page 0', `${every}&page=0`],
    ['every filter, page 5, nameAsc', `${every.replace('createdAt,desc', 'nameAsc')}&page=5`],
    ['every filter, name "living room 12"', every.replace('name=room', 'name=living%20room%2012')],
    [
      'enterprise only, one style, 20-25 m²',
      'scopes=ENTERPRISE&styles=LUXURY&roomSizeLowerBound=20&roomSizeUpperBound=25',
    ],
  ];
  console.log(
    `${TEMPLATES} templates, ${TEAMS} teams of ${MEMBERS}; 20 connections, 8 s each; load average ${loadAverage()}\n`,
  );
  const url = (query: string) => `${server.url}/api/v1/template/available/published?${query}`;
  // Repeated queries are answered from the remembered pages (docs/decisions/templates.md)…
  for (const [label, query] of scenarios) printRow(label, await load({ url: url(query), headers }));
  // …so the last row varies the filter on every request: what a search costs when nothing is remembered.
  const cold = fileURLToPath(new URL('./random-size-bound.cjs', import.meta.url));
  printRow(
    'every filter, a new size bound each request',
    await load({ url: url(every), headers, vary: cold }),
  );
  printRow('calibration: GET /api/v1/user/me', await load({ url: `${server.url}/api/v1/user/me`, headers }));
  console.log(`\nload average ${loadAverage()} (this machine has ${os.cpus().length} cores)`);

  const repository = new TemplatesRepository(server.db);
  const audience = await audienceOf(server.db, { kind: 'user', user: viewer });
  const explain = async (title: string, builder: Compilable) => {
    const compiled = builder.compile();
    const plan = await server.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers, costs off) ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`\n-- ${title}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  for (const [label, query] of [scenarios[0]!, scenarios[1]!, scenarios[2]!]) {
    const filter = TemplateFilter.parse(Object.fromEntries(new URLSearchParams(query)));
    const scopes = filter.scopes?.length ? filter.scopes : ['PERSONAL', 'ENTERPRISE', 'PUBLIC'];
    const queries = repository.pageQueries(
      [visibleTemplate(audience), availableTemplate(audience, scopes)],
      filter,
    );
    await explain(`${label}: ids`, queries.ids);
    await explain(`${label}: count`, queries.count);
  }
} finally {
  await server.close();
}
