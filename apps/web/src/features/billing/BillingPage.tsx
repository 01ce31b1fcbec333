import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { Section } from '../../ui/Section.tsx';
import { useUser } from '../auth/session.tsx';
import { QuotaCard } from '../home/QuotaCard.tsx';
import { useSubscription, useUsageHistory } from './api.ts';
import { InvoicesTable } from './InvoicesTable.tsx';
import { paysForEnterprise } from './nav.ts';
import { SeatsForm } from './SeatsForm.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';
import { UsageChart } from './UsageChart.tsx';

/** The plan, the next invoice, the units left per tier, the usage of the last 30 days and the invoices. */
export default function BillingPage() {
  const { t } = useTranslation();
  const user = useUser();
  const subscription = useSubscription();
  const usage = useUsageHistory();
  const canChange = user.enterpriseId ? paysForEnterprise(user) : true;
  return (
    <>
      <PageHeader title={t('billing.title')} description={t('billing.description')} />
      <QueryState query={subscription}>
        {(answer) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Section title={t('billing.summary.title')}>
                  <SubscriptionSummary answer={answer} canChange={canChange} />
                </Section>
                {user.enterpriseId &&
                  canChange &&
                  answer.subscription &&
                  answer.subscription.status !== 'CANCELED' && (
                    <Section title={t('billing.seats.title')}>
                      <SeatsForm subscription={answer.subscription} />
                    </Section>
                  )}
                <Section title={t('billing.usage.title')}>
                  <QueryState query={usage}>{(days) => <UsageChart days={days} />}</QueryState>
                </Section>
                <Section title={t('billing.invoices.title')}>
                  <InvoicesTable invoices={answer.invoices} />
                </Section>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <QuotaCard />
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </>
  );
}
