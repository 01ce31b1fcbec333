import { ITEM_TRANSITIONS, ProductOrderItemState } from '@roomcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { deliverChair, multipart, type OrderSetup, orderSetup, orderWithItems } from './test/fixtures.ts';

/**
 * Walks every allowed transition of docs/decisions/product-orders.md through the API, and at each
 * state reached tries every other target as the customer and as an operator: 409 with the allowed ones.
 */
describe('product order state machines', () => {
  let t: TestApp;
  let s: OrderSetup;
  beforeAll(async () => {
    t = await createTestApp();
    s = await orderSetup(t);
  });
  afterAll(() => t.close());

  const walked = new Set<string>();
  const probed = new Set<string>();
  const stateOf = async (itemId: string) =>
    (await t.call('GET', `/api/v1/product-order/item/${itemId}`, { token: s.manager })).json.item
      .state as string;
  const orderState = async (orderId: string) =>
    (await t.call('GET', `/api/v1/product-order/order/${orderId}`, { token: s.manager })).json.order
      .state as string;

  /** Every target the table does not allow from here, for either side: refused, nothing changed. */
  async function probeRefusals(itemId: string) {
    const from = await stateOf(itemId);
    if (probed.has(from)) return;
    probed.add(from);
    for (const to of ProductOrderItemState) {
      const customerMay = ITEM_TRANSITIONS.some(
        (r) => r.from === from && r.to === to && r.by === 'customer' && r.via === 'direct',
      );
      const operatorMay = ITEM_TRANSITIONS.some(
        (r) => r.from === from && r.to === to && r.by !== 'customer' && r.via === 'direct',
      );
      if (!customerMay) {
        const refused = await t.call('POST', `/api/v1/product-order/item/${itemId}/state`, {
          token: s.manager,
          body: { to, note: 'probe' },
        });
        expect(refused.status, `customer ${from} → ${to}`).toBe(409);
        expect(refused.json).toMatchObject({ code: 'transition_not_allowed', details: { state: from } });
      }
      if (!operatorMay) {
        const refused = await t.call('POST', `/ops/v1/product-orders/items/${itemId}/state`, {
          token: s.operator,
          body: { to, note: 'probe' },
        });
        expect(refused.status, `operator ${from} → ${to}`).toBe(409);
        expect(refused.json.details.allowed).toEqual(
          ITEM_TRANSITIONS.filter((r) => r.from === from && r.by !== 'customer' && r.via === 'direct').map(
            (r) => r.to,
          ),
        );
      }
    }
    expect(await stateOf(itemId)).toBe(from);
  }

  /** One step: made by the given side, checked, and recorded as walked. */
  async function step(
    itemId: string,
    who: 'customer' | 'operator' | 'modeller' | 'upload' | 'modReq',
    to: string,
  ) {
    await probeRefusals(itemId);
    const from = await stateOf(itemId);
    let answer: { status: number; json: Record<string, unknown> };
    if (who === 'customer') {
      answer = await t.call('POST', `/api/v1/product-order/item/${itemId}/state`, {
        token: s.manager,
        body: { to, note: 'why' },
      });
    } else if (who === 'upload') {
      answer = await deliverChair(t, s.operator, itemId);
      await t.platform.library.processing.drain();
    } else if (who === 'modReq') {
      answer = await multipart(t, `/api/v1/product-order/item/${itemId}/mod-req`, s.manager, {
        properties: { type: 'SHAPE', content: 'Make the back taller' },
      });
    } else {
      answer = await t.call('POST', `/ops/v1/product-orders/items/${itemId}/state`, {
        token: s.operator,
        body: { to, note: 'why' },
      });
    }
    expect(answer.status, `${who} ${from} → ${to}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
    expect(await stateOf(itemId)).toBe(to);
    walked.add(`${from}→${to}`);
  }

  it('walks every allowed transition and refuses every other one', { timeout: 600_000 }, async () => {
    const { orderId, itemIds } = await orderWithItems(t, s, ['Armchair', 'Bench', 'Cabinet']);
    const [a, b, c] = itemIds as [string, string, string];
    // Operators review nothing until the order is submitted.
    const early = await t.call('POST', `/ops/v1/product-orders/items/${a}/state`, {
      token: s.operator,
      body: { to: 'REQUEST_CONFIRMED' },
    });
    expect(early.json.code).toBe('order_not_submitted');
    expect(await orderState(orderId)).toBe('REQUEST_WRITING');
    const submit = await t.call('POST', `/api/v1/product-order/order/${orderId}/state`, {
      token: s.manager,
      body: { action: 'submit' },
    });
    expect(submit.json.order.state).toBe('REQUEST_REVIEWING');

    for (const [to, who] of [
      ['REQUEST_MODIFY', 'operator'],
      ['REQUEST_MODIFY_FINISHED', 'customer'],
      ['REQUEST_MODIFY', 'operator'],
      ['REQUEST_MODIFY_REFUSED', 'customer'],
      ['REQUEST_MODIFY', 'operator'],
      ['REQUEST_MODIFY_FINISHED', 'customer'],
      ['REQUEST_CONFIRMED', 'operator'],
    ] as const)
      await step(a, who, to);
    await step(b, 'operator', 'REQUEST_MODIFY');
    await step(b, 'customer', 'REQUEST_MODIFY_REFUSED');
    await step(b, 'operator', 'REQUEST_CONFIRMED');
    expect(await orderState(orderId)).toBe('REQUEST_REVIEWING'); // C is not reviewed yet
    await step(c, 'operator', 'REQUEST_CONFIRMED');
    await probeRefusals(c);
    expect(await orderState(orderId)).toBe('REQUEST_REVIEW_FINISHED');

    const confirm = await t.call('POST', `/api/v1/product-order/order/${orderId}/state`, {
      token: s.manager,
      body: { action: 'confirm' },
    });
    expect(confirm.json.order).toMatchObject({ state: 'MAKING_WAITING', priceFrozen: true });
    walked.add('REQUEST_CONFIRMED→MAKING_WAITING');
    for (const id of itemIds) expect(await stateOf(id)).toBe('MAKING_WAITING');

    // An operator who is not the item's modeller cannot start it; the assigned one can.
    const stranger = await t.call('POST', `/ops/v1/product-orders/items/${a}/state`, {
      token: s.otherOperator,
      body: { to: 'MAKING_STARTED' },
    });
    expect(stranger.status).toBe(409);
    for (const id of itemIds) {
      const assigned = await t.call('PUT', `/ops/v1/product-orders/items/${id}/assignee`, {
        token: s.operator,
        body: { operatorId: s.operatorId },
      });
      expect(assigned.json.item.assignedUserId).toBe(s.operatorId);
    }
    await step(a, 'modeller', 'MAKING_STARTED');
    expect(await orderState(orderId)).toBe('MAKING_WAITING'); // B and C still wait
    await step(a, 'upload', 'MAKING_FINISHED');
    await step(a, 'operator', 'MAKING_REMAKE');
    await step(a, 'modeller', 'MAKING_STARTED');
    await step(a, 'upload', 'MAKING_FINISHED');
    await step(a, 'operator', 'MAKING_CONFIRMED');
    await step(a, 'operator', 'CHECKING_WAITING');
    for (const id of [b, c]) {
      await step(id, 'modeller', 'MAKING_STARTED');
      await step(id, 'upload', 'MAKING_FINISHED');
      await step(id, 'operator', 'MAKING_CONFIRMED');
      await step(id, 'operator', 'CHECKING_WAITING');
    }
    expect(await orderState(orderId)).toBe('CHECKING_WAITING');

    await step(a, 'customer', 'CHECKING_STARTED');
    await step(a, 'modReq', 'CHECKING_MODIFY_REQUEST');
    await step(a, 'upload', 'CHECKING_MODIFY_FINISHED');
    await step(a, 'modReq', 'CHECKING_MODIFY_REQUEST');
    await step(a, 'operator', 'CHECKING_MODIFY_REFUSED');
    await step(a, 'modReq', 'CHECKING_MODIFY_REQUEST');
    await step(a, 'upload', 'CHECKING_MODIFY_FINISHED');
    await step(a, 'customer', 'CHECKING_FINISHED');
    await step(b, 'customer', 'CHECKING_STARTED');
    await step(b, 'modReq', 'CHECKING_MODIFY_REQUEST');
    await step(b, 'operator', 'CHECKING_MODIFY_REFUSED');
    await step(b, 'customer', 'CHECKING_FINISHED');
    expect(await orderState(orderId)).toBe('CHECKING_WAITING'); // C's review has not started
    await step(c, 'customer', 'CHECKING_STARTED');
    await step(c, 'customer', 'CHECKING_FINISHED');
    await probeRefusals(c);
    expect(await orderState(orderId)).toBe('CHECKING_FINISHED');

    expect([...walked].sort()).toEqual(ITEM_TRANSITIONS.map((r) => `${r.from}→${r.to}`).sort());
    expect([...probed].sort()).toEqual([...ProductOrderItemState].sort());

    // The order's own actions: only from their state, only by their side.
    const early2 = await t.call('POST', `/ops/v1/product-orders/${orderId}/state`, {
      token: s.operator,
      body: { action: 'serviceUpload' },
    });
    expect(early2.status).toBe(409);
    const finish = await t.call('POST', `/api/v1/product-order/order/${orderId}/state`, {
      token: s.manager,
      body: { action: 'finish' },
    });
    expect(finish.json.order.state).toBe('FINAL_FINISHED');
    const again = await t.call('POST', `/api/v1/product-order/order/${orderId}/state`, {
      token: s.manager,
      body: { action: 'finish' },
    });
    expect(again.json).toMatchObject({
      code: 'transition_not_allowed',
      details: { state: 'FINAL_FINISHED', allowed: [] },
    });
    const uploaded = await t.call('POST', `/ops/v1/product-orders/${orderId}/state`, {
      token: s.operator,
      body: { action: 'serviceUpload' },
    });
    expect(uploaded.json.order.state).toBe('SERVICE_UPLOADED');

    const detail = await t.call('GET', `/api/v2/product-orders/${orderId}`, { token: s.manager });
    const orderTimeline = detail.json.events
      .filter((e: { itemId: string | null }) => e.itemId === null)
      .map((e: { to: string }) => e.to);
    expect(orderTimeline).toEqual([
      'REQUEST_REVIEWING',
      'REQUEST_REVIEW_FINISHED',
      'MAKING_WAITING',
      'MAKING_STARTED',
      'MAKING_FINISHED',
      'CHECKING_WAITING',
      'CHECKING_STARTED',
      'CHECKING_FINISHED',
      'FINAL_FINISHED',
      'SERVICE_UPLOADED',
    ]);
  });
});
