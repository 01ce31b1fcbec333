import {
  EDITABLE_ITEM_STATES,
  type ItemListQuery,
  OrderItemProperties as ItemSchema,
  ORDER_PRICE_UNIT,
  type OrderItemChanges,
  type OrderItemProperties,
  type ProductOrderAction,
  type ProductOrderItemState,
  toPage,
} from '@roomcraft/contract';
import type { FastifyRequest } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import { conflict, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import {
  assertCustomer,
  assertEnterpriseReadable,
  assertReadable,
  canRead,
  type OrderCaller,
} from './order-access.ts';
import type { OrderFlow } from './order-flow.ts';
import type { OrdersRepository } from './orders.repository.ts';
import {
  type ItemRow,
  type OrderRow,
  presentEvent,
  presentItem,
  presentOrder,
  priceOfItem,
} from './presenter.ts';
import { readPropertiesAndFiles } from './ref-files.ts';

export interface OrdersServiceDeps {
  repo: OrdersRepository;
  flow: OrderFlow;
  blobs: BlobStore;
  apiBase: string;
}

/** Orders and their items as the customers and the operators read and write them. */
export class OrdersService {
  constructor(private readonly deps: OrdersServiceDeps) {}

  async create(user: UserRow, enterpriseId: string, input: { name: string; category: OrderRow['category'] }) {
    assertCustomer(user, enterpriseId);
    const id = newId();
    await this.deps.repo.insertOrder({
      id,
      enterprise_id: enterpriseId,
      name: input.name,
      category: input.category,
      state: 'REQUEST_WRITING',
      created_by: user.id,
    });
    return this.present((await this.deps.repo.order(id))!);
  }

  async list(
    caller: OrderCaller,
    filter: { enterpriseId?: string; search?: string; state?: string; category?: string },
    page: number,
    limit: number,
  ) {
    if (filter.enterpriseId && caller.kind === 'user') assertEnterpriseReadable(caller, filter.enterpriseId);
    const { rows, total } = await this.deps.repo.orderPage(filter, page, limit);
    const items = await this.deps.repo.itemsOf(rows.map((r) => r.id));
    return toPage(
      rows.map((row) => presentOrder(row, summary(items.filter((i) => i.order_id === row.id)))),
      page,
      limit,
      total,
    );
  }

  async readable(caller: OrderCaller, orderId: string): Promise<OrderRow> {
    return assertReadable(caller, await this.deps.repo.order(orderId));
  }

  async get(caller: OrderCaller, orderId: string) {
    return this.present(await this.readable(caller, orderId));
  }

  async detail(caller: OrderCaller, orderId: string) {
    const order = await this.readable(caller, orderId);
    const items = await this.deps.repo.itemsOf([orderId]);
    return {
      order: presentOrder(order, summary(items)),
      items: items.map((item) => presentItem(item, this.deps.apiBase)),
      events: (await this.deps.repo.events(orderId)).map(presentEvent),
      price: priceOf(order, items),
    };
  }

  async price(caller: OrderCaller, orderId: string) {
    const order = await this.readable(caller, orderId);
    return priceOf(order, await this.deps.repo.itemsOf([orderId]));
  }

  async items(caller: OrderCaller, orderId: string, filter: ItemListQuery) {
    await this.readable(caller, orderId);
    const { rows, total } = await this.deps.repo.itemPage((q) => q.where('order_id', '=', orderId), filter);
    return toPage(
      rows.map((row) => presentItem(row, this.deps.apiBase)),
      filter.page,
      filter.limit,
      total,
    );
  }

  /** Every item of the caller's enterprise's orders (operators: of every order). */
  async allItems(caller: OrderCaller, filter: ItemListQuery) {
    const { rows, total } = await this.deps.repo.itemPage((q) => {
      if (caller.kind === 'operator') return q;
      const enterpriseId = caller.user.enterprise_id;
      if (!enterpriseId || !canRead(caller, enterpriseId)) return q.where(sql<SqlBool>`false`);
      return q.where('order_id', 'in', (eb) =>
        eb.selectFrom('product_orders').select('id').where('enterprise_id', '=', enterpriseId),
      );
    }, filter);
    return toPage(
      rows.map((row) => presentItem(row, this.deps.apiBase)),
      filter.page,
      filter.limit,
      total,
    );
  }

  /** The item and its order, if the caller may read them (404 otherwise). */
  async readableItem(caller: OrderCaller, itemId: string): Promise<{ item: ItemRow; order: OrderRow }> {
    const item = await this.deps.repo.item(itemId);
    if (!item) throw notFound('order item');
    const order = assertReadable(caller, await this.deps.repo.order(item.order_id));
    return { item, order };
  }

  async item(caller: OrderCaller, itemId: string) {
    return presentItem((await this.readableItem(caller, itemId)).item, this.deps.apiBase);
  }

  /** A new item (multipart: properties and reference files) while the order is written. */
  async addItem(user: UserRow, orderId: string, request: FastifyRequest) {
    const order = await this.readable({ kind: 'user', user }, orderId);
    assertCustomer(user, order.enterprise_id);
    if (order.state !== 'REQUEST_WRITING') {
      throw conflict('Items are added while the order is written (REQUEST_WRITING).', 'order_not_writable', {
        state: order.state,
      });
    }
    const { properties, store } = await readPropertiesAndFiles(request, ItemSchema, this.deps.blobs);
    const refFiles = await store();
    const id = newId();
    await this.deps.repo.insertItem({
      id,
      order_id: orderId,
      ...columnsOf(properties),
      state: 'REQUEST_NOT_CONFIRMED',
      ref_files: JSON.stringify(refFiles),
    });
    await this.deps.repo.updateOrder(orderId, {});
    return presentItem((await this.deps.repo.item(id))!, this.deps.apiBase);
  }

  async updateItem(user: UserRow, itemId: string, changes: z.infer<typeof OrderItemChanges>) {
    const { item, order } = await this.readableItem({ kind: 'user', user }, itemId);
    assertCustomer(user, order.enterprise_id);
    if (!EDITABLE_ITEM_STATES.includes(item.state as ProductOrderItemState) || order.confirmed_at) {
      throw conflict(`An item in ${item.state} can no longer be changed.`, 'item_not_editable', {
        state: item.state,
        editableIn: EDITABLE_ITEM_STATES,
      });
    }
    await this.deps.repo.updateItem(itemId, columnsOf({ ...propertiesOf(item), ...changes }));
    return presentItem((await this.deps.repo.item(itemId))!, this.deps.apiBase);
  }

  /** The customer's order actions: submit, confirm (freezes the price), finish. */
  async customerAction(user: UserRow, order: OrderRow, action: ProductOrderAction) {
    assertCustomer(user, order.enterprise_id);
    await this.deps.flow.orderAction(order.id, action, { kind: 'customer', userId: user.id });
  }

  async operatorAction(operatorId: string, orderId: string, action: ProductOrderAction) {
    await this.deps.flow.orderAction(orderId, action, { kind: 'operator', operatorId });
  }

  /** Back office: an order and everything it holds; products already delivered stay in the library. */
  async removeOrder(orderId: string) {
    const deleted = await this.deps.repo.deleteOrder(orderId);
    if (!deleted.numDeletedRows) throw notFound('order');
  }

  async removeItem(operatorId: string, itemId: string) {
    const item = await this.deps.repo.item(itemId);
    if (!item) throw notFound('order item');
    await this.deps.repo.deleteItem(itemId);
    const order = (await this.deps.repo.order(item.order_id))!;
    await this.deps.flow.rederive(this.deps.repo, order, 'operator', { kind: 'operator', operatorId }, []);
  }

  private async present(order: OrderRow) {
    return presentOrder(order, summary(await this.deps.repo.itemsOf([order.id])));
  }
}

function summary(items: ItemRow[]) {
  return { count: items.length, total: items.reduce((sum, item) => sum + priceOfItem(item), 0) };
}

/** The order's price: the items' rule until confirmation, the kept prices after. */
export function priceOf(order: OrderRow, items: ItemRow[]) {
  return {
    total: order.frozen_price ?? summary(items).total,
    unit: ORDER_PRICE_UNIT as 'KRW',
    frozen: order.frozen_price !== null,
    items: items.map((item) => ({ itemId: item.id, name: item.name, price: priceOfItem(item) })),
  };
}

function columnsOf(p: OrderItemProperties) {
  return {
    name: p.name,
    alias: p.alias || null,
    product_type: p.productType,
    quality: p.quality,
    complexity: p.complexity,
    brand: p.brand || null,
    color: p.color || null,
    width_mm: p.widthMm,
    depth_mm: p.depthMm,
    height_mm: p.heightMm,
    note: p.note,
  };
}

function propertiesOf(item: ItemRow): OrderItemProperties {
  return {
    name: item.name,
    alias: item.alias ?? undefined,
    productType: item.product_type as OrderItemProperties['productType'],
    quality: item.quality as OrderItemProperties['quality'],
    complexity: item.complexity as OrderItemProperties['complexity'],
    brand: item.brand ?? undefined,
    color: item.color ?? undefined,
    widthMm: item.width_mm,
    depthMm: item.depth_mm,
    heightMm: item.height_mm,
    note: item.note,
  };
}
