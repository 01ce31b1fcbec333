import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RenderImageType } from '@roomcraft/contract';
import { IconDrone, IconLayoutBoardSplit, IconPhotoSpark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useErrorText } from '../../../ui/error-text.ts';
import { useQuotaExhaustedNotice } from '../../billing/use-quota-exhausted-notice.tsx';
import { useEngines, useQuota, useRequestRenders } from '../api.ts';
import { engineUsable } from '../dialog/EnginePicker.tsx';
import { pickTier, tierOptions } from '../model/tiers.ts';

/**
 * Renders that need no camera (a top view, a bird view: they frame the floor), so the gallery is
 * useful before the editor places any; and the full render dialog.
 */
export function QuickRenders({ projectId, onMore }: { projectId: string; onMore(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const quota = useQuota();
  const engines = useEngines(true);
  const request = useRequestRenders();
  const outOfUnits = useQuotaExhaustedNotice();
  const ask = (type: number) => {
    const tier = pickTier(tierOptions(type, quota.data), 'standard-render');
    if (!tier) {
      outOfUnits(t('renders.errors.quotaExhausted'));
      return;
    }
    const engine = engineUsable(engines.data, 'CYCLES') ? 'CYCLES' : 'WEBGL';
    request.mutate(
      { projectId, type, tier, engine, cameras: [] },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: t('renders.dialog.queued', { count: 1 }),
            message: t('renders.dialog.queuedHint'),
          }),
        onError: (error) => {
          if (isApiError(error, 'quota_exhausted') || isApiError(error, 'payment_past_due')) {
            outOfUnits(
              isApiError(error, 'quota_exhausted') ? t('renders.errors.quotaExhausted') : errorText(error),
            );
            return;
          }
          notifications.show({ color: 'red', title: t('renders.errors.refused'), message: errorText(error) });
        },
      },
    );
  };
  const pending = request.isPending ? request.variables?.type : undefined;
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconLayoutBoardSplit size={18} />}
        loading={pending === RenderImageType.Topview}
        onClick={() => ask(RenderImageType.Topview)}
      >
        {t('renders.gallery.topView')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDrone size={18} />}
        loading={pending === RenderImageType.Birdview}
        onClick={() => ask(RenderImageType.Birdview)}
      >
        {t('renders.gallery.birdView')}
      </Button>
      <Button leftSection={<IconPhotoSpark size={18} />} onClick={onMore}>
        {t('renders.gallery.newRender')}
      </Button>
    </Group>
  );
}
