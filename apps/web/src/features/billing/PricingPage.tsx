import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EnterpriseSeats, type PricedPlan } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import { useChoosePlan, usePlans, useSubscription } from './api.ts';
import { formatMoney } from './money.ts';
import { paysForEnterprise } from './nav.ts';
import { BILLING_PATH } from './paths.ts';

type Currency = 'KRW' | 'USD';

/** The plans the caller can buy (personal or enterprise), their prices and units, and the choice. */
export default function PricingPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const plans = usePlans();
  const subscription = useSubscription();
  const choose = useChoosePlan();
  const [currency, setCurrency] = useState<Currency>('KRW');
  const [seats, setSeats] = useState<number>(5);
  const audience = user.enterpriseId ? 'ENTERPRISE' : 'INDIVIDUAL';
  const canBuy = user.enterpriseId ? paysForEnterprise(user) : true;
  const live =
    subscription.data?.subscription?.status !== 'CANCELED' ? subscription.data?.subscription : null;
  const current = live?.plan ?? `${audience}_BASIC`;

  const pick = (plan: PricedPlan) =>
    choose.mutate(
      { plan: plan.plan, currency: live?.currency ?? currency, seats, live: Boolean(live) },
      {
        onSuccess: (answer) => {
          if (answer.checkoutSession) {
            const { url } = answer.checkoutSession;
            if (url.startsWith('/')) navigate(url);
            else window.location.assign(url);
            return;
          }
          notifications.show({
            color: 'teal',
            message: t('billing.pricing.changed', { plan: t(`billing.plans.${plan.plan}`) }),
          });
          navigate(BILLING_PATH);
        },
      },
    );

  return (
    <>
      <PageHeader title={t('billing.pricing.title')} description={t('billing.pricing.description')} />
      <Group mb="lg" gap="lg" align="end">
        <SegmentedControl
          aria-label={t('billing.pricing.currency')}
          value={live?.currency ?? currency}
          disabled={Boolean(live)}
          onChange={(value) => setCurrency(value as Currency)}
          data={['KRW', 'USD']}
        />
        {audience === 'ENTERPRISE' && !live && (
          <NumberInput
            label={t('billing.seats.label')}
            min={EnterpriseSeats.min}
            max={EnterpriseSeats.max}
            value={seats}
            onChange={(value) => setSeats(Number(value) || EnterpriseSeats.min)}
            w={140}
          />
        )}
      </Group>
      {choose.isError && (
        <Box mb="md">
          <ErrorAlert error={choose.error} />
        </Box>
      )}
      {!canBuy && (
        <Text c="dimmed" mb="md">
          {t('billing.pricing.adminOnly')}
        </Text>
      )}
      <QueryState query={plans}>
        {(all) => (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {all
              .filter((plan) => plan.audience === audience)
              .map((plan) => {
                const name = t(`billing.plans.${plan.plan}`);
                const price = plan.prices[live?.currency ?? currency];
                const isCurrent = plan.plan === current;
                return (
                  <Card key={plan.plan} withBorder component="article" aria-label={name}>
                    <Stack gap="sm">
                      <Group justify="space-between">
                        <Title order={3} fz="lg">
                          {name}
                        </Title>
                        {isCurrent && <Badge>{t('billing.pricing.current')}</Badge>}
                      </Group>
                      <Text fz={28} fw={700}>
                        {price === 0
                          ? t('billing.pricing.free')
                          : formatMoney(price, live?.currency ?? currency, i18n.language)}
                        {price > 0 && (
                          <Text span c="dimmed" fz="sm">
                            {' '}
                            {audience === 'ENTERPRISE'
                              ? t('billing.pricing.perSeatMonth')
                              : t('billing.pricing.perMonth')}
                          </Text>
                        )}
                      </Text>
                      <List size="sm" spacing={4}>
                        {plan.tiers
                          .filter((tier) => tier.limit > 0)
                          .map((tier) => (
                            <List.Item key={tier.tier}>
                              {t('billing.pricing.units', {
                                count: tier.limit,
                                tier: t(`renders.tiers.${tier.tier}`),
                              })}
                            </List.Item>
                          ))}
                      </List>
                      {audience === 'ENTERPRISE' && (
                        <Text size="xs" c="dimmed">
                          {t('billing.pricing.forSeats', { count: plan.includedSeats })}
                        </Text>
                      )}
                      <Button
                        disabled={!canBuy || isCurrent || price === 0}
                        loading={choose.isPending && choose.variables?.plan === plan.plan}
                        onClick={() => pick(plan)}
                      >
                        {isCurrent
                          ? t('billing.pricing.current')
                          : t('billing.pricing.choose', { plan: name })}
                      </Button>
                    </Stack>
                  </Card>
                );
              })}
          </SimpleGrid>
        )}
      </QueryState>
    </>
  );
}
