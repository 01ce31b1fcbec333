import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { RouteBinding } from '../../http/routes.ts';
import { addressProviders } from './address/address-providers.ts';
import { FloorplansRepository } from './floorplans.repository.ts';
import { FloorplansService } from './floorplans.service.ts';
import { MapsRepository } from './maps.repository.ts';
import { mapBindings } from './maps.routes.ts';
import { MapsService } from './maps.service.ts';

/** Map floor plans: their calls, and the opening of a plan as a new project's design. */
export function createMaps({ db, config }: { db: Kysely<DB>; config: Config }): {
  bindings: RouteBinding[];
  floorplans: FloorplansService;
} {
  const maps = new MapsRepository(db);
  const plans = new FloorplansRepository(db);
  const floorplans = new FloorplansService(db, maps, plans);
  const { juso, kakao } = addressProviders(config.addressServices);
  const bindings = mapBindings({ maps: new MapsService(db, maps, plans), floorplans, plans, juso, kakao });
  return { bindings, floorplans };
}
