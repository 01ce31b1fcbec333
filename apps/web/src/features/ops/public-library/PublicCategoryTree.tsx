import { Badge, NavLink } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import { IconEyeOff, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CategoryLabel } from '../../library/categories/CategoryTreeState.tsx';
import { ProductCount } from '../../library/categories/ProductCount.tsx';

interface TreeProps {
  nodes: readonly CategoryNode[];
  selected: string | null;
  onSelect(node: CategoryNode): void;
  /** Whether the checked enterprise sees each category, when one is checked. */
  sight?: ReadonlyMap<string, boolean>;
}

/**
 * The public library's tree, every branch open: each category with its restriction, its product count
 * and, while an enterprise is checked, whether that enterprise sees it.
 */
export function PublicCategoryTree({ nodes, ...props }: TreeProps) {
  return nodes.map((node) => <Branch key={node.id} node={node} {...props} />);
}

function Branch({ node, selected, onSelect, sight }: Omit<TreeProps, 'nodes'> & { node: CategoryNode }) {
  const { t } = useTranslation();
  const sees = sight?.get(node.id);
  return (
    <NavLink
      label={
        <CategoryLabel name={node.name}>
          {node.visibility?.enterpriseRestricted && (
            <Badge size="xs" variant="light" color="orange" leftSection={<IconEyeOff size={10} />}>
              {t('library.categories.restricted')}
            </Badge>
          )}
          {sees !== undefined && (
            <Badge size="xs" variant="dot" color={sees ? 'teal' : 'gray'}>
              {t(sees ? 'ops.publicLibrary.sees' : 'ops.publicLibrary.hidden')}
            </Badge>
          )}
        </CategoryLabel>
      }
      // Always open, so choosing a category never folds its branch; the count takes the chevron's place.
      opened
      disableRightSectionRotation
      rightSection={<ProductCount count={node.productCount} />}
      leftSection={<IconFolder size={16} color="var(--mantine-color-brand-6)" />}
      active={node.id === selected}
      onClick={() => onSelect(node)}
      childrenOffset={14}
      data-testid="public-category"
    >
      {node.children.length > 0
        ? node.children.map((child) => (
            <Branch key={child.id} node={child} selected={selected} onSelect={onSelect} sight={sight} />
          ))
        : undefined}
    </NavLink>
  );
}
