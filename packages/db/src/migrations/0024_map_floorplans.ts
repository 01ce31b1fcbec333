import { type Kysely, sql } from 'kysely';

const now = sql`now()`;

/**
 * Map floor plans (docs/decisions/map-floorplans.md): apartment complexes located on the map by a
 * Morton key of their coordinates (a btree range per covering cell, no PostGIS), their addresses,
 * their unit types and the plans operators draw for them; projects remember the plan they came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('map_complexes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.generatedAlwaysAs(sql`lower(name)`).stored())
    .addColumn('households', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('built_year', 'integer')
    .addColumn('lat', 'double precision', (c) => c.notNull().modifyEnd(sql`check (lat between -90 and 90)`))
    .addColumn('lng', 'double precision', (c) => c.notNull().modifyEnd(sql`check (lng between -180 and 180)`))
    .addColumn('cell', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The spatial index: every box query is a few `cell between` ranges over it.
  await sql`create index map_complexes_cell on map_complexes (cell) include (lat, lng)`.execute(db);

  await db.schema
    .createTable('map_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('map_id', 'text', (c) => c.notNull().references('map_complexes.id').onDelete('cascade'))
    .addColumn('road_address', 'text', (c) => c.notNull())
    .addColumn('lot_address', 'text', (c) => c.notNull())
    .addColumn('district_code', 'text', (c) =>
      c.notNull().modifyEnd(sql`check (district_code ~ '^[0-9]{10}$')`),
    )
    .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(road_address || ' ' || lot_address || ' ' || district_code)`).stored(),
    )
    .execute();
  await sql`create index map_addresses_map on map_addresses (map_id)`.execute(db);

  await db.schema
    .createTable('map_fp_data')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('map_id', 'text', (c) => c.notNull().references('map_complexes.id').onDelete('cascade'))
    .addColumn('address_id', 'text', (c) => c.references('map_addresses.id').onDelete('set null'))
    .addColumn('registry_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('exclusive_area', 'double precision', (c) => c.notNull())
    .addColumn('supply_area', 'double precision', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('bathrooms', 'integer', (c) => c.notNull())
    .addColumn('households', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index map_fp_data_map on map_fp_data (map_id)`.execute(db);

  await db.schema
    .createTable('map_floorplans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fp_data_id', 'text', (c) => c.notNull().references('map_fp_data.id').onDelete('cascade'))
    .addColumn('variant', 'text', (c) => c.notNull().modifyEnd(sql`check (variant in ('BASIC', 'EXTENDED'))`))
    .addColumn('state', 'text', (c) =>
      c.notNull().modifyEnd(sql`check (state in ('CREATED', 'WORKING', 'TESTING', 'COMPLETED'))`),
    )
    .addColumn('design', 'jsonb')
    .addColumn('drawn_by', 'text', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('checked_by', 'text', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index map_floorplans_fp_data on map_floorplans (fp_data_id)`.execute(db);
  await sql`create index map_floorplans_queue on map_floorplans (state, updated_at)`.execute(db);

  await sql`alter table projects add column from_map jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects drop column from_map`.execute(db);
  for (const table of ['map_floorplans', 'map_fp_data', 'map_addresses', 'map_complexes']) {
    await db.schema.dropTable(table).execute();
  }
}
