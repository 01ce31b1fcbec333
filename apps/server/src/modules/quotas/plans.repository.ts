import { RenderQuotaTier } from '@roomcraft/contract';
import type { BillingPlansTable, DB } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';

type Tier = (typeof RenderQuotaTier)[number];
export type PlanRow = Selectable<BillingPlansTable> & { units: Record<Tier, number> };

/** The plans for sale and their units, as operators keep them in the database. */
export class PlansRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async all(): Promise<PlanRow[]> {
    const [plans, units] = await Promise.all([
      this.db.selectFrom('billing_plans').selectAll().orderBy('audience').orderBy('rank').execute(),
      this.db.selectFrom('billing_plan_units').selectAll().execute(),
    ]);
    return plans.map((plan) => withUnits(plan, units));
  }

  async byPlan(plan: string): Promise<PlanRow | undefined> {
    const [row, units] = await Promise.all([
      this.db.selectFrom('billing_plans').selectAll().where('plan', '=', plan).executeTakeFirst(),
      this.db.selectFrom('billing_plan_units').selectAll().where('plan', '=', plan).execute(),
    ]);
    return row && withUnits(row, units);
  }
}

function withUnits(
  plan: Selectable<BillingPlansTable>,
  units: { plan: string; tier: string; units: number }[],
): PlanRow {
  const of = (tier: Tier) => units.find((u) => u.plan === plan.plan && u.tier === tier)?.units ?? 0;
  return {
    ...plan,
    units: Object.fromEntries(RenderQuotaTier.map((tier) => [tier, of(tier)])) as Record<Tier, number>,
  };
}

/**
 * Units of a tier for a number of seats: an enterprise plan's units are for its included seats and
 * grow in proportion with more (docs/decisions/billing.md).
 */
export function unitsFor(plan: PlanRow, tier: Tier, seats: number): number {
  return Math.floor((plan.units[tier] * Math.max(seats, plan.included_seats)) / plan.included_seats);
}
