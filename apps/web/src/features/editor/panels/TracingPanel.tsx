import { Alert, Button, FileButton, Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Floor, setTracingImage } from '@roomcraft/scene';
import { IconPhotoUp, IconRuler2, IconTrash } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import { uploadTracingImage, useTracingImage } from '../tracing/tracing-images.ts';

/** Largest floor-plan image taken, bytes. */
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** A floor-plan image to trace over: upload, set its scale from a known length, opacity, remove. */
export function TracingPanel({ editor, floor }: { editor: PlanEditor; floor: Floor }) {
  const { t } = useTranslation();
  const image = floor.tracingImage;
  const stored = useTracingImage(editor.projectId, image?.blobId);
  const [uploading, setUploading] = useState(false);
  const path = useSyncExternalStore(editor.subscribe, editor.getToolPath);
  const [length, setLength] = useState<string | number>('');
  const ro = editor.readOnly;

  const upload = async (file: File | null) => {
    if (!file || !editor.projectId) return;
    if (file.size > MAX_IMAGE_BYTES) {
      notifications.show({ color: 'red', message: t('editor.tracing.tooLarge') });
      return;
    }
    setUploading(true);
    try {
      const read = await uploadTracingImage(editor.projectId, file);
      const view = editor.viewport.visibleBounds();
      const scale = ((view.maxX - view.minX) * 0.7) / read.width;
      editor.dispatch(setTracingImage, {
        image: {
          blobId: read.blobId,
          scaleMmPerPixel: scale,
          offset: {
            x: (view.minX + view.maxX) / 2 - (read.width * scale) / 2,
            y: (view.minY + view.maxY) / 2 - (read.height * scale) / 2,
          },
          rotation: 0,
          opacity: 0.5,
        },
      });
      editor.setTool('calibrate');
    } catch (error) {
      // The server's refusal says what was wrong; a file the browser cannot decode never left.
      const message = error instanceof ApiError ? error.message : t('editor.tracing.unreadable');
      notifications.show({ color: 'red', message: t('editor.tracing.failed', { reason: message }) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="tracing-panel">
      <Text fw={650}>{t('editor.tracing.title')}</Text>
      {!image && !ro && (
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={uploading}
              leftSection={<IconPhotoUp size={14} />}
            >
              {t('editor.tracing.upload')}
            </Button>
          )}
        </FileButton>
      )}
      {!image && (
        <Text size="xs" c="dimmed">
          {t('editor.tracing.explain')}
        </Text>
      )}
      {image && stored === null && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="xs">{t('editor.tracing.elsewhere')}</Text>
        </Alert>
      )}
      {image && (
        <>
          <Stack gap={2}>
            <Text size="xs" fw={500}>
              {t('editor.tracing.opacity')}
            </Text>
            <Slider
              size="sm"
              min={0.05}
              max={1}
              step={0.05}
              value={image.opacity}
              label={(v) => `${Math.round(v * 100)}%`}
              disabled={ro}
              aria-label={t('editor.tracing.opacity')}
              onChange={(opacity) => editor.dispatch(setTracingImage, { image: { ...image, opacity } })}
            />
          </Stack>
          <Text size="xs" c="dimmed">
            {t('editor.tracing.scale', { mm: image.scaleMmPerPixel.toFixed(2) })}
          </Text>
          {path === 'calibrate.entering' && (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                size="xs"
                label={t('editor.tracing.realLength')}
                suffix=" mm"
                min={1}
                value={length}
                onChange={setLength}
                style={{ flex: 1 }}
              />
              <Button size="xs" onClick={() => Number(length) > 0 && editor.applyCalibration(Number(length))}>
                {t('editor.tracing.apply')}
              </Button>
            </Group>
          )}
          {!ro && (
            <Group gap="xs">
              <Button
                size="xs"
                variant={path.startsWith('calibrate.') ? 'filled' : 'default'}
                leftSection={<IconRuler2 size={14} />}
                onClick={() => editor.setTool('calibrate')}
              >
                {t('editor.tracing.setScale')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => editor.dispatch(setTracingImage, { image: null })}
              >
                {t('editor.tracing.remove')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
