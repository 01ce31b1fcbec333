import { itemPrice, type ProductOrder, type ProductOrderItem } from '@roomcraft/contract';
import type {
  ProductOrderEventsTable,
  ProductOrderItemsTable,
  ProductOrderModRequestsTable,
  ProductOrdersTable,
  StoredRefFile,
} from '@roomcraft/db';
import type { Selectable } from 'kysely';

export type OrderRow = Selectable<ProductOrdersTable>;
export type ItemRow = Selectable<ProductOrderItemsTable>;
export type ModReqRow = Selectable<ProductOrderModRequestsTable>;
export type EventRow = Selectable<ProductOrderEventsTable>;

/** The URL of a reference file: its random key is the capability to read it. */
export const refFileUrl = (apiBase: string, file: StoredRefFile) =>
  `${apiBase}/v1/product-order/files/${file.key}/${encodeURIComponent(file.name)}`;

const presentFiles = (apiBase: string, files: StoredRefFile[]) =>
  files.map((file) => ({
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    url: refFileUrl(apiBase, file),
  }));

/** An item's price: the frozen one once its order is confirmed, otherwise the rule's. */
export function priceOfItem(row: ItemRow): number {
  return (
    row.frozen_price ??
    itemPrice({
      productType: row.product_type as ProductOrderItem['productType'],
      quality: row.quality as ProductOrderItem['quality'],
      complexity: row.complexity as ProductOrderItem['complexity'],
    })
  );
}

export function presentItem(row: ItemRow, apiBase: string): ProductOrderItem {
  return {
    id: row.id,
    orderId: row.order_id,
    name: row.name,
    alias: row.alias,
    productType: row.product_type as ProductOrderItem['productType'],
    quality: row.quality as ProductOrderItem['quality'],
    complexity: row.complexity as ProductOrderItem['complexity'],
    brand: row.brand,
    color: row.color,
    widthMm: row.width_mm,
    depthMm: row.depth_mm,
    heightMm: row.height_mm,
    note: row.note,
    state: row.state as ProductOrderItem['state'],
    assignedUserId: row.assigned_operator_id,
    productId: row.product_id,
    reviewRound: row.review_round,
    price: priceOfItem(row),
    refFiles: presentFiles(apiBase, row.ref_files),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** An order with its item count and price total (frozen once confirmed). */
export function presentOrder(row: OrderRow, items: { count: number; total: number }): ProductOrder {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    name: row.name,
    category: row.category as ProductOrder['category'],
    state: row.state as ProductOrder['state'],
    createdBy: row.created_by,
    itemCount: items.count,
    priceTotal: row.frozen_price ?? items.total,
    priceFrozen: row.frozen_price !== null,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentModReq(row: ModReqRow, apiBase: string) {
  return {
    id: row.id,
    itemId: row.item_id,
    round: row.round,
    type: row.type as 'MATERIAL' | 'SHAPE' | 'OTHER',
    content: row.content,
    refFiles: presentFiles(apiBase, row.ref_files),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentEvent(row: EventRow) {
  return {
    id: row.id,
    itemId: row.item_id,
    from: row.from_state,
    to: row.to_state,
    actor: row.actor as 'customer' | 'operator' | 'modeller',
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}
