import { Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../save/autosave.ts';

/** Where the design stands with the server: saved, saving, offline and retrying, or stopped. */
export function SaveStatus({ state, readOnly }: { state: SaveState; readOnly: boolean }) {
  const { t } = useTranslation();
  // A read-only editor saves nothing; the top bar already says the project is view only.
  if (readOnly) return null;
  const content = (() => {
    switch (state.kind) {
      case 'saved':
        return { icon: <IconCloudCheck size={16} />, text: t('editor.save.saved'), color: 'dimmed' };
      case 'pending':
      case 'saving':
        return { icon: <Loader size={12} />, text: t('editor.save.saving'), color: 'dimmed' };
      case 'offline':
        return {
          icon: <IconCloudOff size={16} />,
          text: t('editor.save.offline', { seconds: Math.round(state.retryInMs / 1000) }),
          color: 'orange.8',
        };
      case 'conflict':
        return { icon: <IconAlertTriangle size={16} />, text: t('editor.save.conflict'), color: 'red.7' };
      case 'invalid':
        return {
          icon: <IconAlertTriangle size={16} />,
          text: t('editor.save.invalid'),
          color: 'red.7',
          tip: `${state.path}: ${state.message}`,
        };
      case 'failed':
        return { icon: <IconCloudUpload size={16} />, text: t('editor.save.failed'), color: 'red.7' };
    }
  })();
  const label = (
    <Group
      gap={6}
      wrap="nowrap"
      c={content.color}
      data-testid="save-status"
      data-state={state.kind}
      role="status"
    >
      {content.icon}
      <Text size="sm" c={content.color} style={{ whiteSpace: 'nowrap' }}>
        {content.text}
      </Text>
    </Group>
  );
  return 'tip' in content && content.tip ? <Tooltip label={content.tip}>{label}</Tooltip> : label;
}
