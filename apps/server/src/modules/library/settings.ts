import { ProductLibrarySettings } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';

/** An enterprise's product-library settings, with their defaults (the enterprises module owns them). */
export async function librarySettingsOf(db: Kysely<DB>, enterpriseId: string) {
  const row = await db
    .selectFrom('enterprises')
    .select('product_library_settings')
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  return ProductLibrarySettings.read(row?.product_library_settings);
}
