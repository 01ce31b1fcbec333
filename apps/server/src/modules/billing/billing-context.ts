import { HttpError, invalidField } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PlanRow, PlansRepository } from '../quotas/plans.repository.ts';
import type { QuotasService } from '../quotas/quotas.service.ts';
import type { BillingRepository } from './billing.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { SubscriptionNotifier } from './subscription-events.ts';

/** What every billing service needs; each takes this one object (the billing domain's wiring). */
export interface BillingContext {
  repository: BillingRepository;
  plans: PlansRepository;
  quotas: QuotasService;
  provider: PaymentProvider;
  notifier: SubscriptionNotifier;
  clock: Clock;
}

export const cardDeclined = () =>
  new HttpError(402, 'card_declined', 'The card was declined; nothing was changed. Try another card.');

/** A plan that exists, is sold to this kind of owner, and is not the free basic plan. */
export async function planForSale(
  plans: PlansRepository,
  name: string,
  ownerType: 'USER' | 'ENTERPRISE',
): Promise<PlanRow> {
  const plan = await plans.byPlan(name);
  const audience = ownerType === 'USER' ? 'INDIVIDUAL' : 'ENTERPRISE';
  if (!plan) throw invalidField('plan', 'does not exist');
  if (plan.audience !== audience)
    throw invalidField('plan', `is not sold to ${audience.toLowerCase()} customers`);
  if (plan.rank === 0)
    throw invalidField('plan', 'is the free plan: cancel the subscription to return to it');
  return plan;
}

/** Seats an enterprise may pay for: never fewer than its members (individuals have one). */
export async function checkedSeats(
  repository: BillingRepository,
  owner: { type: 'USER' | 'ENTERPRISE'; id: string },
  seats: number | undefined,
): Promise<number> {
  if (owner.type === 'USER') return 1;
  if (seats === undefined) throw invalidField('seats', 'is required for an enterprise');
  const members = await repository.memberCount(owner.id);
  if (seats < members)
    throw invalidField('seats', `must be at least the ${members} members of the enterprise`);
  return seats;
}
