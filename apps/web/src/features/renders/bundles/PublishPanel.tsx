import { Alert, Button, CopyButton, Group, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicBundlePath } from '../paths.ts';

/** Publishing: a public bundle is open to anyone with its link, signed in or not. */
export function PublishPanel({
  bundleId,
  published,
  editable,
  busy,
  onPublish,
}: {
  bundleId: string;
  published: boolean;
  editable: boolean;
  busy: boolean;
  onPublish(published: boolean): void;
}) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${publicBundlePath(bundleId)}`;
  return (
    <Alert variant="light" color={published ? 'teal' : 'gray'} icon={<IconWorld size={18} />}>
      <Group justify="space-between" align="center" gap="sm">
        <Switch
          label={t(published ? 'renders.bundles.publicOn' : 'renders.bundles.publicOff')}
          description={t('renders.bundles.publicHint')}
          checked={published}
          disabled={!editable || busy}
          onChange={(event) => onPublish(event.currentTarget.checked)}
        />
        {published && (
          <Group gap="xs" wrap="nowrap">
            <TextInput value={link} readOnly w={320} aria-label={t('renders.bundles.publicLink')} />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  size="sm"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {t(copied ? 'renders.bundles.copied' : 'renders.bundles.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              component={Link}
              to={publicBundlePath(bundleId)}
              target="_blank"
              variant="subtle"
              size="sm"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('renders.bundles.openPublic')}
            </Button>
          </Group>
        )}
      </Group>
      {!published && editable && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('renders.bundles.publishSaves')}
        </Text>
      )}
    </Alert>
  );
}
