import { ActionIcon, Center, Loader, Modal, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tour } from '../model/tour.ts';
import classes from './Gallery.module.css';

// three.js is loaded only when a tour is opened.
const TourViewer = lazy(() => import('../viewers/TourViewer.tsx').then((m) => ({ default: m.TourViewer })));

/** A 720° tour over the whole screen. */
export function TourModal({
  tour,
  startAt,
  onClose,
}: {
  tour: Tour | null;
  startAt?: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const close = (
    <Tooltip label={t('renders.lightbox.close')}>
      <ActionIcon variant="default" size="lg" onClick={onClose} aria-label={t('renders.lightbox.close')}>
        <IconX size={18} />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Modal.Root opened={!!tour} onClose={onClose} fullScreen padding={0}>
      <Modal.Content className={classes.lightbox}>
        <Modal.Body className={classes.lightboxBody}>
          <Modal.Title className={classes.hiddenTitle}>{t('renders.viewer.tour')}</Modal.Title>
          {tour && (
            <div className={classes.lightboxMain}>
              <Suspense
                fallback={
                  <Center h="100%">
                    <Loader color="gray" />
                  </Center>
                }
              >
                <TourViewer tour={tour} initialImageId={startAt} toolbarExtra={close} />
              </Suspense>
            </div>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
