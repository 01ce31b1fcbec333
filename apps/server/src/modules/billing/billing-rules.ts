import type { PlanRow } from '../quotas/plans.repository.ts';

/** The same day of the next month (UTC), or that month's last day when it is shorter. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = date.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The share of a period still ahead at `now`, between 0 and 1. */
export function remainingShare(period: { start: Date; end: Date }, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = period.end.getTime() - now.getTime();
  return total <= 0 ? 0 : Math.min(1, Math.max(0, left / total));
}

/** A plan's price per seat and month in a currency's smallest unit. */
export function priceOf(plan: PlanRow, currency: string): number {
  return currency === 'USD' ? plan.price_usd : plan.price_krw;
}

/** What a period of the plan costs for these seats (an individual plan has one seat). */
export function periodAmount(plan: PlanRow, seats: number, currency: string): number {
  return priceOf(plan, currency) * seats;
}

/** The prorated charge of going from one plan and seat count to another for the rest of the period. */
export function prorationAmount(
  from: { plan: PlanRow; seats: number },
  to: { plan: PlanRow; seats: number },
  currency: string,
  share: number,
): number {
  const difference =
    periodAmount(to.plan, to.seats, currency) - periodAmount(from.plan, from.seats, currency);
  return Math.max(0, Math.round(difference * share));
}
