import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { createEmptyDesign } from '@roomcraft/scene';
import { IconHome, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { RoomIllustration } from '../../ui/RoomIllustration.tsx';
import { editorPath } from '../projects/workspace/paths.ts';
import { sampleDesign } from './sample-design.ts';
import { useStartProject } from './use-home.ts';

/** A first-time user's start: open a furnished-to-be sample flat, or an empty plan to draw a first room in. */
export function FirstSteps({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartProject(userId);
  const open = (kind: 'sample' | 'empty') =>
    start.mutate(
      kind === 'sample'
        ? {
            name: t('home.start.sampleName'),
            design: sampleDesign({ living: t('home.start.living'), bedroom: t('home.start.bedroom') }),
          }
        : { name: t('home.start.firstRoomName'), design: createEmptyDesign() },
      { onSuccess: (id) => navigate(editorPath(id)) },
    );
  const step = (icon: React.ReactNode, title: string, body: string, action: React.ReactNode) => (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {body}
        </Text>
        <Group>{action}</Group>
      </Stack>
    </Card>
  );
  return (
    <Card p={{ base: 'lg', md: 32 }} component="section" aria-labelledby="first-steps">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" style={{ alignItems: 'center' }}>
        <Stack gap="xs">
          <Title order={3} id="first-steps">
            {t('home.start.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('home.start.body')}
          </Text>
          <Group justify="center" mt="md">
            <RoomIllustration />
          </Group>
        </Stack>
        {step(
          <IconHome size={22} />,
          t('home.start.sampleTitle'),
          t('home.start.sampleBody'),
          <Button
            onClick={() => open('sample')}
            loading={start.isPending && start.variables?.name === t('home.start.sampleName')}
          >
            {t('home.start.openSample')}
          </Button>,
        )}
        {step(
          <IconPencil size={22} />,
          t('home.start.drawTitle'),
          t('home.start.drawBody'),
          <Button
            variant="light"
            onClick={() => open('empty')}
            loading={start.isPending && start.variables?.name === t('home.start.firstRoomName')}
          >
            {t('home.start.draw')}
          </Button>,
        )}
      </SimpleGrid>
      <ErrorAlert error={start.error} />
    </Card>
  );
}
