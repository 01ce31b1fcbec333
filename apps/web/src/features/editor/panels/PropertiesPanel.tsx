import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RoomTypeItem } from '@roomcraft/contract';
import { deleteObjects, type Floor, indexFloor, measureFloorRoom, type ObjectRef } from '@roomcraft/scene';
import { IconTrash } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { editorKindOf } from '../kinds/registry.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import { MillimetreField } from './fields.tsx';

/** What is selected, and its properties to change; the plan's totals and drawing settings otherwise. */
export function PropertiesPanel({
  editor,
  floor,
  selection,
  roomTypes,
  korean,
}: {
  editor: PlanEditor;
  floor: Floor;
  selection: readonly ObjectRef[];
  roomTypes: readonly RoomTypeItem[] | undefined;
  korean: boolean;
}) {
  const { t } = useTranslation();
  const kinds = new Set(selection.map((r) => r.kind));
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  if (selection.length === 0) return <PlanSummary editor={editor} floor={floor} />;
  const kind = only && editorKindOf(only);
  if (kind?.Panel && (!kind.single || selection.length === 1)) {
    const ids = selection.map((r) => r.id);
    return <kind.Panel editor={editor} floor={floor} ids={ids} roomTypes={roomTypes} korean={korean} />;
  }
  if (only === 'corner' && selection.length === 1) {
    const p = indexFloor(floor).points.get(selection[0]!.id);
    return (
      <Stack gap="xs">
        <Text fw={650}>{t('editor.corner.title')}</Text>
        {p && (
          <Text size="sm" c="dimmed">
            x {Math.round(p.x)} mm · y {Math.round(p.y)} mm
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('editor.corner.explain')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={650}>{t('editor.selection.many', { count: selection.length })}</Text>
      {!editor.readOnly && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => editor.dispatch(deleteObjects, { refs: selection })}
          w="fit-content"
        >
          {t('editor.delete')}
        </Button>
      )}
    </Stack>
  );
}

/** Nothing selected: the floor's totals and the settings new walls are drawn with. */
function PlanSummary({ editor, floor }: { editor: PlanEditor; floor: Floor }) {
  const { t } = useTranslation();
  const settings = useSyncExternalStore(editor.settings.subscribe, editor.settings.get);
  const area = floor.rooms.reduce((sum, r) => sum + measureFloorRoom(floor, r).area, 0);
  return (
    <Stack gap="sm">
      <Text fw={650}>{t('editor.plan.title')}</Text>
      <SimpleGrid cols={3} spacing="xs">
        <Stat label={t('editor.plan.walls')} value={String(floor.walls.length)} testId="wall-count" />
        <Stat label={t('editor.plan.rooms')} value={String(floor.rooms.length)} testId="room-count" />
        <Stat label={t('editor.plan.area')} value={`${area.toFixed(2)} m²`} />
      </SimpleGrid>
      {!editor.readOnly && (
        <SimpleGrid cols={2} spacing="xs">
          <MillimetreField
            label={t('editor.plan.newWallThickness')}
            value={settings.wallThickness}
            min={10}
            max={2000}
            onCommit={(wallThickness) => editor.settings.set({ wallThickness })}
          />
          <Select
            size="xs"
            label={t('editor.plan.gridStep')}
            value={String(settings.gridStep)}
            data={['10', '50', '100', '250', '500'].map((v) => ({ value: v, label: `${v} mm` }))}
            onChange={(v) => v && editor.settings.set({ gridStep: Number(v) })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {editor.readOnly ? t('editor.plan.readOnlyExplain') : t('editor.plan.explain')}
      </Text>
    </Stack>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
