import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { RoomTypeItem } from '@roomcraft/contract';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The room types in the order designers see them. With `reorder` set, rows move by drag and drop
 * or by their arrow buttons (for the keyboard); own types have a menu to rename or remove them.
 */
export function RoomTypeList({
  items,
  reorder,
  onRename,
  onRemove,
}: {
  items: readonly RoomTypeItem[];
  reorder?: (from: number, to: number) => void;
  onRename(type: RoomTypeItem): void;
  onRemove(type: RoomTypeItem): void;
}) {
  const { t, i18n } = useTranslation();
  const korean = i18n.language === 'ko';
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  return (
    <Stack gap={6} data-testid="room-type-list">
      {items.map((type, index) => {
        const [first, second] = korean && type.nameKo ? [type.nameKo, type.name] : [type.name, type.nameKo];
        return (
          <Paper
            key={type.id}
            withBorder
            radius="md"
            px="sm"
            py={6}
            data-testid="room-type-row"
            data-name={type.name}
            draggable={reorder !== undefined}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(e) => {
              if (dragged === undefined) return;
              e.preventDefault();
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(undefined);
              setOver(undefined);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== undefined && dragged !== index) reorder?.(dragged, index);
              setDragged(undefined);
              setOver(undefined);
            }}
            style={{
              opacity: dragged === index ? 0.5 : type.deleted ? 0.65 : 1,
              borderColor:
                over === index && dragged !== index ? 'var(--mantine-primary-color-filled)' : undefined,
              cursor: reorder ? 'grab' : undefined,
            }}
          >
            <Group gap="sm" wrap="nowrap">
              {reorder && <IconGripVertical size={16} color="var(--mantine-color-dimmed)" aria-hidden />}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={550} truncate>
                  {first}
                </Text>
                {second && (
                  <Text size="xs" c="dimmed" truncate>
                    {second}
                  </Text>
                )}
              </Stack>
              {type.deleted ? (
                <Badge color="gray" variant="light">
                  {t('enterprise.roomTypes.retiredBadge')}
                </Badge>
              ) : (
                <Badge color={type.common ? 'gray' : 'brand'} variant={type.common ? 'outline' : 'light'}>
                  {type.common ? t('enterprise.roomTypes.commonBadge') : t('enterprise.roomTypes.ownBadge')}
                </Badge>
              )}
              {reorder && (
                <Group gap={0}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    aria-label={t('enterprise.roomTypes.moveUp', { name: type.name })}
                    onClick={() => reorder(index, index - 1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === items.length - 1}
                    aria-label={t('enterprise.roomTypes.moveDown', { name: type.name })}
                    onClick={() => reorder(index, index + 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              )}
              {!type.common ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('enterprise.roomTypes.actionsFor', { name: type.name })}
                    >
                      <IconDots size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {!type.deleted && (
                      <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(type)}>
                        {t('enterprise.roomTypes.rename')}
                      </Menu.Item>
                    )}
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => onRemove(type)}
                    >
                      {t('enterprise.roomTypes.remove')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : (
                <span style={{ width: 28 }} />
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
