import {
  ProductLibrarySettings,
  ProjectSettings,
  UserRoleRank,
  WatermarkSettings,
} from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';
import { roleOfRank } from '../modules/users/roles.ts';
import { loadDemoMaps } from './demo-maps.ts';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ENTERPRISE_URL = 'demo-interiors';

const MEMBERS = [
  { email: 'admin@demo.example', nickname: 'Demo Admin', rank: UserRoleRank.ADMIN },
  { email: 'manager@demo.example', nickname: 'Demo Manager', rank: UserRoleRank.MANAGER },
  { email: 'designer@demo.example', nickname: 'Demo Designer', rank: UserRoleRank.DESIGNER },
  { email: 'designer2@demo.example', nickname: 'Second Designer', rank: UserRoleRank.DESIGNER },
];

/** Loads the demo enterprise, its members, a personal user and an operator, once. */
export async function loadDemoData(db: Kysely<DB>, log: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  const present = await db
    .selectFrom('enterprises')
    .select('id')
    .where('url', '=', DEMO_ENTERPRISE_URL)
    .executeTakeFirst();
  if (present) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const enterpriseId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('enterprises')
      .values({
        id: enterpriseId,
        name: 'Demo Interiors',
        url: DEMO_ENTERPRISE_URL,
        seats: 20,
        product_library_settings: JSON.stringify(ProductLibrarySettings.defaults),
        project_settings: JSON.stringify(ProjectSettings.defaults),
        watermark_settings: JSON.stringify({
          ...WatermarkSettings.defaults,
          enabled: true,
          text: 'Demo Interiors',
        }),
      })
      .execute();
    const user = (email: string, nickname: string, rank: number, enterprise: string | null) => ({
      id: newId(),
      email,
      nickname,
      name: null,
      password_hash: passwordHash,
      role: roleOfRank(rank),
      role_rank: rank,
      enterprise_id: enterprise,
      account_state: 'DONE',
      active: true,
      sales_account: false,
      language: 'en',
      deleted_at: null,
    });
    await trx
      .insertInto('users')
      .values([
        ...MEMBERS.map((m) => user(m.email, m.nickname, m.rank, enterpriseId)),
        user('personal@demo.example', 'Personal Demo', UserRoleRank.PERSONAL, null),
      ])
      .execute();
    await trx
      .insertInto('operators')
      .values({
        id: newId(),
        email: 'operator@demo.example',
        name: 'Demo Operator',
        password_hash: passwordHash,
      })
      .execute();
  });
  await loadDemoMaps(db);
  log.info('demo data loaded');
  return true;
}
