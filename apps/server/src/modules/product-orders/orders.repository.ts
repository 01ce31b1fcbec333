import type { ItemListQuery } from '@roomcraft/contract';
import type { DB, ProductOrderItemsTable, ProductOrdersTable } from '@roomcraft/db';
import { type Insertable, type Kysely, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { EventRow, ItemRow, ModReqRow, OrderRow } from './presenter.ts';

type ItemQuery = SelectQueryBuilder<DB, 'product_order_items', object>;

const SORTS = {
  nameAsc: ['name', 'asc'],
  nameDesc: ['name', 'desc'],
  aliasAsc: ['alias', 'asc'],
  aliasDesc: ['alias', 'desc'],
} as const;

/** Escapes LIKE's wildcards so a search for `50%` finds the text, not everything. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows of orders, items, modification requests and the timeline. */
export class OrdersRepository {
  constructor(readonly db: Kysely<DB>) {}

  order(id: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('product_orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async orderPage(
    filter: { enterpriseId?: string; search?: string; state?: string; category?: string },
    page: number,
    limit: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    let query = this.db.selectFrom('product_orders');
    if (filter.enterpriseId) query = query.where('enterprise_id', '=', filter.enterpriseId);
    if (filter.state) query = query.where('state', '=', filter.state);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.search) query = query.where(sql<string>`lower(name)`, 'like', likePattern(filter.search));
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  insertOrder(row: Insertable<ProductOrdersTable>) {
    return this.db.insertInto('product_orders').values(row).execute();
  }

  updateOrder(id: string, changes: Updateable<ProductOrdersTable>) {
    return this.db
      .updateTable('product_orders')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  deleteOrder(id: string) {
    return this.db.deleteFrom('product_orders').where('id', '=', id).executeTakeFirst();
  }

  item(id: string): Promise<ItemRow | undefined> {
    return this.db.selectFrom('product_order_items').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The item, locked until the transaction ends, so two state changes cannot both pass. */
  lockedItem(id: string): Promise<ItemRow | undefined> {
    return this.db
      .selectFrom('product_order_items')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  lockedOrder(id: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('product_orders')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  itemsOf(orderIds: string[]): Promise<ItemRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('product_order_items')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Items filtered as the spec's item list asks, within some orders (a subquery scopes them). */
  async itemPage(
    scope: (query: ItemQuery) => ItemQuery,
    filter: ItemListQuery,
  ): Promise<{ rows: ItemRow[]; total: number }> {
    let query = scope(this.db.selectFrom('product_order_items'));
    if (filter.state) query = query.where('state', '=', filter.state);
    if (filter.brand) query = query.where(sql<string>`lower(brand)`, '=', filter.brand.toLowerCase());
    if (filter.color) query = query.where(sql<string>`lower(color)`, '=', filter.color.toLowerCase());
    if (filter.assignedUserId) query = query.where('assigned_operator_id', '=', filter.assignedUserId);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(name)`, 'like', pattern),
          eb(sql<string>`lower(alias)`, 'like', pattern),
        ]),
      );
    }
    const [column, direction] = SORTS[filter.sortBy];
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(column, direction)
        .orderBy('id')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  insertItem(row: Insertable<ProductOrderItemsTable>) {
    return this.db.insertInto('product_order_items').values(row).execute();
  }

  updateItem(id: string, changes: Updateable<ProductOrderItemsTable>) {
    return this.db
      .updateTable('product_order_items')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  deleteItem(id: string) {
    return this.db.deleteFrom('product_order_items').where('id', '=', id).executeTakeFirst();
  }

  modReqCount(itemId: string, round: number): Promise<number> {
    return this.db
      .selectFrom('product_order_mod_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('item_id', '=', itemId)
      .where('round', '=', round)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  }

  async modReqPage(
    itemId: string,
    filter: { type?: string; sortBy: 'createdAsc' | 'createdDesc'; page: number; limit: number },
  ): Promise<{ rows: ModReqRow[]; total: number }> {
    let query = this.db.selectFrom('product_order_mod_requests').where('item_id', '=', itemId);
    if (filter.type) query = query.where('type', '=', filter.type);
    const direction = filter.sortBy === 'createdAsc' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  events(orderId: string): Promise<EventRow[]> {
    return this.db
      .selectFrom('product_order_events')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .execute();
  }
}
