import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HeaderBar } from '../../ui/HeaderBar.tsx';
import { PageLoader } from '../../ui/QueryState.tsx';
import { PendingBanner } from '../auth/PendingBanner.tsx';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { MainNav } from './MainNav.tsx';
import classes from './Shell.module.css';

/** The signed-in frame: header with logo, navigation, language and account; the screen below. */
export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpen, desktop: true } }}
    >
      <AppShell.Header className={classes.header}>
        <HeaderBar
          before={
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.menu')}
            />
          }
          after={<MainNav visibleFrom="sm" />}
          end={
            <Group gap={6} wrap="nowrap">
              <NotificationBell />
              <AccountMenu />
            </Group>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar p="md">
        <MainNav vertical onNavigate={menu.close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <PendingBanner />
        <Container size="xl" py={32}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
