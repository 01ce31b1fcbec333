import type { DB } from '@roomcraft/db';
import { drawUnitPlan, THREE_BEDROOM_UNIT, TWO_BEDROOM_UNIT } from '@roomcraft/scene';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.ts';
import type { SampleComplex } from './address/sample-complexes.ts';
import type { PlanState } from './floorplan-states.ts';
import { cellOf } from './geo-cells.ts';

const drawings = new Map<boolean, string>();
/** The drawing of a unit type, as stored: the three-bedroom plan from three rooms up, the two-bedroom one below. */
function drawingFor(rooms: number): string {
  const large = rooms >= 3;
  if (!drawings.has(large))
    drawings.set(large, JSON.stringify(drawUnitPlan(large ? THREE_BEDROOM_UNIT : TWO_BEDROOM_UNIT)));
  return drawings.get(large)!;
}

export interface ImportedComplex {
  id: string;
  addressId: string;
  planIds: string[];
}

/**
 * Loads complexes of the registry's shape (the bundled sample's) with their unit types, each with
 * a BASIC plan in `planState`; plans past CREATED carry a drawing. Used by the demo data and tests.
 */
export async function importComplexes(
  db: Kysely<DB>,
  complexes: readonly SampleComplex[],
  options: { planState: PlanState; enterpriseId?: string | null },
): Promise<ImportedComplex[]> {
  const imported: ImportedComplex[] = [];
  await db.transaction().execute(async (trx) => {
    for (const c of complexes) {
      const id = newId();
      const addressId = newId();
      await trx
        .insertInto('map_complexes')
        .values({
          id,
          enterprise_id: options.enterpriseId ?? null,
          name: c.name,
          households: c.households,
          built_year: c.builtYear,
          lat: c.lat,
          lng: c.lng,
          cell: cellOf(c.lat, c.lng),
        })
        .execute();
      await trx
        .insertInto('map_addresses')
        .values({
          id: addressId,
          map_id: id,
          road_address: c.roadAddress,
          lot_address: c.lotAddress,
          district_code: c.districtCode,
          zip_code: c.zipCode,
          is_primary: true,
        })
        .execute();
      const planIds: string[] = [];
      for (const unit of c.units) {
        const fpId = newId();
        await trx
          .insertInto('map_fp_data')
          .values({
            id: fpId,
            map_id: id,
            address_id: addressId,
            registry_id: `${c.districtCode}-${unit.name}`,
            ...unitColumns(unit),
          })
          .execute();
        const planId = newId();
        const drawn = options.planState !== 'CREATED';
        await trx
          .insertInto('map_floorplans')
          .values({
            id: planId,
            fp_data_id: fpId,
            variant: 'BASIC',
            state: options.planState,
            design: drawn ? drawingFor(unit.rooms) : null,
            completed_at: options.planState === 'COMPLETED' ? new Date() : null,
          })
          .execute();
        planIds.push(planId);
      }
      imported.push({ id, addressId, planIds });
    }
  });
  return imported;
}

const unitColumns = (unit: SampleComplex['units'][number]) => ({
  name: unit.name,
  exclusive_area: unit.exclusiveArea,
  supply_area: unit.supplyArea,
  rooms: unit.rooms,
  bathrooms: unit.bathrooms,
});
