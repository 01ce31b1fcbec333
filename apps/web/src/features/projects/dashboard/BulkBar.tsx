import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconFolderSymlink, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Selection } from './use-selection.ts';

/** What can be done to the selected projects at once; appears while anything is selected. */
export function BulkBar({
  selection,
  mode,
  busy,
  onMove,
  onTrash,
  onRestore,
}: {
  selection: Selection;
  mode: 'active' | 'trash';
  busy: boolean;
  onMove?(ids: string[]): void;
  onTrash?(ids: string[]): void;
  onRestore?(ids: string[]): void;
}) {
  const { t } = useTranslation();
  if (selection.selected.length === 0) return null;
  const ids = selection.selected;
  return (
    <Paper
      shadow="md"
      radius="lg"
      px="md"
      py={10}
      mb="md"
      pos="sticky"
      top={76}
      style={{ zIndex: 5, borderColor: 'var(--mantine-color-brand-3)' }}
      role="region"
      aria-label={t('projects.bulk.label')}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <Checkbox
            checked={selection.allSelected}
            indeterminate={!selection.allSelected}
            onChange={() => (selection.allSelected ? selection.clear() : selection.selectAll())}
            aria-label={t('projects.bulk.selectAll')}
          />
          <Text size="sm" fw={600}>
            {t('projects.bulk.selected', { count: ids.length })}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {mode === 'active' && onMove && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFolderSymlink size={15} />}
              onClick={() => onMove(ids)}
            >
              {t('projects.bulk.move')}
            </Button>
          )}
          {mode === 'active' && onTrash && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={15} />}
              loading={busy}
              onClick={() => {
                onTrash(ids);
                selection.clear();
              }}
            >
              {t('projects.bulk.trash')}
            </Button>
          )}
          {mode === 'trash' && onRestore && (
            <Button
              size="xs"
              leftSection={<IconArrowBackUp size={15} />}
              loading={busy}
              onClick={() => {
                onRestore(ids);
                selection.clear();
              }}
            >
              {t('projects.bulk.restore')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={15} />}
            onClick={selection.clear}
          >
            {t('projects.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
