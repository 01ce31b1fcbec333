import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TemplateSummary } from '@roomcraft/contract';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLike } from './api/templates.ts';
import { roomTypeName } from './labels.ts';
import { OutlinePreview } from './OutlinePreview.tsx';
import { templatePath } from './paths.ts';

/** A template in a list: its room from above, name, style, room, size, and a like button. */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  const { t, i18n } = useTranslation();
  const like = useLike(template.id);
  return (
    <Card withBorder padding="sm" data-testid="template-card">
      <Card.Section component={Link} to={templatePath(template.id)} p="xs">
        <OutlinePreview
          room={{ outline: template.outline, openings: [] }}
          height={120}
          label={template.name}
        />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate component={Link} to={templatePath(template.id)}>
            {template.name}
          </Text>
          <Tooltip label={template.liked ? t('templates.unlike') : t('templates.like')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={template.liked ? t('templates.unlike') : t('templates.like')}
              aria-pressed={template.liked}
              loading={like.isPending}
              onClick={() => like.mutate(!template.liked)}
            >
              {template.liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4}>
          <Badge variant="light">{t(`templates.styles.${template.style}`)}</Badge>
          <Badge variant="outline">{roomTypeName(template.roomType, i18n.language === 'ko')}</Badge>
          {template.status !== 'PUBLISHED' && (
            <Badge color="gray" variant="light">
              {t(`templates.statuses.${template.status ?? 'DRAFT'}`)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('templates.card.size', { size: template.roomSize.toFixed(1) })} ·{' '}
          {t('templates.card.products', { count: template.productCount })} ·{' '}
          {t('templates.card.likes', { count: template.likeCount })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('templates.card.by', { name: template.author.nickname })}
        </Text>
      </Stack>
    </Card>
  );
}
