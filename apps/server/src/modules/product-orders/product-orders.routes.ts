import { exportRoutes, productOrderOpsRoutes as o, productOrderRoutes as r } from '@roomcraft/contract';
import { notFound } from '../../http/errors.ts';
import { bind, type RouteBinding } from '../../http/routes.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { OrderCaller } from './order-access.ts';
import type { OrderExport } from './order-export.ts';
import type { OrdersService } from './orders.service.ts';
import { refFileBlobKey } from './ref-files.ts';
import type { ReviewService } from './review.service.ts';

export interface ProductOrderRouteDeps {
  orders: OrdersService;
  review: ReviewService;
  exports: OrderExport;
  blobs: BlobStore;
}

const as = (user: UserRow): OrderCaller => ({ kind: 'user', user });

/** The spec's Product orders and Export calls, and the customers' writes. */
export function productOrderBindings({
  orders,
  review,
  exports,
  blobs,
}: ProductOrderRouteDeps): RouteBinding[] {
  return [
    bind(r.list, async ({ user, params, query }) =>
      orders.list(as(user), { enterpriseId: params.ent }, query.page, query.limit),
    ),
    bind(r.create, async ({ user, params, body }) => ({
      order: await orders.create(user, params.ent, body),
    })),
    bind(r.get, async ({ user, params }) => ({ order: await orders.get(as(user), params.id) })),
    bind(r.items, async ({ user, params, query }) => orders.items(as(user), params.id, query)),
    bind(r.addItem, async ({ user, params, request }) => ({
      item: await orders.addItem(user, params.id, request),
    })),
    bind(r.allItems, async ({ user, query }) => orders.allItems(as(user), query)),
    bind(r.item, async ({ user, params }) => ({ item: await orders.item(as(user), params.id) })),
    bind(r.updateItem, async ({ user, params, body }) => ({
      item: await orders.updateItem(user, params.id, body),
    })),
    bind(r.modReqs, async ({ user, params, query }) => review.modReqs(as(user), params.id, query)),
    bind(r.createModReq, async ({ user, params, request }) => ({
      modificationRequests: await review.requestModification(user, params.id, request),
    })),
    bind(r.createModReqs, async ({ user, request }) => ({
      modificationRequests: await review.requestModifications(user, request),
    })),
    bind(r.transitionItem, async ({ user, params, body }) => ({
      item: await review.customerTransition(user, params.id, body.to, body.note),
    })),
    bind(r.orderAction, async ({ user, params, body }) => {
      const order = await orders.readable(as(user), params.id);
      await orders.customerAction(user, order, body.action);
      return { order: await orders.get(as(user), params.id) };
    }),
    bind(r.price, async ({ user, params }) => ({ price: await orders.price(as(user), params.id) })),
    bind(r.detail, async ({ user, params }) => orders.detail(as(user), params.id)),
    bind(r.refFile, async ({ params, reply }) => {
      const data = await blobs.get(refFileBlobKey(params.key, params.name));
      if (!data) throw notFound('file');
      reply.header('cache-control', 'private, max-age=86400').type(contentTypeOfName(params.name));
      return data;
    }),
    bind(exportRoutes.issueToken, async ({ user, params }) => exports.issue(user, params.id)),
    bind(exportRoutes.productOrderExcel, async ({ params, reply }) => {
      const { name, data } = await exports.workbook(params.x, params.y);
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return data;
    }),
  ];
}

/** The operators' console calls. */
export function productOrderOpsBindings({ orders, review }: ProductOrderRouteDeps): RouteBinding[] {
  const operator = (id: string): OrderCaller => ({ kind: 'operator', operatorId: id });
  return [
    bind(o.search, async ({ operator: op, query }) =>
      orders.list(operator(op.id), query, query.page, query.limit),
    ),
    bind(o.detail, async ({ operator: op, params }) => orders.detail(operator(op.id), params.id)),
    bind(o.removeOrder, async ({ params }) => {
      await orders.removeOrder(params.id);
      return { deleted: true as const };
    }),
    bind(o.removeItem, async ({ operator: op, params }) => {
      await orders.removeItem(op.id, params.id);
      return { deleted: true as const };
    }),
    bind(o.transitionItem, async ({ operator: op, params, body }) => ({
      item: await review.operatorTransition(op.id, params.id, body.to, body.note),
    })),
    bind(o.orderAction, async ({ operator: op, params, body }) => {
      await orders.operatorAction(op.id, params.id, body.action);
      return { order: await orders.get(operator(op.id), params.id) };
    }),
    bind(o.assign, async ({ params, body }) => ({ item: await review.assign(params.id, body.operatorId) })),
    bind(o.uploadModel, async ({ operator: op, params, request }) => ({
      item: await review.deliver(op.id, params.id, request),
    })),
    bind(o.modReqs, async ({ operator: op, params, query }) =>
      review.modReqs(operator(op.id), params.id, query),
    ),
    bind(o.modellers, async () => ({ operators: await review.modellers() })),
  ];
}

/** Reference files are stored under a name whose extension was checked against their content. */
function contentTypeOfName(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase();
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  return 'application/octet-stream';
}
