import { ActionIcon, Button, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Image } from '@roomcraft/contract';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { imageFileUrl } from '../api.ts';

const FORMATS = [
  { f: 'jpeg', ext: 'jpg' },
  { f: 'png', ext: 'png' },
  { f: 'webp', ext: 'webp' },
] as const;

const fileName = (image: Image, ext: string) =>
  `${image.name.replace(/[\\/:*?"<>|]+/g, '-').trim() || image.id}.${ext}`;

/** Downloads the full-size picture as JPEG (as stored), PNG or WebP (converted by the server). */
export function DownloadMenu({
  image,
  variant = 'default',
}: {
  image: Image;
  variant?: 'default' | 'white';
}) {
  const { t } = useTranslation();
  // On a phone the bar has room for an icon only.
  const compact = useMediaQuery('(max-width: 36em)');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {compact ? (
          <ActionIcon variant={variant} size="lg" aria-label={t('renders.download.label')}>
            <IconDownload size={18} />
          </ActionIcon>
        ) : (
          <Button
            variant={variant}
            size="xs"
            leftSection={<IconDownload size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            {t('renders.download.label')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {image.resolution.x} × {image.resolution.y}
        </Menu.Label>
        {FORMATS.map(({ f, ext }) => (
          <Menu.Item
            key={f}
            component="a"
            href={imageFileUrl(image.id, f === 'jpeg' ? {} : { f })}
            download={fileName(image, ext)}
          >
            {t(`renders.download.${f}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
