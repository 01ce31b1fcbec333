import { EmptyState, Group, Text } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import { IconCategory } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState.tsx';

/** A category tree's loading and error states, and its empty state: no category yet. */
export function CategoryTreeState({
  tree,
  children,
}: {
  tree: UseQueryResult<CategoryNode[]>;
  children: (nodes: CategoryNode[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={tree}
      isEmpty={(nodes) => nodes.length === 0}
      empty={<EmptyState py={40} icon={<IconCategory size={28} />} title={t('library.categories.empty')} />}
    >
      {children}
    </QueryState>
  );
}

/** A category's name in a tree row, with what the row shows beside it (a count, badges). */
export function CategoryLabel({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" truncate>
        {name}
      </Text>
      {children}
    </Group>
  );
}
