import {
  ActionIcon,
  Button,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  addFloor,
  type Design,
  deleteFloor,
  renameFloor,
  reorderFloors,
  setActiveFloor,
} from '@roomcraft/scene';
import { IconChevronDown, IconChevronUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../editor.module.css';
import type { PlanEditor } from '../model/plan-editor.ts';

/** The design's floors: switch, add, rename, reorder and delete (never the last one). */
export function FloorsPanel({ editor, design }: { editor: PlanEditor; design: Design }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | undefined>();
  const ro = editor.readOnly;
  const ids = design.floors.map((f) => f.id);
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    editor.dispatch(reorderFloors, { floorIds: next });
  };
  return (
    <Stack gap={6} data-testid="floors-panel">
      <Group justify="space-between">
        <Text fw={650}>{t('editor.floors.title')}</Text>
        {!ro && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => editor.dispatch(addFloor, {})}
          >
            {t('editor.floors.add')}
          </Button>
        )}
      </Group>
      {design.floors.map((floor, index) => (
        <div
          key={floor.id}
          className={classes.floorRow}
          data-active={floor.id === design.activeFloorId}
          data-testid="floor-row"
        >
          {renaming === floor.id ? (
            <TextInput
              size="xs"
              autoFocus
              defaultValue={floor.title}
              aria-label={t('editor.floors.rename')}
              onBlur={(e) => {
                const title = e.currentTarget.value.trim();
                if (title && title !== floor.title)
                  editor.dispatch(renameFloor, { floorId: floor.id, title });
                setRenaming(undefined);
              }}
              onKeyDown={(e) => {
                e.stopPropagation();
                if (e.key === 'Enter') e.currentTarget.blur();
                if (e.key === 'Escape') setRenaming(undefined);
              }}
              style={{ flex: 1 }}
            />
          ) : (
            <UnstyledButton
              style={{ flex: 1, minWidth: 0 }}
              aria-current={floor.id === design.activeFloorId}
              onClick={() =>
                floor.id !== design.activeFloorId && editor.dispatch(setActiveFloor, { floorId: floor.id })
              }
            >
              <Text size="sm" truncate inherit>
                {floor.title}
                <Text span size="xs" c="dimmed" ml={6}>
                  {(floor.elevation / 1000).toFixed(2)} m
                </Text>
              </Text>
            </UnstyledButton>
          )}
          {!ro && (
            <Group gap={0} wrap="nowrap">
              <Tooltip label={t('editor.floors.rename')}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={t('editor.floors.rename')}
                  onClick={() => setRenaming(floor.id)}
                >
                  <IconPencil size={14} />
                </ActionIcon>
              </Tooltip>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={t('editor.floors.up')}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <IconChevronUp size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={t('editor.floors.down')}
                disabled={index === design.floors.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconChevronDown size={14} />
              </ActionIcon>
              <DeleteFloor
                disabled={design.floors.length === 1}
                title={floor.title}
                onDelete={() => editor.dispatch(deleteFloor, { floorId: floor.id })}
              />
            </Group>
          )}
        </div>
      ))}
    </Stack>
  );
}

function DeleteFloor({
  title,
  disabled,
  onDelete,
}: {
  title: string;
  disabled: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label={t('editor.floors.delete')}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={220}>
          <Text size="sm">{t('editor.floors.confirmDelete', { title })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button size="compact-xs" variant="default" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              size="compact-xs"
              color="red"
              onClick={() => {
                setOpened(false);
                onDelete();
              }}
            >
              {t('editor.delete')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
