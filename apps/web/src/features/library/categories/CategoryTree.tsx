import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import {
  IconArrowsMove,
  IconDots,
  IconEye,
  IconEyeOff,
  IconFolder,
  IconFolderPlus,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../library.module.css';
import own from './categories.module.css';
import { ProductCount } from './ProductCount.tsx';
import type { TreeDrag } from './use-tree-drag.ts';

export type CategoryAction = 'add' | 'rename' | 'move' | 'visibility' | 'delete';

interface TreeProps {
  nodes: readonly CategoryNode[];
  /** The actions menu of each row; absent when the tree is read only. */
  onAction?: (action: CategoryAction, node: CategoryNode) => void;
  /** Rows can be dragged onto one another when present. */
  drag?: TreeDrag;
  /** Which actions a row offers (visibility only where the caller may set it). */
  actions?: readonly CategoryAction[];
}

const ICONS = {
  add: IconFolderPlus,
  rename: IconPencil,
  move: IconArrowsMove,
  visibility: IconEye,
  delete: IconTrash,
} as const;

/** A category tree, indented by depth, with each category's actions when the tree can be changed. */
export function CategoryTree(props: TreeProps) {
  const { nodes } = props;
  return (
    <Stack gap={2}>
      {nodes.map((node) => (
        <div key={node.id}>
          <CategoryRow {...props} node={node} />
          {node.children.length > 0 && (
            <div style={{ marginLeft: 22 }}>
              <CategoryTree {...props} nodes={node.children} />
            </div>
          )}
        </div>
      ))}
    </Stack>
  );
}

function CategoryRow({
  node,
  onAction,
  drag,
  actions = ['add', 'rename', 'move', 'delete'],
}: TreeProps & { node: CategoryNode }) {
  const { t } = useTranslation();
  const zone = drag?.zoneOn(node.id);
  return (
    <Group
      {...drag?.rowProps(node)}
      className={`${classes.treeRow} ${own.row}`}
      data-drop={zone ?? undefined}
      justify="space-between"
      px="xs"
      py={6}
      data-testid="category-row"
      data-depth={node.depth}
    >
      <Group gap="xs" style={{ flex: 1 }} wrap="nowrap">
        <IconFolder size={16} color="var(--mantine-color-brand-6)" />
        <Text size="sm" data-testid="category-name">
          {node.name}
        </Text>
        {(node.visibility?.individualRestricted || node.visibility?.enterpriseRestricted) && (
          <Badge size="xs" variant="light" color="orange" leftSection={<IconEyeOff size={10} />}>
            {t('library.categories.restricted')}
          </Badge>
        )}
        <ProductCount count={node.productCount} />
      </Group>
      {onAction && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('library.categories.actionsOf', { name: node.name })}
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => {
              const Icon = ICONS[action];
              return (
                <Menu.Item
                  key={action}
                  color={action === 'delete' ? 'red' : undefined}
                  leftSection={<Icon size={14} />}
                  onClick={() => onAction(action, node)}
                >
                  {t(`library.categories.${action}`)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
