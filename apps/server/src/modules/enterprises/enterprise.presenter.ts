import {
  type Enterprise,
  ProductLibrarySettings,
  ProjectSettings,
  WatermarkSettings,
} from '@roomcraft/contract';
import type { EnterprisesTable } from '@roomcraft/db';
import type { Selectable } from 'kysely';

export type EnterpriseRow = Selectable<EnterprisesTable>;

/** Stored settings are read over their defaults, so a setting added later has a value. */
export function presentEnterprise(row: EnterpriseRow): Enterprise {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    seats: row.seats,
    productLibrarySettings: ProductLibrarySettings.read(row.product_library_settings),
    projectSettings: ProjectSettings.read(row.project_settings),
    watermarkSettings: WatermarkSettings.read(row.watermark_settings),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentEnterprisePublic(row: EnterpriseRow) {
  return { id: row.id, name: row.name, url: row.url };
}
