import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileTypePng, IconFileTypeSvg } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportPng, exportSvg, fileNameOf } from '../export/download.ts';
import type { PlanSvgOptions } from '../export/plan-svg.ts';
import type { PlanEditor } from '../model/plan-editor.ts';

/** Downloads the active floor's plan with its dimensions, as PNG or SVG. */
export function ExportMenu({
  editor,
  projectName,
  options,
}: {
  editor: PlanEditor;
  projectName: string;
  options: Omit<PlanSvgOptions, 'title'>;
}) {
  const { t } = useTranslation();
  const floor = () => editor.floor;
  const settings = () => ({ ...options, title: `${projectName} · ${floor().title}` });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconDownload size={16} />}>
          {t('editor.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypePng size={16} />}
          onClick={() =>
            void exportPng(floor(), settings(), fileNameOf(projectName, floor().title, 'png')).catch(() =>
              notifications.show({ color: 'red', message: t('editor.export.failed') }),
            )
          }
        >
          {t('editor.export.png')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypeSvg size={16} />}
          onClick={() => exportSvg(floor(), settings(), fileNameOf(projectName, floor().title, 'svg'))}
        >
          {t('editor.export.svg')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
