// 100,000 products on PostgreSQL: the v2 search with text and three filters (brands, a category
// subtree, colour names) at 20 concurrent requests, the plans of its two queries, and the time
// from upload to COMPLETED of a 5 MB model. Run: npx tsx bench/library/search.ts
import { cpus, loadavg } from 'node:os';
import { Document, NodeIO } from '@gltf-transform/core';
import type { DB } from '@roomcraft/db';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { Sessions } from '../../apps/server/src/modules/auth/sessions.ts';
import { ProductsRepository } from '../../apps/server/src/modules/library/products/products.repository.ts';
import { ANONYMOUS } from '../../apps/server/src/modules/library/viewer.ts';
import { Visibility } from '../../apps/server/src/modules/library/visibility.ts';
import { load, printRow, startBenchServer } from '../support/server.ts';

const PRODUCTS = 100_000;
const BRANDS = 50;
const STYLES = [
  ['모던', 'Modern'],
  ['내추럴', 'Natural'],
  ['빈티지', 'Vintage'],
  ['미니멀', 'Minimal'],
  ['클래식', 'Classic'],
  ['스칸디', 'Scandi'],
  ['럭셔리', 'Luxury'],
  ['컴팩트', 'Compact'],
];
const MATERIALS = [
  ['패브릭', 'fabric'],
  ['원목', 'oak'],
  ['가죽', 'leather'],
  ['철제', 'steel'],
  ['라탄', 'rattan'],
];
const KINDS = [
  ['소파', 'sofa'],
  ['의자', 'chair'],
  ['식탁', 'dining table'],
  ['침대', 'bed'],
  ['책상', 'desk'],
  ['선반', 'shelf'],
  ['옷장', 'wardrobe'],
  ['조명', 'lamp'],
  ['러그', 'rug'],
  ['수납장', 'cabinet'],
];
const COLOURS = ['Grey', 'Beige', 'Navy', 'Olive', 'Terracotta', 'White', 'Black', 'Walnut'];

/** Brands, a two-level category tree per kind, and products spread over them; 10% in an enterprise library. */
async function seed(db: Kysely<DB>) {
  const col = (rows: string[][], i: number) => rows.map((r) => r[i]!);
  await sql`insert into brands (id, lib_type, owner_id, name)
    select 'brand' || g, 'public', 'public', 'Brand ' || g from generate_series(1, ${BRANDS}) g`.execute(db);
  await sql`insert into categories (id, lib_type, owner_id, parent_id, name, path)
    select 'cat' || k, 'public', 'public', null, (${col(KINDS, 1)}::text[])[k], '/cat' || k || '/'
    from generate_series(1, ${KINDS.length}) k`.execute(db);
  await sql`insert into categories (id, lib_type, owner_id, parent_id, name, path)
    select 'cat' || k || '-' || s, 'public', 'public', 'cat' || k, 'Style ' || s, '/cat' || k || '/cat' || k || '-' || s || '/'
    from generate_series(1, ${KINDS.length}) k, generate_series(1, 4) s`.execute(db);
  // Each attribute drawn independently (seeded, so every run has the same catalogue).
  await sql`select setseed(0.42)`.execute(db);
  await sql`
    insert into products (id, lib_type, owner_id, type, name, translated_names, alias, brand_id, category_id, tags,
      color_code, color_name, price, status, level, search_text, created_at, updated_at)
    select 'p' || g, lib, owner, 'FURNITURE', ko, jsonb_build_array(jsonb_build_object('code', 'en', 'value', en)),
      'AL-' || g, 'brand' || brand, 'cat' || kind || '-' || (1 + floor(random() * 4)::int),
      array[(${COLOURS}::text[])[colour], 'set-' || floor(random() * 20)::int], '#' || lpad(to_hex(g * 97 % 16777215), 6, '0'),
      (${COLOURS}::text[])[colour], 10000 + floor(random() * 3000000)::int, 'COMPLETED', 'LOW',
      lower(ko || ' ' || en || ' al-' || g), now() - random() * interval '700 days', now() - random() * interval '300 days'
    from (
      select g, kind, brand, colour, case when g % 10 = 0 then 'enterprise' else 'public' end as lib,
        case when g % 10 = 0 then 'bench-enterprise' else 'public' end as owner,
        (${col(STYLES, 0)}::text[])[style] || ' ' || (${col(MATERIALS, 0)}::text[])[material] || ' '
          || (${col(KINDS, 0)}::text[])[kind] || ' ' || g as ko,
        (${col(STYLES, 1)}::text[])[style] || ' ' || (${col(MATERIALS, 1)}::text[])[material] || ' '
          || (${col(KINDS, 1)}::text[])[kind] || ' ' || g as en
      from (
        select g, 1 + floor(random() * ${KINDS.length})::int as kind, 1 + floor(random() * ${BRANDS})::int as brand,
          1 + floor(random() * 8)::int as colour, 1 + floor(random() * 8)::int as style,
          1 + floor(random() * 5)::int as material
        from generate_series(1, ${PRODUCTS}) g
      ) drawn
    ) named`.execute(db);
  await sql`vacuum analyze products`.execute(db);
  await sql`analyze categories`.execute(db);
}

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
  for (;;) {
    const answer = await fetch(`${url}/api/v1/product/${product.id}/processing`, { headers });
    const { processing } = (await answer.json()) as {
      processing: { status: string; failureReason: string | null };
    };
    if (processing.status !== 'WAITING') {
      console.log(
        `\n5 MB model (${(glb.length / 1048576).toFixed(1)} MB, 180,000 triangles): ${processing.status} in ${Math.round(performance.now() - started)} ms ${processing.failureReason ?? ''}`,
      );
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
  for (const [label, query] of scenarios)
    printRow(label, await load({ url: `${server.url}/api/v2/product/public?${query}` }));
  // One connection: the latency of a request that does not queue behind others.
  const [firstLabel, firstQuery] = scenarios[0]!;
  printRow(
    `${firstLabel}, 1 connection`,
    await load({ url: `${server.url}/api/v2/product/public?${firstQuery}`, connections: 1 }),
  );
  const load1 = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`load average of the machine after the runs: ${load1} (${cpus().length} cores)`);

  const repository = new ProductsRepository(server.db);
  const scope = await new Visibility(server.db).scopeOf(ANONYMOUS);
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
    const queries = await repository.searchQueries(scope, filter, sort, { page: 0, size: 20 });
    for (const [part, builder] of Object.entries(queries)) {
      const compiled = builder.compile();
      const plan = await server.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, buffers, costs off) ${compiled.sql}`, [...compiled.parameters]),
      );
      console.log(`\n-- ${label}: ${part}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  await timeModel(server.url, server.db);
} finally {
  await server.close();
}
