import { Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolders, IconPencil, IconPlus, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RoomIllustration } from '../../../ui/RoomIllustration.tsx';

/** The dashboard of someone with no project yet: what the workspace does, and the way to start. */
export function StartPanel({ onCreate }: { onCreate(): void }) {
  const { t } = useTranslation();
  const tip = (icon: React.ReactNode, text: string) => (
    <List.Item
      icon={
        <ThemeIcon variant="light" radius="xl" size={28}>
          {icon}
        </ThemeIcon>
      }
    >
      <Text size="sm">{text}</Text>
    </List.Item>
  );
  return (
    <Card p={{ base: 'lg', md: 40 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Title order={3}>{t('projects.empty.first')}</Title>
          <Text c="dimmed">{t('projects.empty.firstBody')}</Text>
          <List spacing="sm" center>
            {tip(<IconPencil size={15} />, t('projects.empty.tipDraw'))}
            {tip(<IconFolders size={15} />, t('projects.empty.tipFolders'))}
            {tip(<IconShare size={15} />, t('projects.empty.tipShare'))}
          </List>
          <Group>
            <Button size="md" leftSection={<IconPlus size={18} />} onClick={onCreate}>
              {t('projects.create.first')}
            </Button>
          </Group>
        </Stack>
        <Group justify="center">
          <RoomIllustration />
        </Group>
      </SimpleGrid>
    </Card>
  );
}
