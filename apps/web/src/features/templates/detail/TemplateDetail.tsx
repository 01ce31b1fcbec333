import { Badge, Button, Card, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Template } from '@roomcraft/contract';
import { IconCopy, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useCopy, useLike } from '../api/templates.ts';
import { roomTypeName } from '../labels.ts';
import { OutlinePreview } from '../OutlinePreview.tsx';
import { PublicationActions } from './PublicationActions.tsx';
import { TemplateComments, TemplateHistory } from './TemplateNotes.tsx';
import { TemplateView3D } from './TemplateView3D.tsx';

/** One template: its room with the products from above or in 3D, what it is, and what the reader may do. */
export function TemplateDetail({
  template,
  asOperator = false,
}: {
  template: Template;
  asOperator?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const like = useLike(template.id);
  const copy = useCopy(template.id);
  const [view, setView] = useState<'plan' | '3d'>('plan');
  const party = template.editable || template.transitions.length > 0 || template.status !== null;
  return (
    <Grid gap="lg" data-testid="template-detail">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder>
          <SegmentedControl
            size="xs"
            mb="xs"
            value={view}
            onChange={(value) => setView(value as 'plan' | '3d')}
            data={[
              { value: 'plan', label: t('templates.detail.plan') },
              { value: '3d', label: t('templates.detail.view3d') },
            ]}
          />
          {view === 'plan' ? (
            <OutlinePreview
              room={template.room}
              products={template.products}
              height={360}
              label={template.name}
            />
          ) : (
            <TemplateView3D template={template} height={420} />
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Title order={2}>{template.name}</Title>
          <Group gap={4}>
            <Badge>{t(`templates.styles.${template.style}`)}</Badge>
            <Badge variant="outline">{roomTypeName(template.roomType, i18n.language === 'ko')}</Badge>
            <Badge variant="light" color="gray" data-testid="template-status">
              {t(`templates.statuses.${template.status ?? 'DRAFT'}`)}
            </Badge>
            <Badge variant="light" color="grape">
              {t(`templates.scopes.${template.scope}`)}
            </Badge>
          </Group>
          {template.description && <Text>{template.description}</Text>}
          <Text size="sm" c="dimmed">
            {t('templates.card.size', { size: template.roomSize.toFixed(2) })} ·{' '}
            {t('templates.card.products', { count: template.products.length })} ·{' '}
            {t('templates.card.by', { name: template.author.nickname })}
          </Text>
          {!asOperator && (
            <Group gap="xs">
              <Button
                size="xs"
                variant={template.liked ? 'filled' : 'light'}
                color="red"
                leftSection={template.liked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
                onClick={() => like.mutate(!template.liked)}
                loading={like.isPending}
                aria-pressed={template.liked}
              >
                {template.liked ? t('templates.unlike') : t('templates.like')} · {template.likeCount}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCopy size={14} />}
                disabled={!template.copyEnabled}
                onClick={() =>
                  copy.mutate(undefined, {
                    onSuccess: () => notifications.show({ color: 'green', message: t('templates.copied') }),
                  })
                }
              >
                {t('templates.copy')}
              </Button>
            </Group>
          )}
          <ErrorAlert error={like.error ?? copy.error} />
          {party && (
            <Card withBorder>
              <Text fw={600} mb="xs">
                {t('templates.publish.title')}
              </Text>
              <PublicationActions template={template} asOperator={asOperator} />
            </Card>
          )}
          {!asOperator && (
            <TemplateComments template={template} visible={party && template.status !== null} />
          )}
          {!asOperator && <TemplateHistory template={template} />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
