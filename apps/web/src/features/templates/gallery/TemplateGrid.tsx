import { Button, Center, EmptyState, SimpleGrid } from '@mantine/core';
import type { TemplatePage } from '@roomcraft/contract';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState.tsx';
import { TemplateCard } from '../TemplateCard.tsx';

/** Template cards read page after page as the list scrolls into view (and on "Load more"). */
export function TemplateGrid({ query }: { query: UseInfiniteQueryResult<InfiniteData<TemplatePage>> }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.pages[0]!.totalCount === 0}
      empty={
        <EmptyState
          py={60}
          icon={<IconLayoutGrid size={28} />}
          title={t('templates.empty.title')}
          description={t('templates.empty.body')}
        />
      }
    >
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" data-testid="template-grid">
            {data.pages
              .flatMap((page) => page.data)
              .map((template) => (
                <TemplateCard key={template.id} template={template} />
              ))}
          </SimpleGrid>
          {hasNextPage && (
            <Center ref={sentinel} py="md">
              <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('templates.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </QueryState>
  );
}
