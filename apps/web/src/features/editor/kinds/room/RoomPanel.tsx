import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { deleteObjects, measureFloorRoom, type RoomTypeValue, setRoomProps } from '@roomcraft/scene';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RoomTemplates } from '../../../templates/editor/RoomTemplates.tsx';
import { CommittedText } from '../../panels/fields.tsx';
import { roomTypeLabel, roomTypeOptions } from '../../room-types/room-type-options.ts';
import type { KindPanelProps } from '../kind.ts';

/** A room's name and type, and its clear floor area in m² and pyeong. */
export function RoomPanel({ editor, ids, roomTypes, korean }: KindPanelProps) {
  const roomId = ids[0]!;
  const { t } = useTranslation();
  const floor = editor.floor;
  const room = floor.rooms.find((r) => r.archiId === roomId);
  if (!room) return null;
  const measure = measureFloorRoom(floor, room);
  const ro = editor.readOnly;
  const options = roomTypeOptions(roomTypes, korean);
  const common = options.filter((o) => !o.own);
  const own = options.filter((o) => o.own);
  // A retired type the room still uses stays selectable so its name shows.
  const current = options.some((o) => o.value === room.type)
    ? []
    : [{ value: room.type, label: roomTypeLabel(room.type, roomTypes, korean) }];
  const data = [
    {
      group: t('editor.room.commonTypes'),
      items: [...common.map(({ value, label }) => ({ value, label })), ...current],
    },
    ...(own.length > 0
      ? [{ group: t('editor.room.ownTypes'), items: own.map(({ value, label }) => ({ value, label })) }]
      : []),
  ];
  return (
    <Stack gap="sm" data-testid="room-panel">
      <Text fw={650}>{t('editor.room.title')}</Text>
      <CommittedText
        label={t('editor.room.name')}
        value={room.name}
        placeholder={roomTypeLabel(room.type, roomTypes, korean)}
        disabled={ro}
        onCommit={(name) => editor.dispatch(setRoomProps, { roomIds: [roomId], name })}
      />
      <Select
        size="xs"
        label={t('editor.room.type')}
        searchable
        value={room.type}
        data={data}
        allowDeselect={false}
        maxDropdownHeight={320}
        disabled={ro}
        onChange={(value) =>
          value && editor.dispatch(setRoomProps, { roomIds: [roomId], type: value as RoomTypeValue })
        }
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={2} spacing="xs">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('editor.room.area')}
          </Text>
          <Text fw={600} data-testid="room-area">
            {measure.area.toFixed(2)} m²
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('editor.room.pyeong')}
          </Text>
          <Text fw={600}>{measure.pyeong.toFixed(2)}평</Text>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('editor.room.centreline', { area: measure.centrelineArea.toFixed(2) })}
      </Text>
      <RoomTemplates editor={editor} roomId={roomId} />
      {!ro && (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => editor.dispatch(deleteObjects, { refs: [{ kind: 'room', id: roomId }] })}
          >
            {t('editor.room.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
