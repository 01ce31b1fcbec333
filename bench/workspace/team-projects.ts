// A team of 200 users holding 100,000 projects on PostgreSQL: the team list (page 1 and page 400,
// with and without filters) at 20 concurrent requests, then the plans of its queries.
// autocannon runs in a worker thread, off the server's event loop.
// Run: npx tsx bench/workspace/team-projects.ts
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ProjectListQuery } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { type Compilable, CompiledQuery, type Kysely, sql } from 'kysely';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { Sessions } from '../../apps/server/src/modules/auth/sessions.ts';
import { pageSeek } from '../../apps/server/src/modules/workspace/projects/page-seek.ts';
import { listFilter } from '../../apps/server/src/modules/workspace/projects/project-listing.service.ts';
import { ProjectListsRepository } from '../../apps/server/src/modules/workspace/projects/project-lists.repository.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';

const USERS = 200;
const PROJECTS = 100_000;
const ROOMS = ['Living', 'Kitchen', 'Bedroom', 'Bathroom', 'Office', 'Dining', 'Studio', 'Terrace'];

/** One team, its members, and projects spread over two years of changes: 90% active, 8% trashed, 2% purged. */
async function seed(db: Kysely<DB>) {
  const enterpriseId = newId();
  await db
    .insertInto('enterprises')
    .values({
      id: enterpriseId,
      name: 'Bench Team',
      url: 'bench-team',
      seats: USERS,
      product_library_settings: '{}',
      project_settings: '{}',
      watermark_settings: '{}',
    })
    .execute();
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: newId(),
    email: `member${i}@bench.example`,
    nickname: `Member ${i}`,
    name: null,
    password_hash: null,
    role: i === 0 ? 'MANAGER' : 'DESIGNER',
    role_rank: i === 0 ? 2 : 1,
    enterprise_id: enterpriseId,
    account_state: 'DONE',
    active: true,
    sales_account: false,
    language: 'en',
    deleted_at: null,
  }));
  await db.insertInto('users').values(users).execute();
  const ids = users.map((u) => u.id);
  await sql`
    insert into projects (id, enterprise_id, user_id, name, state, selected, trashed_at, created_at, updated_at)
    select 'bench' || lpad(g::text, 18, '0'), ${enterpriseId}, (${ids}::text[])[1 + g % ${USERS}],
           (${ROOMS}::text[])[1 + (g / 7) % ${ROOMS.length}] || ' project ' || g,
           case when g % 50 = 0 then 2 when g % 12 = 0 then 1 else 0 end,
           g % 10 = 0,
           case when g % 12 = 0 and g % 50 <> 0 then now() - interval '3 days' end,
           now() - (g % 730) * interval '1 day' - interval '1 hour',
           now() - (g % 730) * interval '1 day'
    from generate_series(1, ${PROJECTS}) g`.execute(db);
  await allVisible(db);
  return { enterpriseId, manager: users[0]!, member: users[7]! };
}

/**
 * Index-only scans skip the table only for pages VACUUM marked all-visible, which it cannot do while
 * an older transaction (anyone's, on a shared server) is open: vacuum until it can, a minute at most.
 */
async function allVisible(db: Kysely<DB>) {
  for (let attempt = 0; attempt < 12; attempt++) {
    await sql`vacuum analyze projects`.execute(db);
    const { rows } = await sql<{ pages: number; visible: number }>`
      select relpages as pages, relallvisible as visible from pg_class where oid = 'projects'::regclass`.execute(
      db,
    );
    if (rows[0]!.visible >= rows[0]!.pages) return;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  console.log('warning: the visibility map is incomplete; index-only scans will read the table');
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);

const server = await startBenchServer('postgres');
try {
  const { enterpriseId, manager, member } = await seed(server.db);
  const token = await new Sessions(server.db, 1).open({ userId: manager.id });
  const headers = { authorization: `Bearer ${token}` };
  const scenarios: [string, string][] = [
    ['team, page 1', 'page=1'],
    ['team, page 400', 'page=400'],
    ['team, page 1, changed in 365 days, not selected', 'page=1&days=365&selected=false'],
    ['team, page 400, changed in 365 days, not selected', 'page=400&days=365&selected=false'],
    ['team, page 1, name "kitchen"', 'page=1&name=kitchen'],
    ['team, page 400, name "kitchen"', 'page=400&name=kitchen'],
    ['team, page 1, trash, by name', 'page=1&state=1&sort=NAME_ASC'],
  ];
  console.log(
    `${USERS} users, ${PROJECTS} projects; 20 connections, 8 s each; load average ${loadAverage()}\n`,
  );
  for (const [label, query] of scenarios) {
    const url = `${server.url}/api/v1/projects/teams/${enterpriseId}?${query}`;
    printRow(label, await load({ url, headers }));
  }
  printRow(
    'team, a random page of 300-699 each request',
    await load({
      url: `${server.url}/api/v1/projects/teams/${enterpriseId}?page=300`,
      headers,
      vary: fileURLToPath(new URL('./random-deep-page.cjs', import.meta.url)),
    }),
  );
  printRow(
    'member, page 1',
    await load({
      url: `${server.url}/api/v1/projects/teams/${enterpriseId}/users/${member.id}?page=1`,
      headers,
    }),
  );
  // The floor under the same conditions: the cheapest signed-in call (two small queries).
  printRow('calibration: GET /api/v1/user/me', await load({ url: `${server.url}/api/v1/user/me`, headers }));
  console.log(`\nload average ${loadAverage()} (this machine has ${os.cpus().length} cores)`);

  const lists = new ProjectListsRepository(server.db);
  const explain = async (title: string, builder: Compilable) => {
    const compiled = builder.compile();
    const plan = await server.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers, costs off) ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`\n-- ${title}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  for (const [label, query] of [scenarios[1]!, scenarios[3]!, scenarios[5]!]) {
    const { page, size, ...filter } = ProjectListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const scope = { kind: 'team', enterpriseId } as const;
    const listed = listFilter(filter);
    // As the server does: the (remembered) total first, so a page past the middle is found from the end
    // on a first visit, and from its remembered first row on later visits of the same list version.
    const total = await lists.count(scope, listed);
    const firstVisit = pageSeek(page, size, total);
    const [first] = await lists.rows(scope, listed, manager, firstVisit);
    const laterVisit = pageSeek(page, size, total, {
      offset: page * size,
      anchor: { key: first!.sort_key, id: first!.id },
    });
    await explain(`${label}: rows, first visit`, lists.queries(scope, listed, manager, firstVisit).rows);
    await explain(`${label}: rows, later visits`, lists.queries(scope, listed, manager, laterVisit).rows);
    await explain(
      `${label}: count (once per list version)`,
      lists.queries(scope, listed, manager, firstVisit).count,
    );
  }
} finally {
  await server.close();
}
