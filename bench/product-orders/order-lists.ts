// 20 enterprises × 500 orders × 6 items (60,000 items) on PostgreSQL: the orders list of one
// enterprise, its items across orders with a search and filters, the back office's search, and one
// order's 200-item workbook, each at 20 concurrent requests (autocannon, off the server's loop).
// Run: npx tsx bench/product-orders/order-lists.ts
import os from 'node:os';
import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { Sessions } from '../../apps/server/src/modules/auth/sessions.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';

const ENTERPRISES = 20;
const ORDERS = 500;
const ITEMS = 6;

async function seed(db: Kysely<DB>) {
  const enterprises = Array.from({ length: ENTERPRISES }, (_, i) => ({
    id: newId(),
    name: `Enterprise ${i}`,
    url: `enterprise-${i}`,
    seats: 10,
    product_library_settings: '{}',
    project_settings: '{}',
    watermark_settings: '{}',
  }));
  await db.insertInto('enterprises').values(enterprises).execute();
  const manager = {
    id: newId(),
    email: 'manager@e0.example',
    nickname: 'Manager',
    name: null,
    password_hash: null,
    role: 'MANAGER',
    role_rank: 2,
    enterprise_id: enterprises[0]!.id,
    account_state: 'DONE',
    active: true,
    sales_account: false,
    language: 'en',
    deleted_at: null,
  };
  await db.insertInto('users').values(manager).execute();
  const operatorId = newId();
  await db
    .insertInto('operators')
    .values({ id: operatorId, email: 'ops@bench.example', name: 'Ops', password_hash: 'x' })
    .execute();
  const ids = enterprises.map((e) => e.id);
  await sql`insert into product_orders (id, enterprise_id, name, category, state, submitted_at, created_at)
    select 'o' || g, (${sql.val(ids)}::text[])[1 + g % ${ENTERPRISES}], 'Order ' || g, 'rendering',
           'MAKING_STARTED', now(), now() - g * interval '1 hour'
    from generate_series(1, ${ENTERPRISES * ORDERS}) g`.execute(db);
  const states = ['MAKING_WAITING', 'MAKING_STARTED', 'CHECKING_STARTED', 'CHECKING_FINISHED'];
  await sql`insert into product_order_items (id, order_id, name, alias, product_type, quality, complexity,
      brand, color, width_mm, depth_mm, height_mm, state, assigned_operator_id)
    select 'i' || g, 'o' || (1 + g / ${ITEMS}), 'Chair ' || g, 'C-' || (g % 997), 'FURNITURE',
           case when g % 3 = 0 then 'PREMIUM' else 'BASIC' end, 'MEDIUM', 'Brand ' || (g % 12),
           'Colour ' || (g % 7), 500, 500, 900, (${sql.val(states)}::text[])[1 + g % 4],
           case when g % 2 = 0 then ${operatorId} end
    from generate_series(0, ${ENTERPRISES * ORDERS * ITEMS - 1}) g`.execute(db);
  // One big order of 200 items for the workbook.
  await sql`insert into product_order_items (id, order_id, name, product_type, quality, complexity,
      width_mm, depth_mm, height_mm, state)
    select 'big' || g, 'o20', 'Sofa ' || g, 'FURNITURE_SET', 'PREMIUM', 'HIGH', 2000, 900, 800, 'MAKING_STARTED'
    from generate_series(1, 200) g`.execute(db);
  await sql`vacuum analyze product_orders`.execute(db);
  await sql`vacuum analyze product_order_items`.execute(db);
  return { manager, enterpriseId: ids[0]!, operatorId };
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);

const server = await startBenchServer('postgres');
try {
  const { manager, enterpriseId, operatorId } = await seed(server.db);
  const sessions = new Sessions(server.db, 1);
  const headers = { authorization: `Bearer ${await sessions.open({ userId: manager.id })}` };
  const opsHeaders = { authorization: `Bearer ${await sessions.open({ operatorId })}` };
  const exportToken = async () =>
    (
      (await (await fetch(`${server.url}/api/v1/export/o20/issue-token`, { headers })).json()) as {
        token: string;
      }
    ).token;
  console.log(
    `${ENTERPRISES * ORDERS} orders, ${ENTERPRISES * ORDERS * ITEMS} items; 20 connections, 8 s each; load average ${loadAverage()}\n`,
  );
  const api = `${server.url}/api/v1/product-order`;
  printRow(
    'orders of one enterprise, page 1',
    await load({ url: `${api}/${enterpriseId}/order?page=1&limit=20`, headers }),
  );
  printRow(
    'orders of one enterprise, page 20',
    await load({ url: `${api}/${enterpriseId}/order?page=20&limit=20`, headers }),
  );
  printRow(
    'all items: search "chair 1", state, brand',
    await load({
      url: `${api}/order/item?search=chair%201&state=MAKING_STARTED&brand=Brand%203&sortBy=nameDesc`,
      headers,
    }),
  );
  printRow(
    'items of one order (206 items), page 1',
    await load({ url: `${api}/order/o20/item?limit=50`, headers }),
  );
  printRow(
    'back office: search "order 12", state',
    await load({
      url: `${server.url}/ops/v1/product-orders?search=order%2012&state=MAKING_STARTED`,
      headers: opsHeaders,
    }),
  );
  printRow(
    'workbook of a 206-item order (.xlsx)',
    await load({
      url: `${server.url}/api/v1/export/download/${await exportToken()}/excel/product-order/o20`,
      duration: 8,
    }),
  );
  printRow('calibration: GET /api/v1/user/me', await load({ url: `${server.url}/api/v1/user/me`, headers }));
  console.log(`\nload average ${loadAverage()} (this machine has ${os.cpus().length} cores)`);
} finally {
  await server.close();
}
