import { Anchor, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { formatDate } from '../../ui/format.ts';
import { useQuota } from '../renders/api.ts';
import { RENDERS_PATH } from '../renders/paths.ts';

/** The render units left this month, per tier, and where renders are ordered. */
export function QuotaCard() {
  const { t, i18n } = useTranslation();
  const quota = useQuota();
  return (
    <Card component="section" aria-labelledby="home-quota">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md" id="home-quota">
          {t('home.quota.title')}
        </Title>
        <Anchor component={Link} to={RENDERS_PATH} size="sm">
          {t('home.quota.open')}
        </Anchor>
      </Group>
      {quota.isPending ? (
        <Skeleton h={80} />
      ) : quota.isError ? (
        <ErrorAlert error={quota.error} />
      ) : !quota.data ? (
        <Text size="sm" c="dimmed">
          {t('home.quota.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {quota.data.tiers
            .filter((tier) => tier.limit > 0)
            .map((tier) => {
              const name = t(`renders.tiers.${tier.tier}`);
              return (
                <div key={tier.tier}>
                  <Group justify="space-between" mb={4}>
                    <Text size="sm">{name}</Text>
                    <Text size="sm" fw={600}>
                      {t('home.quota.left', { left: tier.remaining, limit: tier.limit })}
                    </Text>
                  </Group>
                  <Progress
                    value={(tier.remaining / tier.limit) * 100}
                    size="sm"
                    aria-label={t('home.quota.leftOf', { tier: name })}
                  />
                </div>
              );
            })}
          <Text size="xs" c="dimmed">
            {t('home.quota.renews', { date: formatDate(quota.data.periodEnd, i18n.language) })}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
