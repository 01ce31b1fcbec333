import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { PlansRepository } from './plans.repository.ts';
import { QuotasRepository } from './quotas.repository.ts';
import { QuotasService } from './quotas.service.ts';

/** The quotas of a database, on the platform's clock (the real time unless given). */
export function createQuotas(db: Kysely<DB>, now?: () => Date): QuotasService {
  return new QuotasService(db, new QuotasRepository(db), new PlansRepository(db), now);
}
