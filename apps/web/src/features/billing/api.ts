import { type QuotaPlan, quotaRoutes, billingRoutes as r, type User } from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useUser } from '../auth/session.tsx';
import { rendersKeys } from '../renders/api.ts';

export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  subscription: ['billing', 'subscription'] as const,
  usage: ['billing', 'usage'] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
};

export const usePlans = () =>
  useQuery({
    queryKey: billingKeys.plans,
    queryFn: async () => (await callApi(r.plans)).plans,
    staleTime: 60_000,
  });

const enterpriseOf = (user: User) => ({ params: { enterpriseId: user.enterpriseId! } });

/** The caller's subscription, next invoice and invoices: their own, or their enterprise's. */
export function useSubscription() {
  const user = useUser();
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: () =>
      user.enterpriseId
        ? callApi(r.enterpriseSubscription, enterpriseOf(user))
        : callApi(r.individualSubscription),
  });
}

export const useUsageHistory = () =>
  useQuery({
    queryKey: billingKeys.usage,
    queryFn: async () => (await callApi(quotaRoutes.usageHistory, { query: { days: 30 } })).days,
  });

export const useCheckout = (id: string) =>
  useQuery({
    queryKey: billingKeys.checkout(id),
    queryFn: async () => (await callApi(r.checkoutSession, { params: { id } })).checkoutSession,
  });

/** After any change of plan, the billing page and the render units are read again. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: billingKeys.all });
    await client.invalidateQueries({ queryKey: rendersKeys.quota });
  };
}

interface PlanChoice {
  plan: (typeof QuotaPlan)[number];
  currency: 'KRW' | 'USD';
  seats?: number;
  /** Whether a subscription is live: then the plan changes at once instead of a checkout. */
  live: boolean;
}

/**
 * Choosing a plan: with a live subscription the plan changes at once (the answer is the
 * subscription); without one, the answer is a checkout session to pay on.
 */
export function useChoosePlan() {
  const user = useUser();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ plan, currency, seats, live }: PlanChoice) => {
      if (user.enterpriseId && live) {
        const { subscription } = await callApi(r.changeEnterpriseSubscription, {
          ...enterpriseOf(user),
          body: { plan },
        });
        return { subscription, checkoutSession: null };
      }
      if (user.enterpriseId) {
        const body = { plan, currency, seats: seats ?? 3 };
        return {
          subscription: null,
          ...(await callApi(r.enterpriseCheckout, { ...enterpriseOf(user), body })),
        };
      }
      return callApi(r.createIndividualSubscription, { body: { plan, currency } });
    },
    onSuccess: refresh,
  });
}

export function usePayCheckout(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (cardNumber: string) => callApi(r.payLocalCheckout, { params: { id }, body: { cardNumber } }),
    onSuccess: refresh,
  });
}

type Action = 'periodEnd' | 'now' | 'reactivate';

/** Cancelling (at period end or now) and reactivating, for the caller's own or enterprise's subscription. */
export function useSubscriptionAction() {
  const user = useUser();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: Action) => {
      if (user.enterpriseId) {
        const input = enterpriseOf(user);
        if (action === 'periodEnd') return callApi(r.cancelEnterpriseAtPeriodEnd, input);
        if (action === 'now') return callApi(r.cancelEnterpriseNow, input);
        return callApi(r.reactivateEnterpriseSubscription, input);
      }
      if (action === 'periodEnd') return callApi(r.cancelIndividualAtPeriodEnd);
      if (action === 'now') return callApi(r.cancelIndividualNow);
      return callApi(r.reactivateIndividualSubscription);
    },
    onSuccess: refresh,
  });
}

export function useChangeSeats() {
  const user = useUser();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (seats: number) =>
      callApi(r.changeEnterpriseSubscription, { ...enterpriseOf(user), body: { seats } }),
    onSuccess: refresh,
  });
}
