import { Text, Timeline } from '@mantine/core';
import type { OrderDetailAnswer } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../ui/format.ts';

type Detail = z.infer<typeof OrderDetailAnswer>;

/** Every state change of the order and its items, oldest first, with who made it and why. */
export function OrderTimeline({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  const nameOf = (itemId: string | null) => detail.items.find((i) => i.id === itemId)?.name;
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="order-timeline">
      {detail.events.map((event) => (
        <Timeline.Item
          key={event.id}
          title={`${event.itemId ? `${nameOf(event.itemId) ?? '—'}: ` : ''}${t(`orders.states.${event.to}` as 'orders.states.REQUEST_WRITING')}`}
        >
          <Text size="xs" c="dimmed">
            {t(`orders.actors.${event.actor}`)} · {formatDateTime(event.createdAt, i18n.language)}
          </Text>
          {event.note && <Text size="sm">{event.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
