import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../features/auth/session.tsx';
import { i18n } from '../i18n/index.ts';
import { PageLoader } from '../ui/QueryState.tsx';
import { AppRouter } from './AppRouter.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';
import { theme } from './theme.ts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <AppRouter>
            <SessionProvider>
              <Suspense fallback={<PageLoader />}>
                <AppRoutes />
              </Suspense>
            </SessionProvider>
          </AppRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
