import { z } from 'zod';
import { OrderCategory, ProductQuality, ProductTypeV2 } from '../enums.ts';
import { MAX_PAGE_SIZE, pageOf } from '../paging.ts';
import { OrderComplexity } from '../product-order-price.ts';
import { ProductOrderAction, ProductOrderItemState, ProductOrderState } from '../product-order-states.ts';
import { Id, IsoDate, Line } from './common.ts';

/** The spec's paging of product orders: `page` from 1, `limit` per page. */
export const OrderPaging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

/** What a modification request is about (compatibility notes: material/texture, shape, other). */
export const ModificationType = ['MATERIAL', 'SHAPE', 'OTHER'] as const;
export type ModificationType = (typeof ModificationType)[number];

/** Product-order item sort (spec): name and alias, asc or desc. */
export const OrderItemSort = ['nameAsc', 'nameDesc', 'aliasAsc', 'aliasDesc'] as const;

const Millimetres = z.number().int().min(1).max(100_000);

/** What the customer asks for in one item, without defaults (the shape of a change). */
const ItemFields = z.object({
  name: Line().trim().min(1).max(120),
  alias: Line().trim().max(120).optional(),
  productType: z.enum(ProductTypeV2),
  quality: z.enum(ProductQuality),
  complexity: z.enum(OrderComplexity),
  brand: Line().trim().max(80).optional(),
  color: Line().trim().max(80).optional(),
  widthMm: Millimetres,
  depthMm: Millimetres,
  heightMm: Millimetres,
  note: z.string().trim().max(2000),
});

/** A new item; sent as the JSON `properties` part of a multipart body. */
export const OrderItemProperties = ItemFields.extend({
  productType: ItemFields.shape.productType.default('FURNITURE'),
  quality: ItemFields.shape.quality.default('BASIC'),
  complexity: ItemFields.shape.complexity.default('MEDIUM'),
  note: ItemFields.shape.note.default(''),
});
export type OrderItemProperties = z.infer<typeof OrderItemProperties>;

/** A change of an item: only the fields sent. */
export const OrderItemChanges = ItemFields.partial();

export const RefFile = z.object({
  id: Id,
  name: z.string(),
  contentType: z.string(),
  url: z.string().describe('capability URL: the key in it is the right to read the file'),
});

export const ProductOrderItem = z.object({
  id: Id,
  orderId: Id,
  name: z.string(),
  alias: z.string().nullable(),
  productType: z.enum(ProductTypeV2),
  quality: z.enum(ProductQuality),
  complexity: z.enum(OrderComplexity),
  brand: z.string().nullable(),
  color: z.string().nullable(),
  widthMm: z.number().int(),
  depthMm: z.number().int(),
  heightMm: z.number().int(),
  note: z.string(),
  state: z.enum(ProductOrderItemState),
  assignedUserId: z.string().nullable().describe('the operator modelling the item'),
  productId: z.string().nullable().describe('the delivered product, in the ordering enterprise’s library'),
  reviewRound: z.number().int(),
  price: z.number().int().describe('KRW; frozen once the order is confirmed'),
  refFiles: z.array(RefFile),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type ProductOrderItem = z.infer<typeof ProductOrderItem>;

export const OrderPrice = z.object({
  total: z.number().int(),
  unit: z.literal('KRW'),
  frozen: z.boolean().describe('true once the order is confirmed: the price no longer follows the items'),
  items: z.array(z.object({ itemId: Id, name: z.string(), price: z.number().int() })),
});

export const ProductOrder = z.object({
  id: Id,
  enterpriseId: Id,
  name: z.string(),
  category: z.enum(OrderCategory),
  state: z.enum(ProductOrderState),
  createdBy: z.string().nullable(),
  itemCount: z.number().int(),
  priceTotal: z.number().int(),
  priceFrozen: z.boolean(),
  submittedAt: IsoDate.nullable(),
  confirmedAt: IsoDate.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type ProductOrder = z.infer<typeof ProductOrder>;

export const OrderEvent = z.object({
  id: Id,
  itemId: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.enum(['customer', 'operator', 'modeller']),
  note: z.string(),
  createdAt: IsoDate,
});

export const ModificationRequest = z.object({
  id: Id,
  itemId: Id,
  round: z.number().int(),
  type: z.enum(ModificationType),
  content: z.string(),
  refFiles: z.array(RefFile),
  createdBy: z.string().nullable(),
  createdAt: IsoDate,
});

export const CreateOrderBody = z.object({
  name: Line().trim().min(1).max(120),
  category: z.enum(OrderCategory).default('rendering'),
});

export const ItemListQuery = OrderPaging.extend({
  search: z.string().trim().max(100).optional(),
  state: z.enum(ProductOrderItemState).optional(),
  brand: z.string().trim().max(80).optional(),
  color: z.string().trim().max(80).optional(),
  sortBy: z.enum(OrderItemSort).default('nameAsc'),
  assignedUserId: Id.optional(),
});
export type ItemListQuery = z.infer<typeof ItemListQuery>;

export const ModReqListQuery = OrderPaging.extend({
  type: z.enum(ModificationType).optional(),
  sortBy: z.enum(['createdAsc', 'createdDesc']).default('createdDesc'),
});

/** The JSON `properties` part of a modification request. */
export const ModReqProperties = z.object({
  type: z.enum(ModificationType),
  content: z.string().trim().min(1).max(2000),
});
export const ModReqManyProperties = ModReqProperties.extend({
  productOrderItemIds: z.array(Id).min(1).max(100),
});

export const ItemTransitionBody = z.object({
  to: z.enum(ProductOrderItemState),
  note: z.string().trim().max(2000).default(''),
});
export const OrderActionBody = z.object({ action: z.enum(ProductOrderAction) });
export const AssignBody = z.object({ operatorId: Id.nullable() });

export const OpsOrderSearch = OrderPaging.extend({
  search: z.string().trim().max(100).optional(),
  state: z.enum(ProductOrderState).optional(),
  enterpriseId: Id.optional(),
  category: z.enum(OrderCategory).optional(),
});

export const OrderAnswer = z.object({ order: ProductOrder });
export const OrderPage = pageOf(ProductOrder);
export const ItemAnswer = z.object({ item: ProductOrderItem });
export const ItemPage = pageOf(ProductOrderItem);
export const ModReqPage = pageOf(ModificationRequest);
export const ModReqsAnswer = z.object({ modificationRequests: z.array(ModificationRequest) });
export const PriceAnswer = z.object({ price: OrderPrice });
export const OrderDetailAnswer = z.object({
  order: ProductOrder,
  items: z.array(ProductOrderItem),
  events: z.array(OrderEvent),
  price: OrderPrice,
});
export const ExportTokenAnswer = z.object({
  token: z.string(),
  expiresAt: IsoDate,
  url: z.string().describe('where the workbook downloads with this token'),
});
export const ModellersAnswer = z.object({
  operators: z.array(z.object({ id: Id, name: z.string(), email: z.string() })),
});
