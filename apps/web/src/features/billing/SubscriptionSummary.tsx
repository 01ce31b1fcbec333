import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { SubscriptionAnswer } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { formatDate } from '../../ui/format.ts';
import { useSubscriptionAction } from './api.ts';
import { formatMoney } from './money.ts';
import { PRICING_PATH } from './paths.ts';

const STATUS_COLOR = { TRIALING: 'blue', ACTIVE: 'teal', PAST_DUE: 'red', CANCELED: 'gray' } as const;

/** The plan, its state and period, the next invoice, and what can be done with it. */
export function SubscriptionSummary({
  answer,
  canChange,
}: {
  answer: SubscriptionAnswer;
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation();
  const action = useSubscriptionAction();
  const { subscription, upcomingInvoice } = answer;
  const date = (iso: string) => formatDate(iso, i18n.language);
  if (!subscription || subscription.status === 'CANCELED') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('billing.summary.free')}</Text>
        {subscription && (
          <Text size="sm" c="dimmed">
            {t('billing.summary.ended', {
              plan: t(`billing.plans.${subscription.plan}`),
              date: date(subscription.canceledAt!),
            })}
          </Text>
        )}
        <Button component={Link} to={PRICING_PATH} disabled={!canChange}>
          {t('billing.summary.seePlans')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={700} fz="lg" data-testid="current-plan">
          {t(`billing.plans.${subscription.plan}`)}
        </Text>
        <Badge color={STATUS_COLOR[subscription.status]}>{t(`billing.status.${subscription.status}`)}</Badge>
        {subscription.seats > 1 && (
          <Badge variant="light">{t('billing.seats.count', { count: subscription.seats })}</Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('billing.summary.period', {
          start: date(subscription.currentPeriodStart),
          end: date(subscription.currentPeriodEnd),
        })}
      </Text>
      {subscription.pendingPlan && (
        <Text size="sm">
          {t('billing.summary.pendingPlan', {
            plan: t(`billing.plans.${subscription.pendingPlan}`),
            date: date(subscription.currentPeriodEnd),
          })}
        </Text>
      )}
      {subscription.pendingSeats && (
        <Text size="sm">
          {t('billing.summary.pendingSeats', {
            count: subscription.pendingSeats,
            date: date(subscription.currentPeriodEnd),
          })}
        </Text>
      )}
      {subscription.status === 'PAST_DUE' && (
        <Alert color="red" title={t('billing.summary.pastDueTitle')}>
          {t('billing.summary.pastDue', { date: date(subscription.rendersPausedFrom!) })}
        </Alert>
      )}
      {subscription.cancelAtPeriodEnd ? (
        <Text size="sm">
          {t('billing.summary.cancelling', { date: date(subscription.currentPeriodEnd) })}
        </Text>
      ) : (
        upcomingInvoice && (
          <Text size="sm" data-testid="next-invoice">
            {t('billing.summary.nextInvoice', {
              amount: formatMoney(upcomingInvoice.amount, upcomingInvoice.currency, i18n.language),
              date: date(upcomingInvoice.date),
            })}
          </Text>
        )
      )}
      <ErrorAlert error={action.error} />
      {canChange && (
        <Group gap="sm">
          <Button component={Link} to={PRICING_PATH} variant="light">
            {t('billing.summary.changePlan')}
          </Button>
          {subscription.cancelAtPeriodEnd || subscription.status === 'PAST_DUE' ? (
            <Button loading={action.isPending} onClick={() => action.mutate('reactivate')}>
              {subscription.status === 'PAST_DUE'
                ? t('billing.summary.payNow')
                : t('billing.summary.reactivate')}
            </Button>
          ) : (
            <Button variant="default" loading={action.isPending} onClick={() => action.mutate('periodEnd')}>
              {t('billing.summary.cancelAtPeriodEnd')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            loading={action.isPending}
            onClick={() => action.mutate('now')}
          >
            {t('billing.summary.cancelNow')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
