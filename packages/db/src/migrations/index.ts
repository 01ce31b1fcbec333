import type { Migration } from 'kysely/migration';
import * as identity from './0001_identity.ts';
import * as workspace from './0002_workspace.ts';
import * as products from './0003_products.ts';
import * as roomTypes from './0004_room_types.ts';
import * as quotas from './0005_quotas.ts';
import * as renders from './0006_renders.ts';
import * as imageBundles from './0007_image_bundles.ts';
import * as previews from './0008_previews.ts';
import * as projectNameSearch from './0010_project_name_search.ts';
import * as productLights from './0012_product_lights.ts';
import * as renderRequests from './0013_render_requests.ts';
import * as libraryVersion from './0014_library_version.ts';
import * as productsCategoryFacets from './0015_products_category_facets.ts';
import * as renderStandIns from './0016_render_stand_ins.ts';
import * as templates from './0020_templates.ts';
import * as jobs from './0021_jobs.ts';
import * as billing from './0022_billing.ts';
import * as productOrders from './0023_product_orders.ts';
import * as mapFloorplans from './0024_map_floorplans.ts';
import * as openApi from './0025_open_api.ts';
import * as operations from './0026_operations.ts';
import * as templateVersion from './0034_template_version.ts';

/**
 * Every migration in order. Each domain adds its own file and one line here; names sort by their
 * number so the order is the same on every machine.
 */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
  '0002_workspace': workspace,
  '0003_products': products,
  '0004_room_types': roomTypes,
  '0005_quotas': quotas,
  '0006_renders': renders,
  '0007_image_bundles': imageBundles,
  '0008_previews': previews,
  '0010_project_name_search': projectNameSearch,
  '0012_product_lights': productLights,
  '0013_render_requests': renderRequests,
  '0014_library_version': libraryVersion,
  '0015_products_category_facets': productsCategoryFacets,
  '0016_render_stand_ins': renderStandIns,
  '0020_templates': templates,
  '0021_jobs': jobs,
  '0022_billing': billing,
  '0023_product_orders': productOrders,
  '0024_map_floorplans': mapFloorplans,
  '0025_open_api': openApi,
  '0026_operations': operations,
  '0034_template_version': templateVersion,
};
