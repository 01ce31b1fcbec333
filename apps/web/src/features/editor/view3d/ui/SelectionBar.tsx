import { ActionIcon, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCopy,
  IconLayersLinked,
  IconLayersOff,
  IconLock,
  IconLockOpen,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { groupSelected, ungroupSelected } from '../controller/group-commands.ts';
import { deleteSelected, duplicateSelected, toggleLock } from '../controller/item-commands.ts';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController } from '../controller/view3d-controller.ts';
import { OptionPicker } from './OptionPicker.tsx';

/**
 * Commands for the selected items: switch the product's option, group or ungroup, duplicate, lock,
 * delete; and how to move and turn them (drag the product, turn its ring).
 */
export function SelectionBar({ controller }: { controller: View3DController }) {
  const { t } = useTranslation();
  const selected = useViewState(controller, (s) => s.selectedItem);
  if (!selected || controller.readOnly) return null;
  const item = controller.floor().items.find((i) => i.archiId === selected.id);
  const name = item && (item.nickname || controller.directory.catalog.known(item.productId)?.name);
  return (
    <Paper
      shadow="sm"
      radius="md"
      p={6}
      px="sm"
      withBorder
      style={{ pointerEvents: 'auto' }}
      aria-label={t('view3d.selection')}
    >
      <Group gap="xs" wrap="nowrap">
        {name && (
          <Text size="sm" fw={500}>
            {name}
          </Text>
        )}
        {selected.members.length > 1 && (
          <Badge variant="light">{t('view3d.groupSize', { count: selected.members.length })}</Badge>
        )}
        {selected.members.length === 1 && <OptionPicker controller={controller} itemId={selected.id} />}
        {selected.grouped ? (
          <Tooltip label={t('view3d.ungroup')}>
            <ActionIcon
              variant="default"
              aria-label={t('view3d.ungroup')}
              onClick={() => ungroupSelected(controller)}
            >
              <IconLayersOff size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          selected.members.length > 1 && (
            <Tooltip label={t('view3d.group')}>
              <ActionIcon
                variant="default"
                aria-label={t('view3d.group')}
                onClick={() => groupSelected(controller)}
              >
                <IconLayersLinked size={16} />
              </ActionIcon>
            </Tooltip>
          )
        )}
        <Tooltip label={t('view3d.duplicate')}>
          <ActionIcon
            variant="default"
            aria-label={t('view3d.duplicate')}
            onClick={() => duplicateSelected(controller)}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={selected.locked ? t('view3d.unlock') : t('view3d.lock')}>
          <ActionIcon
            variant={selected.locked ? 'filled' : 'default'}
            aria-label={selected.locked ? t('view3d.unlock') : t('view3d.lock')}
            onClick={() => toggleLock(controller)}
          >
            {selected.locked ? <IconLock size={16} /> : <IconLockOpen size={16} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('view3d.delete')}>
          <ActionIcon
            variant="default"
            color="red"
            aria-label={t('view3d.delete')}
            disabled={selected.locked}
            onClick={() => deleteSelected(controller)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
        {selected.overlaps > 0 && (
          <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
            {t('view3d.overlaps', { count: selected.overlaps })}
          </Badge>
        )}
        {!selected.locked && (
          <Text size="xs" c="dimmed">
            {t('view3d.dragHint')}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
