/**
 * The state machines of 3D-modelling orders (docs/decisions/product-orders.md): one table of the
 * item transitions, the order-level actions, and the rule that derives an order's state from its
 * items'. The server enforces it and the screens offer only what it allows.
 */

import { OrderItemState, OrderState } from '@roomcraft/enums';

/** The spec's order state sequence, in order. */
export const ProductOrderState = OrderState;
export type ProductOrderState = (typeof ProductOrderState)[number];

/** The spec's 16 order item states. */
export const ProductOrderItemState = OrderItemState;
export type ProductOrderItemState = (typeof ProductOrderItemState)[number];

/** Who acts: a member of the ordering enterprise, any back-office operator, or the item's assigned modeller. */
export type OrderActor = 'customer' | 'operator' | 'modeller';

/**
 * How a transition is made: `direct` by the item's state-change call; `order` by the order's
 * confirmation; `upload` by the modeller's model upload; `modReq` by a modification request.
 */
export type TransitionVia = 'direct' | 'order' | 'upload' | 'modReq';

/** What a transition sends once notifications exist (the hook is `OrderEvents`). */
export type OrderNotice = 'none' | 'notify-customer' | 'notify-operators' | 'notify-modeller';

export interface ItemTransition {
  from: ProductOrderItemState;
  to: ProductOrderItemState;
  by: OrderActor;
  via: TransitionVia;
  /** The transition must say why (the note is kept in the item's history). */
  needsNote: boolean;
  sends: OrderNotice;
}

const t = (
  from: ProductOrderItemState,
  to: ProductOrderItemState,
  by: OrderActor,
  via: TransitionVia,
  sends: OrderNotice,
  needsNote = false,
): ItemTransition => ({ from, to, by, via, sends, needsNote });

/** Every allowed item transition; anything else is refused with 409. */
export const ITEM_TRANSITIONS: readonly ItemTransition[] = [
  // The request: operators review what the customer asked for.
  t('REQUEST_NOT_CONFIRMED', 'REQUEST_CONFIRMED', 'operator', 'direct', 'notify-customer'),
  t('REQUEST_NOT_CONFIRMED', 'REQUEST_MODIFY', 'operator', 'direct', 'notify-customer', true),
  t('REQUEST_MODIFY', 'REQUEST_MODIFY_FINISHED', 'customer', 'direct', 'notify-operators'),
  t('REQUEST_MODIFY', 'REQUEST_MODIFY_REFUSED', 'customer', 'direct', 'notify-operators', true),
  t('REQUEST_MODIFY_FINISHED', 'REQUEST_CONFIRMED', 'operator', 'direct', 'notify-customer'),
  t('REQUEST_MODIFY_FINISHED', 'REQUEST_MODIFY', 'operator', 'direct', 'notify-customer', true),
  t('REQUEST_MODIFY_REFUSED', 'REQUEST_CONFIRMED', 'operator', 'direct', 'notify-customer'),
  t('REQUEST_MODIFY_REFUSED', 'REQUEST_MODIFY', 'operator', 'direct', 'notify-customer', true),
  t('REQUEST_CONFIRMED', 'MAKING_WAITING', 'customer', 'order', 'notify-operators'),
  // Making: the assigned modeller models, operators inspect.
  t('MAKING_WAITING', 'MAKING_STARTED', 'modeller', 'direct', 'none'),
  t('MAKING_STARTED', 'MAKING_FINISHED', 'modeller', 'upload', 'notify-operators'),
  t('MAKING_FINISHED', 'MAKING_CONFIRMED', 'operator', 'direct', 'none'),
  t('MAKING_FINISHED', 'MAKING_REMAKE', 'operator', 'direct', 'notify-modeller', true),
  t('MAKING_REMAKE', 'MAKING_STARTED', 'modeller', 'direct', 'none'),
  t('MAKING_CONFIRMED', 'CHECKING_WAITING', 'operator', 'direct', 'notify-customer'),
  // Checking: the customer reviews the model, asks for changes, approves.
  t('CHECKING_WAITING', 'CHECKING_STARTED', 'customer', 'direct', 'none'),
  t('CHECKING_STARTED', 'CHECKING_FINISHED', 'customer', 'direct', 'notify-operators'),
  t('CHECKING_STARTED', 'CHECKING_MODIFY_REQUEST', 'customer', 'modReq', 'notify-modeller'),
  t('CHECKING_MODIFY_REQUEST', 'CHECKING_MODIFY_FINISHED', 'modeller', 'upload', 'notify-customer'),
  t('CHECKING_MODIFY_REQUEST', 'CHECKING_MODIFY_REFUSED', 'operator', 'direct', 'notify-customer', true),
  t('CHECKING_MODIFY_FINISHED', 'CHECKING_FINISHED', 'customer', 'direct', 'notify-operators'),
  t('CHECKING_MODIFY_FINISHED', 'CHECKING_MODIFY_REQUEST', 'customer', 'modReq', 'notify-modeller'),
  t('CHECKING_MODIFY_REFUSED', 'CHECKING_FINISHED', 'customer', 'direct', 'notify-operators'),
  t('CHECKING_MODIFY_REFUSED', 'CHECKING_MODIFY_REQUEST', 'customer', 'modReq', 'notify-modeller'),
];

/** At most this many modification requests per item in one review round (the real product's rule). */
export const MODIFICATION_REQUESTS_PER_ROUND = 2;

/** Item states in which a modification request may be filed (the first one of a round moves the item). */
export const MOD_REQ_STATES: readonly ProductOrderItemState[] = [
  'CHECKING_STARTED',
  'CHECKING_MODIFY_REQUEST',
  'CHECKING_MODIFY_FINISHED',
  'CHECKING_MODIFY_REFUSED',
];

/** Item states in which the customer may still edit what the item asks for. */
export const EDITABLE_ITEM_STATES: readonly ProductOrderItemState[] = [
  'REQUEST_NOT_CONFIRMED',
  'REQUEST_MODIFY',
];

/** Item states whose delivered model is under the customer's review (the 3D view is offered). */
export const REVIEWABLE_ITEM_STATES: readonly ProductOrderItemState[] = [
  'CHECKING_WAITING',
  'CHECKING_STARTED',
  'CHECKING_MODIFY_REQUEST',
  'CHECKING_MODIFY_FINISHED',
  'CHECKING_MODIFY_REFUSED',
  'CHECKING_FINISHED',
];

/** The transitions out of a state, optionally only those an actor makes by a given way. */
export function transitionsFrom(
  from: ProductOrderItemState,
  filter: { by?: OrderActor; via?: TransitionVia } = {},
): ItemTransition[] {
  return ITEM_TRANSITIONS.filter(
    (row) =>
      row.from === from &&
      (filter.by === undefined || row.by === filter.by) &&
      (filter.via === undefined || row.via === filter.via),
  );
}

export function findTransition(
  from: ProductOrderItemState,
  to: ProductOrderItemState,
): ItemTransition | undefined {
  return ITEM_TRANSITIONS.find((row) => row.from === from && row.to === to);
}

/** The order-level actions: the only order states that are not derived from the items. */
export const ORDER_ACTIONS = {
  submit: { from: 'REQUEST_WRITING', to: 'REQUEST_REVIEWING', by: 'customer', sends: 'notify-operators' },
  confirm: {
    from: 'REQUEST_REVIEW_FINISHED',
    to: 'MAKING_WAITING',
    by: 'customer',
    sends: 'notify-operators',
  },
  finish: { from: 'CHECKING_FINISHED', to: 'FINAL_FINISHED', by: 'customer', sends: 'notify-operators' },
  serviceUpload: { from: 'FINAL_FINISHED', to: 'SERVICE_UPLOADED', by: 'operator', sends: 'notify-customer' },
} as const satisfies Record<
  string,
  { from: ProductOrderState; to: ProductOrderState; by: OrderActor; sends: OrderNotice }
>;
export type ProductOrderAction = keyof typeof ORDER_ACTIONS;
export const ProductOrderAction = Object.keys(ORDER_ACTIONS) as ProductOrderAction[];

/** The order state each item state stands for; an order is as far as its least advanced item. */
const ORDER_STAGE_OF_ITEM: Record<ProductOrderItemState, ProductOrderState> = {
  REQUEST_NOT_CONFIRMED: 'REQUEST_REVIEWING',
  REQUEST_MODIFY: 'REQUEST_REVIEWING',
  REQUEST_MODIFY_FINISHED: 'REQUEST_REVIEWING',
  REQUEST_MODIFY_REFUSED: 'REQUEST_REVIEWING',
  REQUEST_CONFIRMED: 'REQUEST_REVIEW_FINISHED',
  MAKING_WAITING: 'MAKING_WAITING',
  MAKING_STARTED: 'MAKING_STARTED',
  MAKING_REMAKE: 'MAKING_STARTED',
  MAKING_FINISHED: 'MAKING_FINISHED',
  MAKING_CONFIRMED: 'MAKING_FINISHED',
  CHECKING_WAITING: 'CHECKING_WAITING',
  CHECKING_STARTED: 'CHECKING_STARTED',
  CHECKING_MODIFY_REQUEST: 'CHECKING_STARTED',
  CHECKING_MODIFY_FINISHED: 'CHECKING_STARTED',
  CHECKING_MODIFY_REFUSED: 'CHECKING_STARTED',
  CHECKING_FINISHED: 'CHECKING_FINISHED',
};

/** The order-level facts the derivation needs besides the items. */
export interface OrderMilestones {
  submitted: boolean;
  finalFinished: boolean;
  serviceUploaded: boolean;
}

/**
 * The order's state: REQUEST_WRITING until submitted; SERVICE_UPLOADED and FINAL_FINISHED once those
 * actions happened; otherwise the stage of its least advanced item (an order with no item left is
 * still REQUEST_REVIEWING).
 */
export function deriveOrderState(
  milestones: OrderMilestones,
  items: readonly ProductOrderItemState[],
): ProductOrderState {
  if (!milestones.submitted) return 'REQUEST_WRITING';
  if (milestones.serviceUploaded) return 'SERVICE_UPLOADED';
  if (milestones.finalFinished) return 'FINAL_FINISHED';
  if (items.length === 0) return 'REQUEST_REVIEWING';
  const rank = (state: ProductOrderState) => ProductOrderState.indexOf(state);
  return items
    .map((item) => ORDER_STAGE_OF_ITEM[item])
    .reduce((least, stage) => (rank(stage) < rank(least) ? stage : least));
}
