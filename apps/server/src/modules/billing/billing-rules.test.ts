import { describe, expect, it } from 'vitest';
import type { PlanRow } from '../quotas/plans.repository.ts';
import { addMonth, prorationAmount, remainingShare } from './billing-rules.ts';

const plan = (price_krw: number, price_usd: number) => ({ price_krw, price_usd }) as PlanRow;

describe('billing rules', () => {
  it('renews on the same day next month, or on the last day of a shorter month', () => {
    expect(addMonth(new Date('2026-01-15T08:30:00Z')).toISOString()).toBe('2026-02-15T08:30:00.000Z');
    expect(addMonth(new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonth(new Date('2028-01-31T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonth(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('prorates the difference for the rest of the period, never below nothing', () => {
    const period = { start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') };
    const share = remainingShare(period, new Date('2026-04-21T00:00:00Z'));
    expect(share).toBeCloseTo(1 / 3);
    const standard = plan(29_000, 2_200);
    const pro = plan(59_000, 4_500);
    expect(prorationAmount({ plan: standard, seats: 3 }, { plan: pro, seats: 3 }, 'KRW', share)).toBe(30_000);
    expect(prorationAmount({ plan: standard, seats: 3 }, { plan: standard, seats: 6 }, 'USD', share)).toBe(
      2_200,
    );
    expect(prorationAmount({ plan: pro, seats: 3 }, { plan: standard, seats: 3 }, 'KRW', share)).toBe(0);
    expect(remainingShare(period, new Date('2026-06-01T00:00:00Z'))).toBe(0);
  });
});
