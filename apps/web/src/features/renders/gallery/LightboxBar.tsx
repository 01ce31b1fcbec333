import { ActionIcon, Badge, Group, Modal, Text, Tooltip } from '@mantine/core';
import type { Image } from '@roomcraft/contract';
import { IconX, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import { renderTypeOfImage } from '../model/render-types.ts';
import { StandInNotice } from '../stand-ins/StandInNotice.tsx';
import { useRenderName } from '../use-render-name.ts';
import { DownloadMenu } from './DownloadMenu.tsx';
import classes from './Gallery.module.css';

function BarButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="transparent"
        size="lg"
        className={classes.barIcon}
        onClick={onClick}
        aria-label={label}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The lightbox's top bar: what the picture is, where it is in the list, zoom, download, close. */
export function LightboxBar({
  image,
  position,
  total,
  zoom,
  onClose,
}: {
  image: Image;
  position: number;
  total: number;
  /** Zoom controls, for flat pictures (a panorama zooms itself). */
  zoom?: { by(factor: number): void; reset(): void };
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const type = renderTypeOfImage(image.type);
  const name = useRenderName()(image.name, image.type);
  return (
    <Group justify="space-between" className={classes.lightboxBar} wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge
          variant="light"
          color="gray"
          leftSection={<type.icon size={12} />}
          visibleFrom="sm"
          style={{ flexShrink: 0 }}
        >
          {t(`renders.types.${type.key}.label`)}
        </Badge>
        <Modal.Title fw={600} c="white" className={classes.lightboxTitle}>
          {name}
        </Modal.Title>
        <Text size="sm" c="gray.5" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {image.resolution.x} × {image.resolution.y} · {formatDateTime(image.createdAt, i18n.language)}
        </Text>
        <StandInNotice standIns={image.standIns} lines={1} color="orange.4" />
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="gray.5" mr={4} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('renders.lightbox.position', { index: position + 1, total })}
        </Text>
        {zoom && (
          <Group gap={6} wrap="nowrap" visibleFrom="sm">
            <BarButton label={t('renders.viewer.zoomOut')} onClick={() => zoom.by(1 / 1.5)}>
              <IconZoomOut size={18} />
            </BarButton>
            <BarButton label={t('renders.lightbox.fit')} onClick={zoom.reset}>
              <IconZoomReset size={18} />
            </BarButton>
            <BarButton label={t('renders.viewer.zoomIn')} onClick={() => zoom.by(1.5)}>
              <IconZoomIn size={18} />
            </BarButton>
          </Group>
        )}
        <DownloadMenu image={image} variant="white" />
        <BarButton label={t('renders.lightbox.close')} onClick={onClose}>
          <IconX size={20} />
        </BarButton>
      </Group>
    </Group>
  );
}
