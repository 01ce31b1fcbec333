import {
  MOD_REQ_STATES,
  MODIFICATION_REQUESTS_PER_ROUND,
  ModReqManyProperties,
  ModReqProperties,
  type ProductOrderItemState,
  toPage,
  transitionsFrom,
} from '@roomcraft/contract';
import type { StoredRefFile } from '@roomcraft/db';
import type { FastifyRequest } from 'fastify';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { OrderDeliveries } from '../library/order-deliveries.ts';
import type { ProductsService } from '../library/products/products.service.ts';
import { MODEL_UPLOAD } from '../library/uploads/uploads.service.ts';
import { assertCustomer, type OrderCaller } from './order-access.ts';
import type { FlowActor, OrderFlow, TransitionEffects } from './order-flow.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';
import { type ItemRow, presentItem, presentModReq } from './presenter.ts';
import { readPropertiesAndFiles } from './ref-files.ts';

export interface ReviewServiceDeps {
  repo: OrdersRepository;
  orders: OrdersService;
  flow: OrderFlow;
  blobs: BlobStore;
  deliveries: OrderDeliveries;
  products: ProductsService;
  apiBase: string;
}

/** State changes, modelling, delivery and the customer's review with its modification requests. */
export class ReviewService {
  constructor(private readonly deps: ReviewServiceDeps) {}

  private readonly effects: TransitionEffects = {
    check: async (item, to) => {
      // Operators pass a model on only once the library has processed it.
      if (
        to === 'MAKING_CONFIRMED' &&
        item.state === 'MAKING_FINISHED' &&
        (await this.productStatus(item)) !== 'COMPLETED'
      ) {
        throw conflict(
          'The delivered model is not processed yet (or failed): wait or deliver again.',
          'model_not_ready',
        );
      }
    },
    afterCommit: async (item, order) => {
      if (item.state === 'CHECKING_FINISHED' && item.product_id) {
        await this.deps.deliveries.release(item.product_id, order.enterprise_id);
      }
    },
  };

  /** A customer's state change of an item (starting the review, approving, answering a request review). */
  async customerTransition(user: UserRow, itemId: string, to: ProductOrderItemState, note: string) {
    const { order } = await this.deps.orders.readableItem({ kind: 'user', user }, itemId);
    assertCustomer(user, order.enterprise_id);
    const item = await this.deps.flow.transitionItem(
      itemId,
      to,
      { kind: 'customer', userId: user.id },
      {
        note,
        effects: this.effects,
      },
    );
    return presentItem(item, this.deps.apiBase);
  }

  /** An operator's, or the assigned modeller's, state change of an item. */
  async operatorTransition(operatorId: string, itemId: string, to: ProductOrderItemState, note: string) {
    const item = await this.deps.flow.transitionItem(
      itemId,
      to,
      { kind: 'operator', operatorId },
      {
        note,
        effects: this.effects,
      },
    );
    return presentItem(item, this.deps.apiBase);
  }

  async assign(itemId: string, operatorId: string | null) {
    const item = await this.deps.repo.item(itemId);
    if (!item) throw notFound('order item');
    if (operatorId) {
      const operator = await this.deps.repo.db
        .selectFrom('operators')
        .select('id')
        .where('id', '=', operatorId)
        .executeTakeFirst();
      if (!operator) throw invalidField('operatorId', 'is not an operator');
    }
    await this.deps.repo.updateItem(itemId, { assigned_operator_id: operatorId });
    return presentItem((await this.deps.repo.item(itemId))!, this.deps.apiBase);
  }

  modellers() {
    return this.deps.repo.db
      .selectFrom('operators')
      .select(['id', 'name', 'email'])
      .orderBy('name')
      .execute();
  }

  /**
   * The assigned modeller's model: checked and processed by the library into a product of the
   * ordering enterprise, linked to the item, which moves on (MAKING_FINISHED or CHECKING_MODIFY_FINISHED).
   */
  async deliver(operatorId: string, itemId: string, request: FastifyRequest) {
    const item = await this.deps.repo.item(itemId);
    if (!item) throw notFound('order item');
    const actor: FlowActor = { kind: 'operator', operatorId };
    const [upload] = transitionsFrom(item.state as ProductOrderItemState, { via: 'upload' });
    if (!upload || item.assigned_operator_id !== operatorId) {
      throw conflict(
        upload
          ? 'Only the modeller assigned to the item delivers its model.'
          : `An item in ${item.state} takes no model; models are delivered in MAKING_STARTED or CHECKING_MODIFY_REQUEST.`,
        'transition_not_allowed',
        { state: item.state, allowed: this.deps.flow.allowedFor(item, actor) },
      );
    }
    const order = (await this.deps.repo.order(item.order_id))!;
    const { files } = await readMultipart(request, MODEL_UPLOAD);
    const productId = await this.deps.deliveries.deliver(
      item.product_id,
      {
        enterpriseId: order.enterprise_id,
        name: item.name,
        alias: item.alias,
        productType: item.product_type as 'FURNITURE',
        quality: item.quality as 'BASIC',
      },
      files,
    );
    if (!item.product_id) await this.deps.repo.updateItem(itemId, { product_id: productId });
    const moved = await this.deps.flow.transitionItem(itemId, upload.to, actor, { via: 'upload' });
    return presentItem(moved, this.deps.apiBase);
  }

  async modReqs(caller: OrderCaller, itemId: string, filter: Parameters<OrdersRepository['modReqPage']>[1]) {
    await this.deps.orders.readableItem(caller, itemId);
    const { rows, total } = await this.deps.repo.modReqPage(itemId, filter);
    return toPage(
      rows.map((row) => presentModReq(row, this.deps.apiBase)),
      filter.page,
      filter.limit,
      total,
    );
  }

  /** One modification request on one item (multipart: properties and reference files). */
  async requestModification(user: UserRow, itemId: string, request: FastifyRequest) {
    const { item } = await this.customerItem(user, itemId);
    await this.checkRequestable(item);
    const { properties, store } = await readPropertiesAndFiles(request, ModReqProperties, this.deps.blobs);
    return [await this.file(user, item, properties, await store())];
  }

  /** The same request on several items of the caller's enterprise; all are checked before any is filed. */
  async requestModifications(user: UserRow, request: FastifyRequest) {
    const { properties, store } = await readPropertiesAndFiles(
      request,
      ModReqManyProperties,
      this.deps.blobs,
    );
    const ids = [...new Set(properties.productOrderItemIds)];
    const items: ItemRow[] = [];
    for (const id of ids) {
      const { item } = await this.customerItem(user, id);
      await this.checkRequestable(item);
      items.push(item);
    }
    const refFiles = await store();
    const filed = [];
    for (const item of items) filed.push(await this.file(user, item, properties, refFiles));
    return filed;
  }

  private async customerItem(user: UserRow, itemId: string) {
    const found = await this.deps.orders.readableItem({ kind: 'user', user }, itemId);
    assertCustomer(user, found.order.enterprise_id);
    return found;
  }

  /** 409 unless the item is under review and its round has room for another request. */
  private async checkRequestable(item: ItemRow) {
    if (!MOD_REQ_STATES.includes(item.state as ProductOrderItemState)) {
      throw conflict(
        `An item in ${item.state} is not under review; modification requests come after CHECKING_STARTED.`,
        'transition_not_allowed',
        {
          state: item.state,
          allowed: this.deps.flow.allowedFor(item, { kind: 'customer', userId: '' }),
        },
      );
    }
    const count = await this.deps.repo.modReqCount(item.id, item.review_round);
    if (count >= MODIFICATION_REQUESTS_PER_ROUND) {
      throw conflict(
        `Item ${item.name} already has ${count} modification requests in review round ${item.review_round}; at most ${MODIFICATION_REQUESTS_PER_ROUND} per round.`,
        'modification_request_limit',
        { itemId: item.id, round: item.review_round, limit: MODIFICATION_REQUESTS_PER_ROUND },
      );
    }
  }

  private async file(
    user: UserRow,
    item: ItemRow,
    properties: { type: 'MATERIAL' | 'SHAPE' | 'OTHER'; content: string },
    refFiles: StoredRefFile[],
  ) {
    await this.checkRequestable(item);
    if (item.state !== 'CHECKING_MODIFY_REQUEST') {
      await this.deps.flow.transitionItem(
        item.id,
        'CHECKING_MODIFY_REQUEST',
        { kind: 'customer', userId: user.id },
        {
          via: 'modReq',
          note: properties.content,
        },
      );
    }
    const id = newId();
    await this.deps.repo.db
      .insertInto('product_order_mod_requests')
      .values({
        id,
        item_id: item.id,
        round: item.review_round,
        type: properties.type,
        content: properties.content,
        ref_files: JSON.stringify(refFiles),
        created_by: user.id,
      })
      .execute();
    const row = await this.deps.repo.db
      .selectFrom('product_order_mod_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return presentModReq(row, this.deps.apiBase);
  }

  private async productStatus(item: ItemRow): Promise<string | null> {
    if (!item.product_id) return null;
    return (await this.deps.products.find({ kind: 'operator', operatorId: 'orders' }, item.product_id))
      .status;
  }
}
