import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { HandlePosition, OpeningDirection } from '@roomcraft/contract';
import {
  deleteObjects,
  flipOpening,
  isDoor,
  moveOpening,
  OPENING_TYPE_CODES,
  type OpeningFields,
  type OpeningTypeCode,
  setOpeningProps,
} from '@roomcraft/scene';
import { IconFlipHorizontal, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MillimetreField } from '../../panels/fields.tsx';
import type { KindPanelProps } from '../kind.ts';

/** Type, size, sill, swing and handle of a door or window, and flipping it to the wall's other side. */
export function OpeningPanel({ editor, ids }: KindPanelProps) {
  const openingId = ids[0]!;
  const { t } = useTranslation();
  const opening = editor.floor.openings.find((o) => o.archiId === openingId);
  if (!opening) return null;
  const ro = editor.readOnly;
  const set = (fields: OpeningFields & { editorTypeCode?: OpeningTypeCode }) =>
    editor.dispatch(setOpeningProps, { openingIds: [openingId], ...fields });
  const door = isDoor(opening.editorTypeCode);
  return (
    <Stack gap="sm" data-testid="opening-panel">
      <Text fw={650}>{door ? t('editor.opening.door') : t('editor.opening.window')}</Text>
      <Select
        size="xs"
        label={t('editor.opening.type')}
        value={String(opening.editorTypeCode)}
        data={OPENING_TYPE_CODES.map((code) => ({
          value: String(code),
          label: t(`editor.openingTypes.${code}`),
        }))}
        onChange={(value) => value && set({ editorTypeCode: Number(value) as OpeningTypeCode })}
        allowDeselect={false}
        disabled={ro}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={2} spacing="xs">
        <MillimetreField
          label={t('editor.opening.width')}
          value={opening.width}
          min={100}
          disabled={ro}
          onCommit={(width) => set({ width })}
        />
        <MillimetreField
          label={t('editor.opening.height')}
          value={opening.height}
          min={100}
          disabled={ro}
          onCommit={(height) => set({ height })}
        />
        <MillimetreField
          label={t('editor.opening.sill')}
          value={opening.sillHeight}
          min={0}
          disabled={ro}
          onCommit={(sillHeight) => set({ sillHeight })}
        />
        <MillimetreField
          label={t('editor.opening.offset')}
          value={opening.offset}
          min={0}
          disabled={ro}
          onCommit={(offset) => editor.dispatch(moveOpening, { openingId, offset })}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="xs" fw={500}>
          {t('editor.opening.direction')}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={t('editor.opening.direction')}
          value={opening.openingDirection}
          onChange={(value) => set({ openingDirection: value as (typeof OpeningDirection)[number] })}
          data={OpeningDirection.map((d) => ({ value: d, label: t(`editor.opening.directions.${d}`) }))}
          disabled={ro}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="xs" fw={500}>
          {t('editor.opening.handle')}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={t('editor.opening.handle')}
          value={opening.handlePosition}
          onChange={(value) => set({ handlePosition: value as (typeof HandlePosition)[number] })}
          data={HandlePosition.map((h) => ({ value: h, label: t(`editor.opening.handles.${h}`) }))}
          disabled={ro}
        />
      </Stack>
      {!ro && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFlipHorizontal size={14} />}
            onClick={() => editor.dispatch(flipOpening, { openingIds: [openingId] })}
          >
            {t('editor.opening.flip')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => editor.dispatch(deleteObjects, { refs: [{ kind: 'opening', id: openingId }] })}
          >
            {t('editor.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
