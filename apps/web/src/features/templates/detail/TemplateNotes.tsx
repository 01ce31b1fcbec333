import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import type { Template } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useComments, useHistory } from '../api/templates.ts';
import { historyNote } from '../labels.ts';

/** The review conversation (author and reviewers only). */
export function TemplateComments({ template, visible }: { template: Template; visible: boolean }) {
  const { t, i18n } = useTranslation();
  const comments = useComments(template.id, visible);
  if (!visible) return null;
  return (
    <Stack gap="xs" data-testid="template-comments">
      <Text fw={600}>{t('templates.detail.comments')}</Text>
      <QueryState
        query={comments}
        isEmpty={(c) => c.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('templates.detail.noComments')}
          </Text>
        }
      >
        {(list) => (
          <Stack gap={6}>
            {list.map((c) => (
              <Stack key={c.id} gap={2}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {c.author.name}
                  </Text>
                  {c.status && <Badge size="xs">{t(`templates.statuses.${c.status}`)}</Badge>}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(c.createdAt, i18n.language)}
                  </Text>
                </Group>
                {c.content && <Text size="sm">{c.content}</Text>}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** Who changed which fields: "{name} modified {fields}." */
export function TemplateHistory({ template }: { template: Template }) {
  const { t, i18n } = useTranslation();
  const history = useHistory(template.id);
  return (
    <Stack gap="xs" data-testid="template-history">
      <Text fw={600}>{t('templates.detail.history')}</Text>
      <QueryState
        query={history}
        isEmpty={(h) => h.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('templates.detail.noHistory')}
          </Text>
        }
      >
        {(entries) => (
          <Timeline bulletSize={10} lineWidth={2}>
            {entries.map((e) => (
              <Timeline.Item key={e.id} title={historyNote(t, e.modifiedBy.name, e.modifiedFields)}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.createdAt, i18n.language)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </QueryState>
    </Stack>
  );
}
