import type { BillingTables } from './tables/billing.ts';
import type { IdentityTables } from './tables/identity.ts';
import type { ImageBundleTables } from './tables/image-bundles.ts';
import type { JobTables } from './tables/jobs.ts';
import type { MapTables } from './tables/maps.ts';
import type { OpenApiTables } from './tables/open-api.ts';
import type { OperationsTables } from './tables/operations.ts';
import type { PreviewTables } from './tables/previews.ts';
import type { ProductOrderTables } from './tables/product-orders.ts';
import type { ProductTables } from './tables/products.ts';
import type { QuotaTables } from './tables/quotas.ts';
import type { RenderTables } from './tables/renders.ts';
import type { RoomTypeTables } from './tables/room-types.ts';
import type { TemplateTables } from './tables/templates.ts';
import type { WorkspaceTables } from './tables/workspace.ts';

/** Every table of the platform; each domain declares its own in `tables/`. */
export interface DB
  extends IdentityTables,
    ProductTables,
    RoomTypeTables,
    WorkspaceTables,
    QuotaTables,
    RenderTables,
    ImageBundleTables,
    PreviewTables,
    TemplateTables,
    ProductOrderTables,
    MapTables,
    BillingTables,
    JobTables,
    OperationsTables,
    OpenApiTables {}
