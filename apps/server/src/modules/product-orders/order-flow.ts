import {
  deriveOrderState,
  findTransition,
  type ItemTransition,
  ORDER_ACTIONS,
  type OrderActor,
  type ProductOrderAction,
  type ProductOrderItemState,
  type ProductOrderState,
  type TransitionVia,
  transitionsFrom,
} from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { conflict, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { OrderStateChange, OrderStateListener } from './order-notifications.ts';
import { OrdersRepository } from './orders.repository.ts';
import { type ItemRow, type OrderRow, priceOfItem } from './presenter.ts';

/** Who makes a change: the customer (a user), or an operator who may also be the item's modeller. */
export type FlowActor = { kind: 'customer'; userId: string } | { kind: 'operator'; operatorId: string };

/** What else an item transition does. */
export interface TransitionEffects {
  /**
   * Runs before the transaction with the item as read then (it may refuse: a model not processed
   * yet); the transaction checks the state again. Nothing else may query inside the transaction:
   * PGlite has one connection.
   */
  check?: (item: ItemRow, to: ProductOrderItemState) => Promise<void>;
  /** Runs after the commit (the approved product released to the enterprise's library). */
  afterCommit?: (item: ItemRow, order: OrderRow) => Promise<void>;
}

const actorMatches = (row: ItemTransition, actor: FlowActor, item: ItemRow): boolean =>
  actor.kind === 'customer'
    ? row.by === 'customer'
    : row.by === 'operator' || (row.by === 'modeller' && item.assigned_operator_id === actor.operatorId);

const actorName = (row: ItemTransition['by'], actor: FlowActor): OrderActor =>
  actor.kind === 'customer' ? 'customer' : row === 'modeller' ? 'modeller' : 'operator';

/**
 * The one place orders and items change state (docs/decisions/product-orders.md): every change is
 * checked against the contract's table, refused with 409 and the allowed ones otherwise, written
 * with its timeline entry, and the order's state is derived again in the same transaction.
 */
export class OrderFlow {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly listeners: OrderStateListener[],
  ) {}

  /** The transitions an actor may make on an item by the state-change call. */
  allowedFor(item: ItemRow, actor: FlowActor): ProductOrderItemState[] {
    return transitionsFrom(item.state as ProductOrderItemState, { via: 'direct' })
      .filter((row) => actorMatches(row, actor, item))
      .map((row) => row.to);
  }

  async transitionItem(
    itemId: string,
    to: ProductOrderItemState,
    actor: FlowActor,
    options: { via?: TransitionVia; note?: string; effects?: TransitionEffects } = {},
  ): Promise<ItemRow> {
    const via = options.via ?? 'direct';
    const changes: OrderStateChange[] = [];
    const before = await new OrdersRepository(this.db).item(itemId);
    if (!before) throw notFound('order item');
    await options.effects?.check?.(before, to);
    const { item, order } = await this.db.transaction().execute(async (trx) => {
      const repo = new OrdersRepository(trx);
      const locked = await repo.lockedItem(itemId);
      if (!locked) throw notFound('order item');
      const order = (await repo.lockedOrder(locked.order_id))!;
      const row = findTransition(locked.state as ProductOrderItemState, to);
      if (!row || row.via !== via || !actorMatches(row, actor, locked)) {
        throw this.refusal(locked, actor, to);
      }
      if (row.from.startsWith('REQUEST_') && !order.submitted_at) {
        throw conflict('The order is still being written: submit it first.', 'order_not_submitted');
      }
      if (row.needsNote && !options.note) {
        throw conflict(`Say why the item goes to ${to} (note).`, 'note_required');
      }
      const reviewRound =
        to === 'CHECKING_STARTED'
          ? 1
          : to === 'CHECKING_MODIFY_FINISHED' || to === 'CHECKING_MODIFY_REFUSED'
            ? locked.review_round + 1
            : locked.review_round;
      await repo.updateItem(itemId, { state: to, review_round: reviewRound });
      const by = actorName(row.by, actor);
      await this.record(repo, order, locked, row.from, to, by, actor, options.note ?? '');
      changes.push(this.change(order, locked, row.from, to, by, actor, row.sends));
      const derived = await this.rederive(repo, order, by, actor, changes);
      return { item: (await repo.item(itemId))!, order: derived };
    });
    await options.effects?.afterCommit?.(item, order);
    await this.notify(changes);
    return item;
  }

  /** An order-level action; `confirm` freezes the prices and sends every item to MAKING_WAITING. */
  async orderAction(orderId: string, action: ProductOrderAction, actor: FlowActor): Promise<void> {
    const rule = ORDER_ACTIONS[action];
    const changes: OrderStateChange[] = [];
    await this.db.transaction().execute(async (trx) => {
      const repo = new OrdersRepository(trx);
      const order = await repo.lockedOrder(orderId);
      if (!order) throw notFound('order');
      const byRole = actor.kind === 'customer' ? 'customer' : 'operator';
      if (order.state !== rule.from || rule.by !== byRole) {
        const allowed = Object.entries(ORDER_ACTIONS)
          .filter(([, a]) => a.from === order.state && a.by === byRole)
          .map(([name]) => name);
        throw conflict(
          `An order in ${order.state} cannot be sent to ${rule.to} by you.`,
          'transition_not_allowed',
          {
            state: order.state,
            allowed,
          },
        );
      }
      const items = await repo.itemsOf([orderId]);
      const now = new Date();
      if (action === 'submit') {
        if (items.length === 0) throw conflict('Add at least one item before submitting.', 'order_empty');
        await repo.updateOrder(orderId, { submitted_at: now });
      } else if (action === 'confirm') {
        for (const item of items) {
          await repo.updateItem(item.id, { state: 'MAKING_WAITING', frozen_price: priceOfItem(item) });
          await this.record(repo, order, item, item.state, 'MAKING_WAITING', 'customer', actor, '');
        }
        const total = items.reduce((sum, item) => sum + priceOfItem(item), 0);
        await repo.updateOrder(orderId, { confirmed_at: now, frozen_price: total });
      } else if (action === 'finish') {
        await repo.updateOrder(orderId, { final_finished_at: now });
      } else {
        await repo.updateOrder(orderId, { service_uploaded_at: now });
      }
      const by = actor.kind === 'customer' ? 'customer' : 'operator';
      await this.rederive(
        repo,
        (await repo.order(orderId))!,
        by,
        actor,
        changes,
        order.state as ProductOrderState,
      );
      changes.forEach((change) => {
        change.sends = rule.sends;
      });
    });
    await this.notify(changes);
  }

  /** The order's state from its items (the contract's rule), written with a timeline entry if it moved. */
  async rederive(
    repo: OrdersRepository,
    order: OrderRow,
    by: OrderActor,
    actor: FlowActor,
    changes: OrderStateChange[],
    from: ProductOrderState = order.state as ProductOrderState,
  ): Promise<OrderRow> {
    const items = await repo.itemsOf([order.id]);
    const state = deriveOrderState(
      {
        submitted: order.submitted_at !== null,
        finalFinished: order.final_finished_at !== null,
        serviceUploaded: order.service_uploaded_at !== null,
      },
      items.map((item) => item.state as ProductOrderItemState),
    );
    if (state !== from) {
      await repo.updateOrder(order.id, { state });
      await this.record(repo, order, null, from, state, by, actor, '');
      changes.push(this.change(order, null, from, state, by, actor, 'none'));
    } else await repo.updateOrder(order.id, {});
    return (await repo.order(order.id))!;
  }

  private refusal(item: ItemRow, actor: FlowActor, to: string) {
    const allowed = this.allowedFor(item, actor);
    return conflict(
      `An item in ${item.state} cannot go to ${to}${allowed.length ? `; allowed: ${allowed.join(', ')}` : ''}.`,
      'transition_not_allowed',
      { state: item.state, allowed },
    );
  }

  private async record(
    repo: OrdersRepository,
    order: OrderRow,
    item: ItemRow | null,
    from: string | null,
    to: string,
    by: OrderActor,
    actor: FlowActor,
    note: string,
  ) {
    await repo.db
      .insertInto('product_order_events')
      .values({
        id: newId(),
        order_id: order.id,
        item_id: item?.id ?? null,
        from_state: from,
        to_state: to,
        actor: by,
        actor_id: actor.kind === 'customer' ? actor.userId : actor.operatorId,
        note,
      })
      .execute();
  }

  private change(
    order: OrderRow,
    item: ItemRow | null,
    from: string,
    to: string,
    by: OrderActor,
    actor: FlowActor,
    sends: OrderStateChange['sends'],
  ): OrderStateChange {
    return {
      orderId: order.id,
      enterpriseId: order.enterprise_id,
      itemId: item?.id ?? null,
      from,
      to,
      actor: by,
      actorId: actor.kind === 'customer' ? actor.userId : actor.operatorId,
      sends,
      modellerId: item?.assigned_operator_id ?? null,
    };
  }

  private async notify(changes: OrderStateChange[]) {
    for (const change of changes) for (const listener of this.listeners) await listener(change);
  }
}
