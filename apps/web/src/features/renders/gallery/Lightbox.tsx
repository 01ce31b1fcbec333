import { ActionIcon, Center, Loader, Modal } from '@mantine/core';
import type { Image } from '@roomcraft/contract';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Gallery.module.css';
import { LightboxBar } from './LightboxBar.tsx';
import { ZoomPan } from './zoom-pan.ts';

// three.js is loaded only when a panorama is opened.
const PanoramaViewer = lazy(() =>
  import('../viewers/PanoramaViewer.tsx').then((m) => ({ default: m.PanoramaViewer })),
);
// …and for a bake, only when its walk-through is opened.
const BakedViewer = lazy(() =>
  import('../viewers/baked/BakedViewer.tsx').then((m) => ({ default: m.BakedViewer })),
);

/** A flat picture filling the screen, zoomed and panned by ZoomPan. */
function ZoomablePicture({ image, zoom }: { image: Image; zoom: { current: ZoomPan | null } }) {
  const frame = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const created = new ZoomPan(frame.current!, picture.current!);
    zoom.current = created;
    return () => {
      created.dispose();
      zoom.current = null;
    };
  }, [zoom]);
  return (
    <div ref={frame} className={classes.stage} style={{ cursor: 'zoom-in' }} tabIndex={-1} data-autofocus>
      <img
        ref={picture}
        src={image.imageUrl ?? ''}
        alt={image.name}
        className={classes.stagePicture}
        draggable={false}
      />
    </div>
  );
}

const isPanorama = (image: Image) => image.type === 'PANORAMA' || image.type === 'TOUR_720';
const isFlat = (image: Image) => !isPanorama(image) && image.type !== 'BAKING';

/** The gallery's pictures one at a time: arrows step, Esc closes, zoom, download; panoramas open in the viewer. */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: Image[];
  index: number | null;
  onIndex(index: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const zoom = useRef<ZoomPan | null>(null);
  const image = index === null ? undefined : images[index];
  const step = (by: number) => index !== null && onIndex((index + by + images.length) % images.length);

  useEffect(() => {
    if (!image) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === '+' || event.key === '=') zoom.current?.zoomBy(1.5);
      else if (event.key === '-') zoom.current?.zoomBy(1 / 1.5);
      else if (event.key === '0') zoom.current?.reset();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal.Root opened={!!image} onClose={onClose} fullScreen padding={0}>
      <Modal.Content className={classes.lightbox}>
        <Modal.Body className={classes.lightboxBody}>
          {image && (
            <>
              <LightboxBar
                image={image}
                position={index ?? 0}
                total={images.length}
                zoom={
                  isFlat(image)
                    ? { by: (f) => zoom.current?.zoomBy(f), reset: () => zoom.current?.reset() }
                    : undefined
                }
                onClose={onClose}
              />
              <div className={classes.lightboxMain}>
                {image.type === 'BAKING' ? (
                  <Suspense fallback={<Loader color="gray" />}>
                    <BakedViewer key={image.id} imageId={image.id} />
                  </Suspense>
                ) : isPanorama(image) ? (
                  <Suspense
                    fallback={
                      <Center h="100%">
                        <Loader color="gray" />
                      </Center>
                    }
                  >
                    <PanoramaViewer
                      key={image.id}
                      imageUrl={image.imageUrl ?? ''}
                      imageWidth={image.resolution.x}
                    />
                  </Suspense>
                ) : (
                  <ZoomablePicture key={image.id} image={image} zoom={zoom} />
                )}
                {images.length > 1 && (
                  <>
                    <ActionIcon
                      className={classes.navLeft}
                      size={44}
                      radius="xl"
                      variant="white"
                      color="dark"
                      onClick={() => step(-1)}
                      aria-label={t('renders.lightbox.previous')}
                    >
                      <IconChevronLeft size={24} />
                    </ActionIcon>
                    <ActionIcon
                      className={classes.navRight}
                      size={44}
                      radius="xl"
                      variant="white"
                      color="dark"
                      onClick={() => step(1)}
                      aria-label={t('renders.lightbox.next')}
                    >
                      <IconChevronRight size={24} />
                    </ActionIcon>
                  </>
                )}
              </div>
            </>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
