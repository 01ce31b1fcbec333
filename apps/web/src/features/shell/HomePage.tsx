import { Button, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { accountShortcut } from '../account/nav.ts';
import { useUser } from '../auth/session.tsx';
import { type NavItem, visibleNav } from './nav.ts';
import classes from './Shell.module.css';

function Shortcut({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <Card component={Link} to={item.to} className={classes.card}>
      <Group justify="space-between" align="flex-start" mb="md">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
        <IconArrowRight size={18} color="var(--mantine-color-gray-5)" />
      </Group>
      <Text fw={600} mb={4}>
        {t(item.label)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(item.description)}
      </Text>
    </Card>
  );
}

/** The first screen after signing in: a greeting and a way into every screen this person may open. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const items = [...visibleNav(user), accountShortcut];
  return (
    <>
      <PageHeader
        title={t('home.greeting', { nickname: user.nickname })}
        description={t('home.subtitle')}
        actions={
          <Button component={Link} to="/projects" size="md" leftSection={<IconLayoutGrid size={18} />}>
            {t('projects.home.open')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {items.map((item) => (
          <Shortcut key={item.to} item={item} />
        ))}
      </SimpleGrid>
    </>
  );
}
