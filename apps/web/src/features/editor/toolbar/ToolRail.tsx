import { ActionIcon, Divider, Kbd, Stack, Text, Tooltip } from '@mantine/core';
import { isDoor } from '@roomcraft/scene';
import {
  IconBorderOuter,
  IconCamera,
  IconDoor,
  IconPointer,
  IconRuler2,
  IconWall,
  IconWindow,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../editor.module.css';
import { KIND_TOOLS } from '../kinds/registry.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import type { ToolId } from '../tools/tool.ts';

function RailButton({
  label,
  shortcut,
  active,
  onClick,
  children,
}: {
  label: string;
  shortcut: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip
      position="right"
      label={
        <Text size="xs">
          {label} <Kbd size="xs">{shortcut}</Kbd>
        </Text>
      }
    >
      <ActionIcon
        size={40}
        radius="md"
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'brand' : 'gray'}
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The tools, down the left side, each with its key. */
export function ToolRail({ editor }: { editor: PlanEditor }) {
  const { t } = useTranslation();
  const path = useSyncExternalStore(editor.subscribe, editor.getToolPath);
  const tool = path.split('.')[0];
  const typeCode = useSyncExternalStore(editor.subscribe, () => editor.openingTool.typeCode);
  const placing = tool === 'opening' ? typeCode : undefined;
  const settings = editor.settings.get();
  return (
    <nav className={classes.rail} aria-label={t('editor.tools.label')}>
      <Stack gap={4}>
        <RailButton
          label={t('editor.tools.select')}
          shortcut="V"
          active={tool === 'select'}
          onClick={() => editor.setTool('select')}
        >
          <IconPointer size={20} />
        </RailButton>
        {!editor.readOnly && (
          <>
            <Divider my={4} />
            <RailButton
              label={t('editor.tools.wall')}
              shortcut="W"
              active={tool === 'wall'}
              onClick={() => editor.setTool('wall')}
            >
              <IconWall size={20} />
            </RailButton>
            <RailButton
              label={t('editor.tools.room')}
              shortcut="R"
              active={tool === 'room'}
              onClick={() => editor.setTool('room')}
            >
              <IconBorderOuter size={20} />
            </RailButton>
            <RailButton
              label={t('editor.tools.door')}
              shortcut="D"
              active={placing !== undefined && isDoor(placing)}
              onClick={() => editor.placeOpenings(settings.doorType)}
            >
              <IconDoor size={20} />
            </RailButton>
            <RailButton
              label={t('editor.tools.window')}
              shortcut="N"
              active={placing !== undefined && !isDoor(placing)}
              onClick={() => editor.placeOpenings(settings.windowType)}
            >
              <IconWindow size={20} />
            </RailButton>
            <RailButton
              label={t('editor.tools.camera')}
              shortcut="C"
              active={tool === 'camera'}
              onClick={() => editor.setTool('camera')}
            >
              <IconCamera size={20} />
            </RailButton>
            {KIND_TOOLS.map((kindTool) => (
              <RailButton
                key={kindTool.id}
                label={t(kindTool.label)}
                shortcut={kindTool.key.toUpperCase()}
                active={tool === kindTool.id}
                onClick={() => editor.setTool(kindTool.id as ToolId)}
              >
                <kindTool.icon size={20} />
              </RailButton>
            ))}
          </>
        )}
        <Divider my={4} />
        <RailButton
          label={t('editor.tools.measure')}
          shortcut="M"
          active={tool === 'measure'}
          onClick={() => editor.setTool('measure')}
        >
          <IconRuler2 size={20} />
        </RailButton>
      </Stack>
    </nav>
  );
}
