import { Button, Center, EmptyState, Loader } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './error-text.ts';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** The loading, error and empty states of a screen's data, so every screen shows all three the same way. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <EmptyState
        py={60}
        icon={<IconCloudOff size={28} />}
        variant="light"
        color="red"
        title={t('common.loadFailed')}
        description={errorText(query.error)}
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
