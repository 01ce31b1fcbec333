import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { Id, IdParams, Line } from '../schemas/common.ts';
import {
  AssignBody,
  CreateOrderBody,
  ExportTokenAnswer,
  ItemAnswer,
  ItemListQuery,
  ItemPage,
  ItemTransitionBody,
  ModellersAnswer,
  ModReqListQuery,
  ModReqPage,
  ModReqsAnswer,
  OpsOrderSearch,
  OrderActionBody,
  OrderAnswer,
  OrderDetailAnswer,
  OrderItemChanges,
  OrderPage,
  OrderPaging,
  PriceAnswer,
} from '../schemas/product-orders.ts';

const tags = ['product orders'];
const exportTags = ['export'];
const session = { surface: 'api', tags, access: 'session' } as const;
const opsTags = ['back-office: product orders'];
const ops = { surface: 'ops', tags: opsTags, access: 'operator' } as const;
const EntParams = z.object({ ent: Id });
const Deleted = z.object({ deleted: z.literal(true) });
/** Reference files: images or PDFs, 10 MB each, 10 per body. */
const REF_UPLOAD_LIMIT = 110 * 1024 * 1024;

/** The spec's Product orders section, each call at its path, plus the customer's writes (docs/decisions/product-orders.md). */
export const productOrderRoutes = {
  list: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/product-order/:ent/order',
    summary: 'Orders of an enterprise, newest first, paged',
    params: EntParams,
    query: OrderPaging,
    response: OrderPage,
  }),
  create: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/product-order/:ent/order',
    summary: 'Start an order (REQUEST_WRITING); managers and admins of the enterprise',
    params: EntParams,
    body: CreateOrderBody,
    response: OrderAnswer,
    status: 201,
  }),
  get: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/product-order/order/:id',
    summary: 'One order',
    params: IdParams,
    response: OrderAnswer,
  }),
  items: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/product-order/order/:id/item',
    summary: 'Items of an order: search (name, alias), state, brand, color, sortBy, assignedUserId, paged',
    params: IdParams,
    query: ItemListQuery,
    response: ItemPage,
  }),
  addItem: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/product-order/order/:id/item',
    summary:
      'Add an item (multipart: properties as JSON, refFiles images or PDFs) while the order is written',
    params: IdParams,
    response: ItemAnswer,
    status: 201,
    bodyLimit: REF_UPLOAD_LIMIT,
  }),
  allItems: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/product-order/order/item',
    summary: 'Items of every order of the caller’s enterprise, with the same filters',
    query: ItemListQuery,
    response: ItemPage,
  }),
  item: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/product-order/item/:id',
    summary: 'One item',
    params: IdParams,
    response: ItemAnswer,
  }),
  updateItem: defineRoute({
    ...session,
    method: 'PATCH',
    path: '/v1/product-order/item/:id',
    summary: 'Change what an item asks for (REQUEST_NOT_CONFIRMED or REQUEST_MODIFY only)',
    params: IdParams,
    body: OrderItemChanges,
    response: ItemAnswer,
  }),
  modReqs: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/product-order/item/:id/mod-req',
    summary: 'Modification requests of an item (type, limit, page, sortBy)',
    params: IdParams,
    query: ModReqListQuery,
    response: ModReqPage,
  }),
  createModReq: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/product-order/item/:id/mod-req',
    summary:
      'Ask for a modification of a delivered model (multipart: properties as JSON, refFiles); 2 per round',
    params: IdParams,
    response: ModReqsAnswer,
    status: 201,
    bodyLimit: REF_UPLOAD_LIMIT,
  }),
  createModReqs: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/product-order/items/mod-req',
    summary:
      'The same modification request on several items (multipart: properties with productOrderItemIds)',
    response: ModReqsAnswer,
    status: 201,
    bodyLimit: REF_UPLOAD_LIMIT,
  }),
  transitionItem: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/product-order/item/:id/state',
    summary: 'A customer’s state change of an item (409 with the allowed ones otherwise)',
    params: IdParams,
    body: ItemTransitionBody,
    response: ItemAnswer,
  }),
  orderAction: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/product-order/order/:id/state',
    summary: 'Submit, confirm (freezes the price) or finish an order',
    params: IdParams,
    body: OrderActionBody,
    response: OrderAnswer,
  }),
  price: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/product-order/order/:id/price',
    summary: 'The order’s price from its items; frozen once confirmed',
    params: IdParams,
    response: PriceAnswer,
  }),
  detail: defineRoute({
    ...session,
    method: 'GET',
    path: '/v2/product-orders/:id',
    summary: 'An order with its items, its state timeline and its price',
    params: IdParams,
    response: OrderDetailAnswer,
  }),
  refFile: defineRoute({
    ...session,
    access: 'public',
    method: 'GET',
    path: '/v1/product-order/files/:key/:name',
    summary: 'A reference file; the key is the capability to read it',
    params: z.object({
      key: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'is not a file key'),
      name: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.(png|jpg|webp|pdf)$/, 'is not a reference file name'),
    }),
    response: z.any().describe('the file'),
  }),
};

/** The spec's Export calls for product orders. */
export const exportRoutes = {
  issueToken: defineRoute({
    ...session,
    tags: exportTags,
    method: 'GET',
    path: '/v1/export/:id/issue-token',
    summary: 'A download token for an order’s workbook (id: the order), valid 5 minutes',
    params: IdParams,
    response: ExportTokenAnswer,
  }),
  productOrderExcel: defineRoute({
    ...session,
    tags: exportTags,
    access: 'public',
    method: 'GET',
    path: '/v1/export/download/:x/excel/product-order/:y',
    summary: 'The order’s items, states and prices as .xlsx (x: token, y: order)',
    params: z.object({ x: Line().min(1).max(200), y: Id }),
    response: z.any().describe('the workbook'),
  }),
};

/** The operators' surface: search, deletes, assignment, state changes and deliveries. */
export const productOrderOpsRoutes = {
  search: defineRoute({
    ...ops,
    method: 'GET',
    path: '/v1/product-orders',
    summary: 'Orders of every enterprise: search (name), state, enterpriseId, category, paged',
    query: OpsOrderSearch,
    response: OrderPage,
  }),
  detail: defineRoute({
    ...ops,
    method: 'GET',
    path: '/v1/product-orders/:id',
    summary: 'An order with its items, timeline and price',
    params: IdParams,
    response: OrderDetailAnswer,
  }),
  removeOrder: defineRoute({
    ...ops,
    method: 'DELETE',
    path: '/v1/product-orders/:id',
    summary: 'Delete an order and its items (delivered products stay in the library)',
    params: IdParams,
    response: Deleted,
  }),
  removeItem: defineRoute({
    ...ops,
    method: 'DELETE',
    path: '/v1/product-orders/items/:id',
    summary: 'Delete an item',
    params: IdParams,
    response: Deleted,
  }),
  transitionItem: defineRoute({
    ...ops,
    method: 'POST',
    path: '/v1/product-orders/items/:id/state',
    summary: 'An operator’s or the assigned modeller’s state change of an item',
    params: IdParams,
    body: ItemTransitionBody,
    response: ItemAnswer,
  }),
  orderAction: defineRoute({
    ...ops,
    method: 'POST',
    path: '/v1/product-orders/:id/state',
    summary: 'The operators’ order action (serviceUpload)',
    params: IdParams,
    body: OrderActionBody,
    response: OrderAnswer,
  }),
  assign: defineRoute({
    ...ops,
    method: 'PUT',
    path: '/v1/product-orders/items/:id/assignee',
    summary: 'Assign an item to a modeller (an operator), or unassign it',
    params: IdParams,
    body: AssignBody,
    response: ItemAnswer,
  }),
  uploadModel: defineRoute({
    ...ops,
    method: 'POST',
    path: '/v1/product-orders/items/:id/model',
    summary: 'The assigned modeller delivers a model (multipart, as the library takes it)',
    params: IdParams,
    response: ItemAnswer,
    status: 202,
    bodyLimit: 60 * 1024 * 1024,
  }),
  modReqs: defineRoute({
    ...ops,
    method: 'GET',
    path: '/v1/product-orders/items/:id/mod-req',
    summary: 'Modification requests of an item, for its modeller',
    params: IdParams,
    query: ModReqListQuery,
    response: ModReqPage,
  }),
  modellers: defineRoute({
    ...ops,
    method: 'GET',
    path: '/v1/modellers',
    summary: 'The operators items can be assigned to',
    response: ModellersAnswer,
  }),
};
