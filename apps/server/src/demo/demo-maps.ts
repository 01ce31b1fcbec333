import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { newId } from '../lib/ids.ts';
import { SAMPLE_COMPLEXES } from '../modules/maps/address/sample-complexes.ts';
import { importComplexes } from '../modules/maps/complex-import.ts';

/**
 * The demo's map: the bundled sample complexes with drawn, completed plans, and the balcony-extended
 * plans of the first three waiting in the operators' preparation queue.
 */
export async function loadDemoMaps(db: Kysely<DB>): Promise<void> {
  await importComplexes(db, SAMPLE_COMPLEXES, { planState: 'COMPLETED' });
  const firstUnits = await db
    .selectFrom('map_fp_data')
    .select('id')
    .orderBy('supply_area', 'desc')
    .orderBy('registry_id')
    .limit(3)
    .execute();
  await db
    .insertInto('map_floorplans')
    .values(
      firstUnits.map((u) => ({
        id: newId(),
        fp_data_id: u.id,
        variant: 'EXTENDED' as const,
        state: 'CREATED' as const,
      })),
    )
    .execute();
}
