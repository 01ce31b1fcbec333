import { describe, expect, it } from 'vitest';
import {
  deriveOrderState,
  ITEM_TRANSITIONS,
  ProductOrderItemState,
  ProductOrderState,
} from './product-order-states.ts';

const open = { submitted: true, finalFinished: false, serviceUploaded: false };

describe('product order state machines', () => {
  it('reaches every item state from REQUEST_NOT_CONFIRMED and can leave every one but the last', () => {
    const reached = new Set<string>(['REQUEST_NOT_CONFIRMED']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const row of ITEM_TRANSITIONS) {
        if (reached.has(row.from) && !reached.has(row.to)) {
          reached.add(row.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ProductOrderItemState].sort());
    const dead = ProductOrderItemState.filter((s) => !ITEM_TRANSITIONS.some((row) => row.from === s));
    expect(dead).toEqual(['CHECKING_FINISHED']);
  });

  it('derives the order from its least advanced item, and from its own milestones', () => {
    expect(deriveOrderState({ ...open, submitted: false }, ['CHECKING_FINISHED'])).toBe('REQUEST_WRITING');
    expect(deriveOrderState(open, [])).toBe('REQUEST_REVIEWING');
    expect(deriveOrderState(open, ['REQUEST_CONFIRMED', 'REQUEST_MODIFY_REFUSED'])).toBe('REQUEST_REVIEWING');
    expect(deriveOrderState(open, ['CHECKING_FINISHED', 'MAKING_REMAKE'])).toBe('MAKING_STARTED');
    expect(deriveOrderState(open, ['CHECKING_FINISHED', 'CHECKING_MODIFY_REQUEST'])).toBe('CHECKING_STARTED');
    expect(deriveOrderState(open, ['CHECKING_FINISHED', 'CHECKING_FINISHED'])).toBe('CHECKING_FINISHED');
    expect(deriveOrderState({ ...open, finalFinished: true }, ['CHECKING_FINISHED'])).toBe('FINAL_FINISHED');
    expect(deriveOrderState({ ...open, finalFinished: true, serviceUploaded: true }, [])).toBe(
      'SERVICE_UPLOADED',
    );
    // Every item state stands for one order state of the spec's sequence.
    for (const state of ProductOrderItemState) {
      expect(ProductOrderState).toContain(deriveOrderState(open, [state]));
    }
  });
});
