import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RenderJob } from '@roomcraft/contract';
import { IconAlertCircle, IconPhotoSpark } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../ui/error-text.ts';
import { QuotaExhaustedAlert } from '../../billing/QuotaExhaustedAlert.tsx';
import { useEngines, useQuota, useRequestRenders } from '../api.ts';
import { type CameraInput, nameCameras } from '../model/cameras.ts';
import { placeRenderError } from '../model/render-errors.ts';
import { RENDER_TYPES, renderTypeOf } from '../model/render-types.ts';
import { pickTier, shortfall, type Tier, tierOptions } from '../model/tiers.ts';
import { CameraPicker } from './CameraPicker.tsx';
import { type Engine, EnginePicker, engineUsable } from './EnginePicker.tsx';
import { TierPicker } from './TierPicker.tsx';
import { TypePicker } from './TypePicker.tsx';
import { useProblemText } from './use-problem-text.ts';

export interface RenderDialogProps {
  projectId: string;
  /** The editor session the jobs belong to, so its queue panel shows them. */
  sessionId?: string;
  floorId?: string;
  /** Cameras placed in the editor, in plan millimetres. */
  cameras: CameraInput[];
  /** Cameras that depend on the type (suggested ones, where the editor placed none); wins over `cameras`. */
  camerasFor?(type: number): CameraInput[];
  opened: boolean;
  onClose(): void;
  /** Called with the queued jobs once the server accepted the request. */
  onRequested?(jobs: RenderJob[]): void;
  /** The type selected when the dialog opens. */
  initialType?: number;
  /** Where cameras are placed without leaving the dialog (the editor's placer on the floor's plan). */
  placer?: ReactNode;
}

/** Asks for renders of the project's design: type, tier (with the units left), engine, cameras. */
export function RenderDialog(props: RenderDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size={760}
      title={
        <Group gap="xs">
          <IconPhotoSpark size={20} stroke={1.7} />
          <Text fw={650}>{t('renders.dialog.title')}</Text>
        </Group>
      }
    >
      <DialogBody {...props} />
    </Modal>
  );
}

function DialogBody({
  projectId,
  sessionId,
  floorId,
  cameras,
  camerasFor,
  onClose,
  onRequested,
  initialType,
  placer,
}: RenderDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const quota = useQuota();
  const engines = useEngines(true);
  const request = useRequestRenders();
  const [type, setType] = useState(
    initialType ?? (cameras.length > 0 || camerasFor ? RENDER_TYPES[0]!.type : 1),
  );
  const [chosenTier, setTier] = useState<Tier | null>(null);
  const [chosenEngine, setEngine] = useState<Engine>('CYCLES');
  // Which cameras are ticked, per type (all of them until the person changes it).
  const [ticked, setTicked] = useState<Record<number, number[]>>({});
  const named = nameCameras(camerasFor?.(type) ?? cameras, (i) =>
    t('renders.dialog.cameraName', { number: i + 1 }),
  );
  const selected = ticked[type] ?? named.map((_, i) => i);
  const setSelected = (indices: number[]) => setTicked((all) => ({ ...all, [type]: indices }));

  const info = renderTypeOf(type);
  const options = tierOptions(type, quota.data);
  const tier = pickTier(options, chosenTier);
  const option = options.find((o) => o.tier === tier);
  const engine = info.cyclesOnly
    ? 'CYCLES'
    : engineUsable(engines.data, chosenEngine)
      ? chosenEngine
      : chosenEngine === 'CYCLES'
        ? 'WEBGL'
        : 'CYCLES';
  const sent = info.minCameras === 0 ? [] : selected.map((i) => named[i]!);
  const jobs = Math.max(1, sent.length);
  const missing = shortfall(option, jobs);
  const problem = placeRenderError(request.error);
  const at = (place: string) => (problem?.place === place ? problemText(problem, sent) : undefined);
  const tierError =
    at('tier') ??
    (missing > 0 ? t('renders.dialog.shortfall', { count: jobs, left: option?.remaining ?? 0 }) : undefined);
  const ready =
    tier !== null && missing === 0 && sent.length >= info.minCameras && engineUsable(engines.data, engine);

  // A refusal concerns what was sent; changing the form clears it.
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      request.reset();
    };

  const submit = () => {
    if (!tier) return;
    request.mutate(
      { projectId, sessionId, type, tier, engine, floorId, cameras: sent },
      {
        onSuccess: (queued) => {
          notifications.show({
            color: 'teal',
            title: t('renders.dialog.queued', { count: queued.length }),
            message: t('renders.dialog.queuedHint'),
          });
          onRequested?.(queued);
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <TypePicker value={type} onChange={changing(setType)} />
      {at('type') && (
        <Text c="red" size="sm">
          {at('type')}
        </Text>
      )}
      <TierPicker options={options} value={tier} onChange={changing(setTier)} error={tierError} />
      {(problem?.code === 'quota_exhausted' || missing > 0) && <QuotaExhaustedAlert />}
      <EnginePicker
        engines={engines.data}
        value={engine}
        onChange={changing(setEngine)}
        error={at('engine')}
        cyclesOnly={info.cyclesOnly}
      />
      <CameraPicker
        type={info}
        cameras={named}
        selected={selected}
        onChange={changing(setSelected)}
        error={at('cameras')}
        placer={placer}
      />
      {problem?.place === 'general' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem.code === 'other' ? errorText(request.error) : problemText(problem, sent)}
        </Alert>
      )}
      <Divider />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {tier && t('renders.dialog.summary', { count: jobs, tier: t(`renders.tiers.${tier}`) })}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={!ready} loading={request.isPending}>
            {t('renders.dialog.submit', { count: jobs })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
