import { Button, Group, TextInput } from '@mantine/core';
import { type OrderActor, type ProductOrderItem, transitionsFrom } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The state changes one side may make on an item, read from the contract's table (the server
 * enforces the same one); a change that needs a reason asks for it first.
 */
export function ItemActions({
  item,
  actors,
  pending,
  onMove,
}: {
  item: ProductOrderItem;
  actors: OrderActor[];
  pending: boolean;
  onMove: (to: ProductOrderItem['state'], note: string) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const moves = transitionsFrom(item.state, { via: 'direct' }).filter((row) => actors.includes(row.by));
  if (moves.length === 0) return null;
  const needsNote = moves.some((row) => row.needsNote);
  return (
    <Group gap="xs" wrap="nowrap">
      {needsNote && (
        <TextInput
          size="xs"
          placeholder={t('orders.note')}
          aria-label={t('orders.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      )}
      {moves.map((row) => (
        <Button
          key={row.to}
          size="xs"
          variant="light"
          disabled={pending || (row.needsNote && note.trim() === '')}
          onClick={() => onMove(row.to, note.trim())}
        >
          {t(`orders.moves.${row.to}` as 'orders.moves.REQUEST_CONFIRMED')}
        </Button>
      ))}
    </Group>
  );
}
