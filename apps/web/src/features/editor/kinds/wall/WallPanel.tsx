import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { deleteObjects, setWallProps, splitWall, wallLength } from '@roomcraft/scene';
import { IconCut, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMillimetres } from '../../model/units.ts';
import { MillimetreField } from '../../panels/fields.tsx';
import type { KindPanelProps } from '../kind.ts';

const same = (values: number[]) => (values.every((v) => v === values[0]) ? values[0] : undefined);

/** Thickness and height of the selected walls; length, split and delete. */
export function WallPanel({ editor, ids: wallIds }: KindPanelProps) {
  const { t } = useTranslation();
  const floor = editor.floor;
  const walls = floor.walls.filter((w) => wallIds.includes(w.archiId));
  if (walls.length === 0) return null;
  const single = walls.length === 1 ? walls[0] : undefined;
  const ro = editor.readOnly;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={650}>
          {single ? t('editor.wall.title') : t('editor.wall.titleMany', { count: walls.length })}
        </Text>
        {single && (
          <Text size="sm" c="dimmed" data-testid="wall-length">
            {t('editor.wall.length', { length: formatMillimetres(wallLength(floor, single)) })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <MillimetreField
          label={t('editor.wall.thickness')}
          value={same(walls.map((w) => w.thickness))}
          min={10}
          max={2000}
          disabled={ro}
          onCommit={(thickness) => editor.dispatch(setWallProps, { wallIds: [...wallIds], thickness })}
        />
        <MillimetreField
          label={t('editor.wall.height')}
          value={same(walls.map((w) => w.height))}
          min={100}
          max={20_000}
          disabled={ro}
          onCommit={(height) => editor.dispatch(setWallProps, { wallIds: [...wallIds], height })}
        />
      </SimpleGrid>
      {!ro && (
        <Group gap="xs">
          {single && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCut size={14} />}
              onClick={() => editor.dispatch(splitWall, { wallId: single.archiId })}
            >
              {t('editor.wall.split')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => editor.dispatch(deleteObjects, { refs: editor.selection })}
          >
            {t('editor.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
