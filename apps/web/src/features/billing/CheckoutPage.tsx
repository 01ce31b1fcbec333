import { Badge, Box, Button, Card, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useCheckout, usePayCheckout } from './api.ts';
import { formatMoney } from './money.ts';
import { BILLING_PATH } from './paths.ts';

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'billing.checkout.cardPays'],
  ['4000 0000 0000 0002', 'billing.checkout.cardDeclined'],
  ['4000 0000 0000 0341', 'billing.checkout.cardDeclinesLater'],
] as const;

/** The local payment provider's checkout page: a test card number pays for the chosen plan. */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const { checkoutId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useCheckout(checkoutId);
  const pay = usePayCheckout(checkoutId);
  const [card, setCard] = useState<string>(TEST_CARDS[0][0]);
  return (
    <Box maw={520} mx="auto" py="xl">
      <QueryState query={checkout}>
        {(session) => (
          <Card withBorder padding="xl" component="section" aria-labelledby="checkout-title">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} fz="xl" id="checkout-title">
                  {t('billing.checkout.title')}
                </Title>
                <Badge color="gray" variant="light">
                  {t('billing.checkout.testMode')}
                </Badge>
              </Group>
              <Group justify="space-between">
                <Text>
                  {t(`billing.plans.${session.plan}`)}
                  {session.seats > 1 && ` × ${t('billing.seats.count', { count: session.seats })}`}
                </Text>
                <Text fw={700} data-testid="amount-due">
                  {formatMoney(session.amountDueToday, session.currency, i18n.language)}
                </Text>
              </Group>
              {session.trialDays > 0 && (
                <Text size="sm" c="dimmed">
                  {t('billing.checkout.trial', { count: session.trialDays })}
                </Text>
              )}
              {session.status === 'COMPLETED' ? (
                <>
                  <Text>{t('billing.checkout.alreadyPaid')}</Text>
                  <Button component={Link} to={BILLING_PATH}>
                    {t('billing.checkout.toBilling')}
                  </Button>
                </>
              ) : (
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    pay.mutate(card, { onSuccess: () => navigate(`${BILLING_PATH}?checkout=${checkoutId}`) });
                  }}
                >
                  <Stack gap="sm">
                    <TextInput
                      label={t('billing.checkout.card')}
                      value={card}
                      onChange={(event) => setCard(event.currentTarget.value)}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                    <List size="xs" c="dimmed">
                      {TEST_CARDS.map(([number, meaning]) => (
                        <List.Item key={number}>
                          <Code>{number}</Code> {t(meaning)}
                        </List.Item>
                      ))}
                    </List>
                    <ErrorAlert error={pay.error} />
                    <Button type="submit" leftSection={<IconLock size={16} />} loading={pay.isPending}>
                      {t('billing.checkout.pay', {
                        amount: formatMoney(session.amountDueToday, session.currency, i18n.language),
                      })}
                    </Button>
                  </Stack>
                </form>
              )}
            </Stack>
          </Card>
        )}
      </QueryState>
    </Box>
  );
}
