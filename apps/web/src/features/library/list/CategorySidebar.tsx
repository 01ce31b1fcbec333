import { NavLink, Text } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import { IconCategory, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useCategoryTree } from '../api/catalogue.ts';
import { subtreeIds } from '../api/categories.ts';
import { CategoryLabel } from '../categories/CategoryTreeState.tsx';
import { ProductCount } from '../categories/ProductCount.tsx';

/**
 * The category tree of the library beside its products; choosing a category filters the list to it
 * and everything under it (the search includes subcategories). A branch opens on its chevron, and
 * the branch of the chosen category stays open. Each category shows how many products it holds with
 * its subtree, as the viewer sees them.
 */
export function CategorySidebar({
  owner,
  selected,
  onSelect,
}: {
  owner: string | undefined;
  selected: string | null;
  onSelect(categoryId: string | null): void;
}) {
  const { t } = useTranslation();
  const tree = useCategoryTree(owner, { withCounts: true });
  return (
    <nav aria-label={t('library.filters.category')} data-testid="category-sidebar">
      <NavLink
        label={t('library.categories.allProducts')}
        leftSection={<IconCategory size={16} />}
        active={selected === null}
        onClick={() => onSelect(null)}
      />
      <QueryState
        query={tree}
        isEmpty={(nodes) => nodes.length === 0}
        empty={
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {t('library.categories.empty')}
          </Text>
        }
      >
        {(nodes) =>
          nodes.map((node) => <Branch key={node.id} node={node} selected={selected} onSelect={onSelect} />)
        }
      </QueryState>
    </nav>
  );
}

function Branch({
  node,
  selected,
  onSelect,
}: {
  node: CategoryNode;
  selected: string | null;
  onSelect(categoryId: string): void;
}) {
  const holdsSelected = selected !== null && subtreeIds(node).includes(selected);
  return (
    <NavLink
      label={
        <CategoryLabel name={node.name}>
          <ProductCount count={node.productCount} />
        </CategoryLabel>
      }
      leftSection={<IconFolder size={16} color="var(--mantine-color-brand-6)" />}
      active={node.id === selected}
      defaultOpened={holdsSelected && node.id !== selected}
      onClick={() => onSelect(node.id)}
      childrenOffset={14}
      data-testid="sidebar-category"
    >
      {node.children.length > 0
        ? node.children.map((child) => (
            <Branch key={child.id} node={child} selected={selected} onSelect={onSelect} />
          ))
        : undefined}
    </NavLink>
  );
}
