import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconLinkOff, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { formatDate } from '../../../ui/format.ts';
import { useShareKeyChanges, useShareKeys } from '../api/sharing.ts';
import { shareLinkUrl } from '../model/share-link.ts';

type Visibility = 'PUBLIC' | 'UNLISTED';

/** Links that open the project read-only to anyone holding them; public ones also publish its portfolio. */
export function ShareLinksTab({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const keys = useShareKeys(projectId, true);
  const { create, revoke } = useShareKeyChanges(projectId);
  const [visibility, setVisibility] = useState<Visibility>('UNLISTED');
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('projects.links.intro')}
      </Text>
      <Group gap="sm" align="center">
        <SegmentedControl
          value={visibility}
          onChange={(value) => setVisibility(value as Visibility)}
          data={[
            { value: 'UNLISTED', label: t('projects.links.UNLISTED') },
            { value: 'PUBLIC', label: t('projects.links.PUBLIC') },
          ]}
          aria-label={t('projects.links.visibility')}
        />
        <Button onClick={() => create.mutate(visibility)} loading={create.isPending}>
          {t('projects.links.create')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        {t(`projects.links.hint.${visibility}`)}
      </Text>
      <ErrorAlert error={create.error ?? revoke.error} />
      {keys.isPending ? (
        <Skeleton h={72} />
      ) : keys.isError ? (
        <ErrorAlert error={keys.error} />
      ) : keys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('projects.links.none')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="share-links">
          {keys.data.map((key) => {
            const url = shareLinkUrl(window.location.origin, key.projectId, key.key);
            return (
              <Paper key={key.id} p="sm" radius="md">
                <Group justify="space-between" mb={8}>
                  <Group gap="xs">
                    <Badge
                      variant="light"
                      color={key.visibility === 'PUBLIC' ? 'teal' : 'gray'}
                      leftSection={key.visibility === 'PUBLIC' ? <IconWorld size={12} /> : undefined}
                    >
                      {t(`projects.links.${key.visibility}`)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('projects.links.created', { date: formatDate(key.createdAt, i18n.language) })}
                    </Text>
                  </Group>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconLinkOff size={14} />}
                    loading={revoke.isPending && revoke.variables === key.id}
                    onClick={() => revoke.mutate(key.id)}
                  >
                    {t('projects.links.revoke')}
                  </Button>
                </Group>
                <TextInput
                  readOnly
                  value={url}
                  aria-label={t('projects.links.url')}
                  onFocus={(event) => event.currentTarget.select()}
                  rightSectionWidth={64}
                  rightSection={
                    <Group gap={2} wrap="nowrap">
                      <CopyButton value={url}>
                        {({ copied, copy }) => (
                          <Tooltip
                            label={copied ? t('projects.links.copied') : t('projects.links.copy')}
                            withArrow
                          >
                            <ActionIcon
                              variant="subtle"
                              color={copied ? 'teal' : 'gray'}
                              onClick={copy}
                              aria-label={t('projects.links.copy')}
                            >
                              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </CopyButton>
                      <Tooltip label={t('projects.links.open')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          component="a"
                          href={url}
                          target="_blank"
                          rel="noopener"
                          aria-label={t('projects.links.open')}
                        >
                          <IconExternalLink size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  }
                />
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
