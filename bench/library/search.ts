// 100,000 products on PostgreSQL: the v2 search with text and three filters (brands, a category
// subtree, colour names) at 20 concurrent requests, repeated (remembered per catalogue version), each
// request different (matched in the category's in-memory table), and each different while the
// catalogue changes every second; what one search costs just after a change; the plans of the
// database's statements; and the time from upload to COMPLETED of a 5 MB model.
// Run: npx tsx bench/library/search.ts
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Document, NodeIO } from '@gltf-transform/core';
import type { DB } from '@roomcraft/db';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { Sessions } from '../../apps/server/src/modules/auth/sessions.ts';
import { CatalogueMemory } from '../../apps/server/src/modules/library/catalogue-memory.ts';
import { ProductsRepository } from '../../apps/server/src/modules/library/products/products.repository.ts';
import { ANONYMOUS } from '../../apps/server/src/modules/library/viewer.ts';
import { Visibility, type VisibilityScope } from '../../apps/server/src/modules/library/visibility.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';
import { BRANDS, KINDS, PRODUCTS, seed } from './catalogue.ts';

/** A quilted panel of about 5 MB: a displaced grid with normals and UVs, 180,000 triangles. */
async function fiveMegabyteModel(): Promise<Uint8Array> {
  const quads = 300;
  const side = quads + 1;
  const document = new Document();
  const buffer = document.createBuffer();
  const positions = new Float32Array(side * side * 3);
  const normals = new Float32Array(side * side * 3);
  const uvs = new Float32Array(side * side * 2);
  for (let i = 0; i < side * side; i++) {
    const [u, v] = [(i % side) / quads, Math.floor(i / side) / quads];
    const height = 0.02 * Math.sin(u * Math.PI * 24) * Math.sin(v * Math.PI * 24);
    positions.set([u * 2 - 1, 0.45 + height, v - 0.5], i * 3);
    normals.set([0, 1, 0], i * 3);
    uvs.set([u, v], i * 2);
  }
  const indices = new Uint32Array(quads * quads * 6);
  for (let q = 0; q < quads * quads; q++) {
    const c = Math.floor(q / quads) * side + (q % quads);
    indices.set([c, c + side, c + 1, c + 1, c + side, c + side + 1], q * 6);
  }
  const accessor = (
    type: 'VEC3' | 'VEC2' | 'SCALAR',
    array: Float32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>,
  ) => document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', positions))
    .setAttribute('NORMAL', accessor('VEC3', normals))
    .setAttribute('TEXCOORD_0', accessor('VEC2', uvs))
    .setIndices(accessor('SCALAR', indices))
    .setMaterial(document.createMaterial('quilt').setBaseColorFactor([0.5, 0.45, 0.4, 1]));
  document
    .createScene()
    .addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)));
  return new NodeIO().writeBinary(document);
}

/** Upload to COMPLETED through the real calls and job loop, as an operator into the public library. */
async function timeModel(url: string, db: Kysely<DB>) {
  await db
    .insertInto('operators')
    .values({
      id: 'bench-op',
      email: 'op@bench.example',
      name: 'Bench',
      password_hash: await hashPassword('bench-password'),
    })
    .execute();
  const headers = { authorization: `Bearer ${await new Sessions(db, 1).open({ operatorId: 'bench-op' })}` };
  const created = await fetch(`${url}/api/v1/product`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ libType: 'public', ownerId: 'public', type: 'FURNITURE', name: 'Quilted panel' }),
  });
  const { product } = (await created.json()) as { product: { id: string } };
  const glb = await fiveMegabyteModel();
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(glb)]), 'panel.glb');
  const started = performance.now();
  await fetch(`${url}/api/v1/product/${product.id}/model`, { method: 'POST', headers, body: form });
  // The status calls double as a probe of the server's event loop while the model is processed.
  let slowestAnswer = 0;
  for (;;) {
    const asked = performance.now();
    const answer = await fetch(`${url}/api/v1/product/${product.id}/processing`, { headers });
    slowestAnswer = Math.max(slowestAnswer, performance.now() - asked);
    const { processing } = (await answer.json()) as {
      processing: { status: string; failureReason: string | null };
    };
    if (processing.status !== 'WAITING') {
      console.log(
        `\n5 MB model (${(glb.length / 1048576).toFixed(1)} MB, 180,000 triangles): ${processing.status} in ${Math.round(performance.now() - started)} ms ${processing.failureReason ?? ''}`,
      );
      console.log(`slowest status answer of the server meanwhile: ${Math.round(slowestAnswer)} ms`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A scenario's query string as the repository's filter and sort of the public library, as the route reads it. */
function searchOf(query: string) {
  const params = new URLSearchParams(query);
  const list = (key: string) => params.get(key)?.split(',');
  const sort = {
    sortType: (params.get('sortType') ?? 'UPDATEDAT') as 'PRICE',
    sortOrder: (params.get('sortOrder') ?? 'DESC') as 'ASC',
  };
  const filter = {
    ownerIds: ['public'],
    q: params.get('q') ?? undefined,
    brands: list('brands'),
    categories: list('categories'),
    colorNames: list('colorNames'),
  };
  return { filter, sort };
}

/** One search just after a catalogue change: the database's statement, the table's load, then memory. */
async function timeFirstSearches(db: Kysely<DB>, scope: VisibilityScope, query: string) {
  const repository = new ProductsRepository(db, new CatalogueMemory(db));
  const { filter, sort } = searchOf(query);
  const timed = async (brands: string) => {
    const started = performance.now();
    await repository.search(scope, { ...filter, brands: brands.split(',') }, sort, { page: 0, size: 20 });
    return (performance.now() - started).toFixed(1);
  };
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('lib_type', '=', 'public')
    .where((eb) => eb.or([eb('category_id', '=', 'cat1'), eb('category_id', 'like', 'cat1-%')]))
    .executeTakeFirstOrThrow();
  const [first, second, third] = [
    await timed('brand1,brand2,brand3,brand4,brand5'),
    await timed('brand6,brand7,brand8,brand9,brand10'),
    await timed('brand11,brand12,brand13,brand14,brand15'),
  ];
  console.log(
    `\nafter a catalogue change, "sofa" + five brands + category + colours: first search ${first} ms (database), second ${second} ms (loads the table of the subtree's ${count} products), third ${third} ms (memory; its rows read by id)`,
  );
}

const server = await startBenchServer('postgres');
try {
  const seeding = performance.now();
  await seed(server.db);
  console.log(
    `${PRODUCTS} products, ${BRANDS} brands, ${KINDS.length * 5} categories seeded in ${Math.round(performance.now() - seeding)} ms; 20 connections, 8 s each\n`,
  );
  const filters = 'brands=brand1,brand2,brand3,brand4,brand5&categories=cat1&colorNames=Grey,Beige,Navy';
  const scenarios: [string, string][] = [
    ['text "sofa" + brands + category + colours', `q=sofa&${filters}`],
    ['text "패브릭 소파" + brands + category + colours', `q=${encodeURIComponent('패브릭 소파')}&${filters}`],
    ['text "소파" (2 chars) + three filters', `q=${encodeURIComponent('소파')}&${filters}`],
    ['text "leather" only, by price', 'q=leather&sortType=PRICE&sortOrder=ASC'],
    ['three filters, page 5', `${filters}&page=5`],
  ];
  // The same search again and again: after the first, answered from the catalogue memory.
  for (const [label, query] of scenarios)
    printRow(label, await load({ url: `${server.url}/api/v2/product/public?${query}` }));
  // Every request a different search (five random brands of fifty): none is remembered whole; each
  // is matched in the category subtree's table, held in memory for the catalogue version.
  const randomBrands = fileURLToPath(new URL('./random-brands.cjs', import.meta.url));
  for (const [label, query] of [scenarios[0]!, scenarios[2]!]) {
    printRow(
      `${label.replace('brands', 'random brands').replace('three filters', 'random brands + 2')}, each different`,
      await load({ url: `${server.url}/api/v2/product/public?${query}`, vary: randomBrands }),
    );
  }
  // The same while the catalogue changes every second: each change makes every table and remembered
  // row stale, so the first searches after it go to the database and one of them loads a new table.
  const changes = setInterval(() => {
    void sql`update brands set name = name where id = 'brand1'`.execute(server.db);
  }, 1000);
  printRow(
    `${scenarios[0]![0].replace('brands', 'random brands')}, each different, catalogue changing every second`,
    await load({ url: `${server.url}/api/v2/product/public?${scenarios[0]![1]}`, vary: randomBrands }),
  );
  clearInterval(changes);
  // One connection: the latency of a request that does not queue behind others.
  const [firstLabel, firstQuery] = scenarios[0]!;
  printRow(
    `${firstLabel}, each different, 1 connection`,
    await load({
      url: `${server.url}/api/v2/product/public?${firstQuery}`,
      connections: 1,
      vary: randomBrands,
    }),
  );
  // The floor under the same conditions, to compare figures taken on machines of different speed:
  // the cheapest call there is (one one-row query and a small answer).
  printRow('calibration: GET /healthz', await load({ url: `${server.url}/healthz` }));
  const load1 = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`load average of the machine after the runs: ${load1} (${cpus().length} cores)`);

  const catalogue = new CatalogueMemory(server.db);
  const repository = new ProductsRepository(server.db, catalogue);
  const scope = await new Visibility(server.db, catalogue).scopeOf(ANONYMOUS);
  for (const [label, query] of [scenarios[0]!, scenarios[2]!, scenarios[3]!]) {
    const { filter, sort } = searchOf(query);
    // The database's statement for a search not yet answered from memory: one statement answers a
    // page and its count; the count query alone runs only past the last page.
    const { page } = await repository.searchQueries(scope, filter, sort, { page: 0, size: 20 });
    const compiled = page().compile();
    const plan = await server.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers, costs off) ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`\n-- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await timeFirstSearches(server.db, scope, scenarios[0]![1]);
  await timeModel(server.url, server.db);
} finally {
  await server.close();
}
