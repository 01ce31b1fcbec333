import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { RouteBinding } from '../../http/routes.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Library } from '../library/index.ts';
import { OrderExport } from './order-export.ts';
import { OrderFlow } from './order-flow.ts';
import type { OrderStateListener } from './order-notifications.ts';
import { OrdersRepository } from './orders.repository.ts';
import { OrdersService } from './orders.service.ts';
import { productOrderBindings, productOrderOpsBindings } from './product-orders.routes.ts';
import { ReviewService } from './review.service.ts';

export interface ProductOrdersOptions {
  db: Kysely<DB>;
  blobs: BlobStore;
  library: Library;
  apiBase: string;
  /** Where order state changes notify (docs/decisions/product-orders.md); none yet. */
  notifyOrderStateChange?: OrderStateListener[];
}

/** 3D-modelling orders: customers order, operators and modellers make, customers review and approve. */
export function createProductOrders(options: ProductOrdersOptions): RouteBinding[] {
  const { db, blobs, library, apiBase } = options;
  const repo = new OrdersRepository(db);
  const flow = new OrderFlow(db, options.notifyOrderStateChange ?? []);
  const orders = new OrdersService({ repo, flow, blobs, apiBase });
  const review = new ReviewService({
    repo,
    orders,
    flow,
    blobs,
    deliveries: library.orderDeliveries,
    products: library.products,
    apiBase,
  });
  const deps = { orders, review, exports: new OrderExport(repo, orders, apiBase), blobs };
  return [...productOrderBindings(deps), ...productOrderOpsBindings(deps)];
}
