import { Box, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolders } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../ui/QueryState.tsx';
import { Sidebar } from '../folders/Sidebar.tsx';
import { DragProvider } from './drag-context.tsx';
import classes from './Workspace.module.css';

/** The workspace's frame: views and folders on the left (in a drawer on phones), the open view beside. */
export default function WorkspaceLayout() {
  const { t } = useTranslation();
  const [drawer, { open, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  // A link followed in the phone drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => close(), [pathname, search]);
  return (
    <DragProvider>
      <div className={classes.layout}>
        <Box component="aside" visibleFrom="md" className={classes.aside}>
          <Sidebar />
        </Box>
        <div className={classes.content}>
          <Button
            hiddenFrom="md"
            variant="default"
            leftSection={<IconFolders size={16} />}
            onClick={open}
            mb="md"
            size="sm"
          >
            {t('projects.folders.title')}
          </Button>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
      <Drawer opened={drawer} onClose={close} size={300} title={t('projects.nav')} hiddenFrom="md">
        <Sidebar />
      </Drawer>
    </DragProvider>
  );
}
