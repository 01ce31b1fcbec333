import { AppShell, Badge, Button, Container, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { HeaderBar } from '../../ui/HeaderBar.tsx';
import { PageLoader } from '../../ui/QueryState.tsx';
import { OpsNav } from './OpsNav.tsx';
import { useOpsSession } from './ops-session.tsx';
import { OPS_PATH, OPS_SIGN_IN_PATH } from './paths.ts';

/** The back-office frame: its own header, marked so nobody mistakes it for the product. */
export function OpsLayout() {
  const { t } = useTranslation();
  const { operator, signOut } = useOpsSession();
  const navigate = useNavigate();
  return (
    <AppShell header={{ height: 64 }}>
      <AppShell.Header>
        <HeaderBar
          home={OPS_PATH}
          after={
            <>
              <Badge variant="filled" color="dark">
                {t('ops.badge')}
              </Badge>
              <OpsNav />
            </>
          }
          end={
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" fw={600} visibleFrom="xs">
                {operator?.name}
              </Text>
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconLogout size={14} />}
                onClick={async () => {
                  await signOut();
                  navigate(OPS_SIGN_IN_PATH, { replace: true });
                }}
              >
                {t('shell.signOut')}
              </Button>
            </Group>
          }
        />
      </AppShell.Header>
      <AppShell.Main bg="gray.0" mih="100vh">
        <Container size="xl" py={32}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
