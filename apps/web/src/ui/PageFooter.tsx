import { Group, Pagination, Text } from '@mantine/core';
import type { Page } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';

/**
 * The foot of a paged table: which rows are shown out of how many, and the page switcher when
 * there is more than one page. `page` counts from 0, as the API does.
 */
export function PageFooter({
  page,
  answer,
  onPage,
}: {
  page: number;
  answer: Page<unknown>;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const first = page * answer.size;
  return (
    <Group
      justify="space-between"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text size="sm" c="dimmed">
        {t('common.showing', { from: first + 1, to: first + answer.count, total: answer.totalCount })}
      </Text>
      {answer.totalPages > 1 && (
        <Pagination size="sm" total={answer.totalPages} value={page + 1} onChange={(p) => onPage(p - 1)} />
      )}
    </Group>
  );
}
