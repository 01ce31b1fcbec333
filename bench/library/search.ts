// 100,000 products on PostgreSQL: the v2 search with text and three filters (brands, a category
// subtree, colour names) at 20 concurrent requests, repeated (remembered per catalogue version) and
// each request different (answered by the database), the plan of its query, and the time from
// upload to COMPLETED of a 5 MB model. Run: npx tsx bench/library/search.ts
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Document, NodeIO } from '@gltf-transform/core';
import type { DB } from '@roomcraft/db';
import { CompiledQuery, type Kysely } from 'kysely';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { Sessions } from '../../apps/server/src/modules/auth/sessions.ts';
import { CatalogueMemory } from '../../apps/server/src/modules/library/catalogue-memory.ts';
import { ProductsRepository } from '../../apps/server/src/modules/library/products/products.repository.ts';
import { ANONYMOUS } from '../../apps/server/src/modules/library/viewer.ts';
import { Visibility } from '../../apps/server/src/modules/library/visibility.ts';
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
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint32Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
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
  // Every request a different search (five random brands of fifty): the database answers each.
  const randomBrands = fileURLToPath(new URL('./random-brands.cjs', import.meta.url));
  for (const [label, query] of [scenarios[0]!, scenarios[2]!]) {
    printRow(
      `${label.replace('brands', 'random brands').replace('three filters', 'random brands + 2')}, each different`,
      await load({ url: `${server.url}/api/v2/product/public?${query}`, vary: randomBrands }),
    );
  }
  // One connection: the latency of a request that does not queue behind others, from the database.
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
    // One statement answers a page and its count; the count query alone runs only past the last page.
    const { page } = await repository.searchQueries(scope, filter, sort, { page: 0, size: 20 });
    const compiled = page().compile();
    const plan = await server.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers, costs off) ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`\n-- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await timeModel(server.url, server.db);
} finally {
  await server.close();
}
