import { ActionIcon, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Bundles.module.css';
import type { DraftCard } from './bundle-draft.ts';

/**
 * The bundle's cards in order. A card is dragged onto the place it should take (native drag and
 * drop); the arrow buttons do the same from the keyboard.
 */
export function SortableCards({
  cards,
  editable,
  onMove,
  onRemove,
}: {
  cards: DraftCard[];
  editable: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <div className={classes.cards} data-testid="bundle-cards">
      {cards.map((card, index) => (
        <Card
          key={card.key}
          withBorder
          padding={8}
          className={classes.card}
          draggable={editable}
          data-dragging={dragged === index || undefined}
          data-drop-target={(over === index && dragged !== index) || undefined}
          data-testid="bundle-card"
          aria-label={t('renders.bundles.cardLabel', { position: index + 1, name: card.image.name })}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
          }}
          onDragOver={(event) => {
            if (dragged === null) return;
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((o) => (o === index ? null : o))}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null) onMove(dragged, index);
            setDragged(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
        >
          <img
            src={card.image.thumbnailUrl ?? card.image.imageUrl ?? ''}
            alt={card.image.name}
            className={classes.cardPicture}
            draggable={false}
          />
          <Group justify="space-between" mt={8} wrap="nowrap" gap={4}>
            <Group gap={4} wrap="nowrap" miw={0}>
              {editable && <IconGripVertical size={14} color="var(--mantine-color-gray-5)" />}
              <Text size="sm" fw={500} truncate>
                {index + 1}. {card.image.name}
              </Text>
            </Group>
            {editable && (
              <Group gap={0} wrap="nowrap">
                <Tooltip label={t('renders.bundles.earlier')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('renders.bundles.earlier')}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <IconArrowLeft size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('renders.bundles.later')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    disabled={index === cards.length - 1}
                    aria-label={t('renders.bundles.later')}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <IconArrowRight size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('renders.bundles.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('renders.bundles.remove')}
                    onClick={() => onRemove(index)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Group>
        </Card>
      ))}
    </div>
  );
}
