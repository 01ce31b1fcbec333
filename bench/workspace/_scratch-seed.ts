import { migrateToLatest, openDatabase } from '@roomcraft/db';
import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import { newId } from '../../apps/server/src/lib/ids.ts';
const USERS = 200;
const PROJECTS = 100_000;
const ROOMS = ['Living', 'Kitchen', 'Bedroom', 'Bathroom', 'Office', 'Dining', 'Studio', 'Terrace'];
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'wsplan_tmp', poolSize: 2 });
await migrateToLatest(database);
const db: Kysely<DB> = database.db;
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
await sql`vacuum analyze projects`.execute(db);
console.log(enterpriseId, users[0]!.id);
await database.close();
