import {
  type Enterprise,
  ProductLibrarySettings,
  ProjectSettings,
  WatermarkSettings,
} from '@roomcraft/contract';
import type { EnterprisesTable } from '@roomcraft/db';
import type { Selectable } from 'kysely';

export type EnterpriseRow = Selectable<EnterprisesTable>;

/** Settings are stored as given and read through their schemas, so new settings get their defaults. */
export function presentEnterprise(row: EnterpriseRow): Enterprise {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    seats: row.seats,
    productLibrarySettings: ProductLibrarySettings.parse(row.product_library_settings),
    projectSettings: ProjectSettings.parse(row.project_settings),
    watermarkSettings: WatermarkSettings.parse(row.watermark_settings),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentEnterprisePublic(row: EnterpriseRow) {
  return { id: row.id, name: row.name, url: row.url };
}
