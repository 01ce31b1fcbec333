import { Button, Group, NumberInput, Text } from '@mantine/core';
import { EnterpriseSeats, type Subscription } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useChangeSeats } from './api.ts';

/** The enterprise's seats: more are charged prorated and usable at once, fewer from the next period. */
export function SeatsForm({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const change = useChangeSeats();
  const [seats, setSeats] = useState<number>(subscription.pendingSeats ?? subscription.seats);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(seats);
      }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('billing.seats.hint')}
      </Text>
      <Group align="end" gap="sm">
        <NumberInput
          label={t('billing.seats.label')}
          min={EnterpriseSeats.min}
          max={EnterpriseSeats.max}
          value={seats}
          onChange={(value) => setSeats(Number(value) || EnterpriseSeats.min)}
          w={140}
        />
        <Button type="submit" loading={change.isPending}>
          {t('billing.seats.save')}
        </Button>
      </Group>
      <ErrorAlert error={change.error} />
    </form>
  );
}
