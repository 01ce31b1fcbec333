import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { deleteCameras, moveCamera, renameCamera, setCameraFov } from '@roomcraft/scene';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanEditor } from '../model/plan-editor.ts';
import { CommittedText, MillimetreField } from './fields.tsx';

/** A saved camera: its name, eye height and field of view, a look through it in 3D, and delete. */
export function CameraPanel({ editor, cameraId }: { editor: PlanEditor; cameraId: string }) {
  const { t } = useTranslation();
  const camera = editor.floor.cameras.find((c) => c.archiId === cameraId);
  if (!camera) return null;
  const readOnly = editor.readOnly;
  return (
    <Stack gap="xs" data-testid="camera-panel">
      <Text fw={650}>{t('editor.camera.title')}</Text>
      <CommittedText
        label={t('editor.camera.name')}
        value={camera.name}
        disabled={readOnly}
        onCommit={(name) => name && editor.dispatch(renameCamera, { cameraId, name: name.slice(0, 60) })}
      />
      <Group grow gap="xs" align="flex-start">
        <MillimetreField
          label={t('editor.camera.height')}
          value={camera.position.z}
          min={100}
          max={20_000}
          disabled={readOnly}
          testId="camera-height"
          onCommit={(height) => editor.dispatch(moveCamera, { cameraId, height })}
        />
        <FovField
          label={t('editor.camera.fov')}
          value={camera.fovDeg}
          disabled={readOnly}
          onCommit={(fovDeg) => editor.dispatch(setCameraFov, { cameraId, fovDeg })}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('editor.camera.explain')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          onClick={() => editor.lookThrough(camera)}
        >
          {t('editor.camera.lookThrough')}
        </Button>
        {!readOnly && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => editor.dispatch(deleteCameras, { cameraIds: [cameraId] })}
          >
            {t('editor.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The vertical field of view in degrees, committed on Enter or when the field is left. */
function FovField({
  label,
  value,
  disabled,
  onCommit,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | number>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const next = Number(draft);
    if (Number.isFinite(next) && next >= 10 && next <= 120 && next !== value) onCommit(next);
    else setDraft(value);
  };
  return (
    <NumberInput
      size="xs"
      label={label}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          commit();
          e.currentTarget.blur();
        }
      }}
      min={10}
      max={120}
      decimalScale={0}
      suffix="°"
      disabled={disabled}
      data-testid="camera-fov"
    />
  );
}
