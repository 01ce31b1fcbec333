// The benchmark's catalogue: 100,000 products over 50 brands and a two-level category tree, drawn
// with a fixed seed so every run (and every plan) sees the same data.
import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';

export const PRODUCTS = 100_000;
export const BRANDS = 50;
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
export const KINDS = [
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
export async function seed(db: Kysely<DB>) {
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
